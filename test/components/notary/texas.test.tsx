// A Texas (a)(6) line at the notary step: attorney review and the 12-day wait say what happens and until when (the
// intro screen and the sidebar), the page moves on by itself when the stage changes, and the in-person closing
// offers only the three offices the law allows. Also the "closing waits until …" notice on its own.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TexasClosingLocation } from '../../../src/domain/texas';
import type { Application } from '../../../src/domain/types';
import { CHOOSE_TIME_LABEL, FEE_CONSENT_LABEL } from '../../../src/screens/notary/ReserveManualScreen';
import { RESERVE_LABEL } from '../../../src/screens/notary/ScheduleManualScreen';
import { TEXAS_WAIT_TITLE } from '../../../src/screens/notary/TexasWaitScreen';
import { ProgressSidebar } from '../../../src/shell/ProgressSidebar';
import { TexasClosingWaitNotice } from '../../../src/ui/notary/TexasClosingWait';
import { renderWithProviders } from '../../utils/renderWithProviders';
import {
  APP_PATH,
  APP_UUID,
  borrower,
  closingApplication,
  fakeServer,
  renderAt,
  SLOW,
  violations,
} from '../signing/helpers';

const TEXAS_PROPERTY = { uuid: 'p1', street1: '12 Elm Street', street2: '', city: 'Austin', state: 'TX', zip: '78701' };
const WAIT = {
  manualNotary: true,
  attorneyReview: 'APPROVED' as const,
  notaryWaitingUntil: '2026-12-07T06:00:00.000Z',
  texasEarliestClosingDate: '2026-12-07',
};
const SENTENCE = 'Texas law requires a 12-day wait: your closing can be scheduled from Monday, December 7, 2026.';
const LOCATIONS: TexasClosingLocation[] = ['LENDER_OFFICE', 'ATTORNEY_OFFICE', 'TITLE_COMPANY'];

function texasApplication(status: Application['status'], more: Partial<Application> = {}) {
  return closingApplication({ property: TEXAS_PROPERTY, status, ...more });
}

function texasServer(stage: string, status: Application['status']) {
  return fakeServer(
    { stage, application: texasApplication({ ...status, checklistStatus: stage }), profile: borrower() },
    (s) => ({
      [`GET ${APP_PATH}/notary`]: () => ({
        data: {
          enotaryPermitted: false,
          manualNotaryFee: 300,
          session: null,
          requestedManualNotaryTime: s.application.requestedManualNotaryTime,
          closingLocations: LOCATIONS,
          closingLocation: null,
        },
      }),
      [`POST ${APP_PATH}/notary/manual`]: (config) => {
        const body = JSON.parse(String(config.data)) as { requestedTime: string; location?: string };
        s.posted.push({ path: 'notary/manual', body, headers: {} });
        s.application = texasApplication(
          { ...WAIT, checklistStatus: 'MANUAL_DEED_SIGNING', fmvAcknowledgmentReady: true },
          { requestedManualNotaryTime: body.requestedTime },
        );
        return { data: s.application };
      },
    }),
  );
}

function typedDate(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('Texas closing at the notary step', () => {
  it('during the 12-day wait says until when, on the screen and beside the notary step, with no axe violations', async () => {
    texasServer('NOTARY_WAITING_PERIOD', WAIT);
    const { history } = renderAt('notary/intro');
    expect(await screen.findByRole('heading', { level: 1, name: TEXAS_WAIT_TITLE }, SLOW)).toBeVisible();
    expect(history.location.pathname).toBe(`/${APP_UUID}/notary/intro`);
    expect(screen.getByText('Your Texas closing waiting period')).toBeInTheDocument();
    expect(screen.getByText(SENTENCE)).toBeInTheDocument();
    expect(screen.getByText("A title company's office")).toBeInTheDocument();
    expect(await screen.findByTestId('notary-step-note', {}, SLOW)).toHaveTextContent(
      'Texas 12-day wait: closing from Monday, December 7, 2026',
    );
    expect(await violations()).toEqual([]);
  });

  it('during attorney review says so, and moves on by itself when the closing can be scheduled', async () => {
    const server = texasServer('ATTORNEY_REVIEW', { ...WAIT, attorneyReview: 'IN_REVIEW' });
    const { history } = renderAt('notary/intro');
    expect(await screen.findByText('An attorney is reviewing your loan documents', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(SENTENCE)).toBeInTheDocument();
    expect(await screen.findByTestId('notary-step-note', {}, SLOW)).toHaveTextContent(
      'Attorney review: closing from Monday, December 7, 2026',
    );
    expect(await violations()).toEqual([]);

    server.stage = 'MANUAL_DEED_SIGNING';
    server.application = texasApplication({
      ...WAIT,
      checklistStatus: 'MANUAL_DEED_SIGNING',
      fmvAcknowledgmentReady: true,
    });
    await waitFor(() => expect(history.location.pathname).toBe(`/${APP_UUID}/notary/reserve-manual`), {
      timeout: 9000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign your deed with a notary in person' }, SLOW),
    ).toBeVisible();
  }, 15_000);

  it('offers the three offices and sends the one chosen with the time', async () => {
    const server = texasServer('MANUAL_DEED_SIGNING', { ...WAIT, fmvAcknowledgmentReady: true });
    const user = userEvent.setup();
    renderAt('notary/reserve-manual');
    await screen.findByRole('heading', { level: 1, name: 'Sign your deed with a notary in person' }, SLOW);
    expect(screen.getByText(/Texas law requires a home equity line to close in person/)).toBeInTheDocument();
    expect(screen.getByText(/Acknowledgment of Fair Market Value/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(FEE_CONSENT_LABEL('\\$300')) }));
    await user.click(screen.getByRole('button', { name: CHOOSE_TIME_LABEL }));
    await screen.findByRole('heading', { level: 1, name: 'Choose your notary appointment' }, SLOW);

    const places = screen.getByRole('radiogroup', { name: /Where will you close/ });
    expect(places).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(LOCATIONS);
    const dateBox = screen.getByRole('textbox', { name: /^Date/ });
    await user.type(dateBox, typedDate(5));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time/ }), '10:30');
    await user.click(screen.getByRole('button', { name: RESERVE_LABEL }));
    expect(await screen.findByText('Choose where your closing takes place')).toBeInTheDocument();
    expect(server.posted).toEqual([]);
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: "An attorney's office" }));
    await user.click(screen.getByRole('button', { name: RESERVE_LABEL }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect(server.posted[0]!.body).toEqual({ requestedTime: expect.any(String), location: 'ATTORNEY_OFFICE' });
  });
});

describe('TexasClosingWaitNotice', () => {
  it('says until when', async () => {
    const { container } = renderWithProviders(
      <TexasClosingWaitNotice wait={{ kind: 'WAITING_PERIOD', closingFrom: '2026-12-07' }} />,
    );
    expect(screen.getByText(SENTENCE)).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('says the wait without a date when none is known, and nothing when there is no wait', () => {
    renderWithProviders(<TexasClosingWaitNotice wait={{ kind: 'WAITING_PERIOD', closingFrom: null }} />);
    expect(screen.getByText(/requires a 12-day wait after your application/)).toBeInTheDocument();
    const { container } = renderWithProviders(<TexasClosingWaitNotice wait={null} />);
    expect(container.querySelector('[data-testid="texas-closing-wait"]')).toBeNull();
  });
});

describe('ProgressSidebar notary note', () => {
  it('shows the note under the notary step only', () => {
    renderWithProviders(
      <ProgressSidebar current={6} manualNotary additionalSigner={false} notaryNote="Texas 12-day wait" />,
    );
    const note = screen.getByTestId('notary-step-note');
    expect(note).toHaveTextContent('Texas 12-day wait');
    expect(note.closest('li')).toHaveTextContent('Schedule Notary Session');
    expect(screen.getAllByTestId('notary-step-note')).toHaveLength(1);
  });
});
