import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEE_CONSENT_LABEL, CHOOSE_TIME_LABEL } from '../../../src/screens/notary/ReserveManualScreen';
import { RESERVE_LABEL, scheduleSchema, toRequestedTime } from '../../../src/screens/notary/ScheduleManualScreen';
import {
  APP_PATH,
  APP_UUID,
  borrower,
  closingApplication,
  fakeServer,
  notaryAnswer,
  renderAt,
  SLOW,
  violations,
} from '../signing/helpers';

const MANUAL = { checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true, disclosurelistNotaryReady: true };

function manualServer() {
  return fakeServer(
    { stage: 'MANUAL_DEED_SIGNING', application: closingApplication({ status: MANUAL }), profile: borrower() },
    (s) => ({
      [`GET ${APP_PATH}/notary`]: () => ({
        data: notaryAnswer({
          enotaryPermitted: false,
          requestedManualNotaryTime: s.application.requestedManualNotaryTime,
        }),
      }),
      [`POST ${APP_PATH}/notary/manual`]: (config) => {
        const body = JSON.parse(String(config.data)) as { requestedTime: string };
        s.posted.push({ path: 'notary/manual', body, headers: {} });
        // The stage stays: the signed deed comes back later.
        s.application = closingApplication({ status: MANUAL, requestedManualNotaryTime: body.requestedTime });
        return { data: s.application };
      },
    }),
  );
}

/** MM/DD/YYYY of the local day `days` from today. */
function typedDate(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}
const isoDate = (typed: string) => `${typed.slice(6)}-${typed.slice(0, 2)}-${typed.slice(3, 5)}`;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function toSchedule(user: ReturnType<typeof userEvent.setup>) {
  renderAt('notary/reserve-manual');
  await screen.findByRole('heading', { level: 1, name: 'Sign your deed with a notary in person' }, SLOW);
  await user.click(screen.getByRole('checkbox', { name: new RegExp(FEE_CONSENT_LABEL('\\$300')) }));
  await user.click(screen.getByRole('button', { name: CHOOSE_TIME_LABEL }));
  await screen.findByRole('heading', { level: 1, name: 'Choose your notary appointment' }, SLOW);
}

async function fill(user: ReturnType<typeof userEvent.setup>, date: string, time: string) {
  const dateBox = screen.getByRole('textbox', { name: /^Date/ });
  await user.clear(dateBox);
  await user.type(dateBox, date);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Time/ }), time);
  await user.click(screen.getByRole('button', { name: RESERVE_LABEL }));
}

describe('notary/reserve-manual and notary/schedule-manual', () => {
  it('sends a borrower without eNotary from notary/intro to the $300 manual notary, which needs the fee agreed', async () => {
    const server = manualServer();
    const user = userEvent.setup();
    const { history } = renderAt('notary/intro');
    await screen.findByRole('heading', { level: 1, name: 'Sign your deed with a notary in person' }, SLOW);
    expect(history.location.pathname).toBe(`/${APP_UUID}/notary/reserve-manual`);
    expect(screen.getByText('$300')).toBeInTheDocument();
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: CHOOSE_TIME_LABEL }));
    expect(await screen.findByText('Agree to the fee to reserve a notary')).toBeInTheDocument();
    expect(history.location.pathname).toBe(`/${APP_UUID}/notary/reserve-manual`);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(FEE_CONSENT_LABEL('\\$300')) }));
    await user.click(screen.getByRole('button', { name: CHOOSE_TIME_LABEL }));
    await screen.findByRole('heading', { level: 1, name: 'Choose your notary appointment' }, SLOW);
    expect(history.location.pathname).toBe(`/${APP_UUID}/notary/schedule-manual`);
    expect(server.posted).toEqual([]);
  });

  it('refuses times less than a day or more than 60 days ahead, and dates that do not exist', async () => {
    const server = manualServer();
    const user = userEvent.setup();
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: RESERVE_LABEL }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);

    await fill(user, typedDate(0), '08:00');
    expect(await screen.findByText('Choose a time at least one day ahead')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Date/ })).toHaveFocus();

    await fill(user, typedDate(75), '10:00');
    expect(await screen.findByText('Choose a time within the next 60 days')).toBeInTheDocument();

    await fill(user, '02/30/2031', '10:00');
    expect(await screen.findByText('Enter a real date as MM/DD/YYYY')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    expect(server.posted).toEqual([]);
  });

  it('reserves the time chosen and shows the reservation while the signed deed is awaited', async () => {
    const server = manualServer();
    const user = userEvent.setup();
    await toSchedule(user);
    const date = typedDate(10);
    await fill(user, date, '10:30');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your notary appointment is reserved' }, SLOW),
    ).toBeInTheDocument();
    const requestedTime = toRequestedTime(isoDate(date), '10:30');
    expect(server.posted).toEqual([{ path: 'notary/manual', body: { requestedTime }, headers: {} }]);
    await waitFor(() => expect(screen.getByTestId('notary-reservation')).toHaveTextContent(/10:30 AM/), SLOW);
    expect(screen.getByTestId('notary-reservation')).toHaveTextContent('$300, paid at closing');
    expect(screen.getByText(/We are waiting for the signed deed/)).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});

describe('notary/reserve-manual once reserved', () => {
  it('asks the router again every few seconds while the signed deed is awaited, and not before', async () => {
    const server = manualServer();
    const stagePolls = () => server.calls.filter((c) => c === `GET ${APP_PATH}/stage`).length;
    const user = userEvent.setup();
    await toSchedule(user);
    // Before a time is reserved there is nothing to wait for: no polling.
    const beforeReserving = stagePolls();
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(stagePolls()).toBe(beforeReserving);

    await fill(user, typedDate(10), '10:30');
    await screen.findByRole('heading', { level: 1, name: 'Your notary appointment is reserved' }, SLOW);
    const reserved = stagePolls();
    // The deed is back: the next check finds the stage moved on.
    server.stage = 'TRUST_AND_INSURANCE';
    await waitFor(() => expect(stagePolls()).toBeGreaterThan(reserved), { timeout: 8000 });
  }, 30000);
});

describe('the manual notary time rules', () => {
  // 2 January 2026, 3:00 PM local: the 60 days end before any daylight-saving change.
  const now = () => new Date(2026, 0, 2, 15, 0);
  const check = (date: string, time: string) => {
    try {
      scheduleSchema(now).validateSync({ date, time });
      return 'ok';
    } catch (e) {
      return (e as Error).message;
    }
  };

  it.each([
    ['2026-01-03', '14:30', 'Choose a time at least one day ahead'],
    ['2026-01-03', '15:00', 'ok'],
    ['2026-03-03', '15:00', 'ok'],
    ['2026-03-03', '15:30', 'Choose a time within the next 60 days'],
    ['2026-02-29', '10:00', 'Enter a real date as MM/DD/YYYY'],
  ])('%s at %s: %s', (date, time, expected) => {
    expect(check(date, time)).toBe(expected);
  });

  it('turns the local date and time into the ISO instant the server takes', () => {
    expect(toRequestedTime('2026-03-10', '09:00')).toBe(new Date(2026, 2, 10, 9, 0).toISOString());
    expect(toRequestedTime('2026-13-10', '09:00')).toBeNull();
  });
});
