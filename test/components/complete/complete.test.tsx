import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APP_PATH,
  APP_UUID,
  axeViolations,
  count,
  FUNDED,
  IN_RESCISSION,
  installClosingServer,
  renderClosing,
} from '../bpo/closingServer';

// The screen refreshes every 3 s: some tests wait for a refresh.
jest.setTimeout(25_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const STATUS = `GET ${APP_PATH}/closing/status`;

function stepHeading(name: RegExp) {
  return screen.getByRole('heading', { level: 3, name });
}

async function enter(stage: string, closingStatus = IN_RESCISSION) {
  const server = installClosingServer(stage, { closingStatus });
  const view = renderClosing('complete');
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: stage }));
  return { server, ...view };
}

describe('complete', () => {
  it('in the rescission period: its end date, the steps, the line and the draw rules, with no axe violations', async () => {
    const { container } = await enter('RESCISSION');
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re almost done' })).toBeVisible();
    expect(stepHeading(/Your right to cancel: In progress/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /^You can cancel until 11:59 PM on Wednesday, March 5, 2031, Mountain Time, without cost: three business days after you signed/,
      ),
    ).toBeInTheDocument();
    expect(stepHeading(/Recording your deed: Not started/)).toBeInTheDocument();
    expect(stepHeading(/Funding your line: Not started/)).toBeInTheDocument();
    const current = within(screen.getByRole('region', { name: 'Closing steps' }))
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(within(current[0]).getByText(/Your right to cancel/)).toBeInTheDocument();
    expect(screen.getByText('Loan number').nextElementSibling).toHaveTextContent('Assigned at closing');
    expect(screen.getByText('Line amount').nextElementSibling).toHaveTextContent('$75,000');
    expect(screen.getByText('Initial draw').nextElementSibling).toHaveTextContent('$74,258');
    expect(
      screen.getByText(
        /Later draws during the draw period are floating: their rate is the Prime Rate of the preceding month plus a\s+fixed margin, set on the date of each draw/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Checking for updates every few seconds/)).toBeInTheDocument();
    expect(document.title).toContain('You’re almost done');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refreshes by itself as the steps are done, until the line is funded, and then stops', async () => {
    const { server, store } = await enter('RESCISSION');
    await screen.findByRole('heading', { level: 1, name: 'You’re almost done' });
    server.closingStatus = {
      ...IN_RESCISSION,
      stage: 'RECORDING',
      steps: [
        { name: 'RESCISSION', done: true },
        { name: 'RECORDING', done: false },
        { name: 'FUNDING', done: false },
      ],
    };
    await waitFor(() => expect(stepHeading(/Recording your deed: In progress/)).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(stepHeading(/Your right to cancel: Done/)).toBeInTheDocument();
    expect(
      screen.getByText('The right to cancel ended at midnight on Wednesday, March 5, 2031, Mountain Time.'),
    ).toBeInTheDocument();
    server.closingStatus = FUNDED;
    server.stage = 'COMPLETE';
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your line is funded' }, { timeout: 5000 }),
    ).toBeVisible();
    const calls = count(server.calls, STATUS);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(count(server.calls, STATUS)).toBe(calls);
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/complete`);
  });

  it('funded: says so plainly with the loan number, and stays open (no bounce to the dashboard), with no axe violations', async () => {
    const { store, container } = await enter('COMPLETE', FUNDED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your line is funded' })).toBeVisible();
    expect(
      screen.getByText(/Your line is funded as of 03\/09\/2026. Your loan number is HL-2026-000123/),
    ).toBeInTheDocument();
    expect(screen.getByText('Loan number').nextElementSibling).toHaveTextContent('HL-2026-000123');
    for (const step of [/Your right to cancel: Done/, /Recording your deed: Done/, /Funding your line: Done/]) {
      expect(stepHeading(step)).toBeInTheDocument();
    }
    expect(screen.getByText('Your initial draw was sent to your account on 03/09/2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText(/Checking for updates/)).not.toBeInTheDocument();
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/complete`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a first load that fails says so and can be tried again', async () => {
    const server = installClosingServer('RECORDING');
    server.resourceFailure.closingStatus = { status: 500, data: { errors: ['Status unavailable'] } };
    renderClosing('complete');
    expect(await screen.findByText('We could not load your closing status')).toBeInTheDocument();
    server.resourceFailure.closingStatus = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: /Your right to cancel: In progress/ })).toBeVisible();
  });

  it('a refresh that fails keeps what was shown and says it is retrying', async () => {
    const { server } = await enter('RESCISSION');
    await screen.findByRole('heading', { level: 1, name: 'You’re almost done' });
    server.resourceFailure.closingStatus = { status: 503, data: { errors: ['Try later'] } };
    expect(await screen.findByText('We could not refresh your status', undefined, { timeout: 5000 })).toBeVisible();
    expect(stepHeading(/Your right to cancel: In progress/)).toBeInTheDocument();
  });
});
