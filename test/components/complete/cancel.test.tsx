// The complete screen during rescission: the deadline in the borrower's zone, the notice of right to cancel in the
// PDF viewer, and "Cancel my line" confirmed in an accessible dialog, posted once, with progress and refusals
// announced; a cancelled line leaves for the dashboard (the CANCELLED stage's screen). After the deadline nothing
// is offered.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClosingStatusAnswer } from '../../../src/api/closing';
import { browserLocation } from '../../../src/api/browser';
import { cancelUntilText } from '../../../src/domain/cancellation';
import { CompleteScreen } from '../../../src/screens/complete/CompleteScreen';
import {
  CANCEL_LINE,
  CANCELLING,
  CONFIRM_CANCEL,
  CONFIRM_TITLE,
  KEEP_LINE,
  NOTICE_TITLE,
} from '../../../src/screens/complete/RightToCancel';
import { clearDisclosurePdfs } from '../../../store/disclosures';
import { resetMockPdf } from '../../mocks/react-pdf';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { installPdfEnvironment } from '../start/helpers';
import { holdRequests } from '../support/mswServer';
import {
  APP_PATH,
  APP_UUID,
  axeViolations,
  count,
  IN_RESCISSION,
  installClosingServer,
  renderClosing,
} from '../bpo/closingServer';

jest.setTimeout(25_000);

const UNTIL = 'You can cancel until 11:59 PM on Wednesday, March 5, 2031, Mountain Time.';
const ENDED = 'The right to cancel ended at midnight on Wednesday, March 5, 2031, Mountain Time.';
const CANCEL_POST = `POST ${APP_PATH}/rescission/cancel`;

let assign: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  installPdfEnvironment();
  resetMockPdf();
  clearDisclosurePdfs();
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function enter(closingStatus: Partial<ClosingStatusAnswer> = {}) {
  const server = installClosingServer('RESCISSION', { closingStatus });
  const view = renderClosing('complete');
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'RESCISSION' }));
  await screen.findByRole('heading', { level: 1, name: 'You’re almost done' });
  return { server, ...view };
}

/** Holds the cancel POST until `release()`, so what the screen shows meanwhile can be read. */
const holdCancelPost = () => holdRequests(CANCEL_POST);

describe('complete: cancelling during rescission', () => {
  it('says until when in the borrower’s zone and opens the notice of right to cancel in the PDF viewer', async () => {
    const user = userEvent.setup();
    const { server, container } = await enter();
    const card = screen.getByRole('region', { name: 'Your right to cancel' });
    expect(within(card).getByText(UNTIL)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    const open = within(card).getByRole('button', { name: `Read your ${NOTICE_TITLE}` });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: NOTICE_TITLE });
    expect(await within(dialog).findByTestId('pdf-document')).toBeInTheDocument();
    expect(count(server.calls, `GET ${APP_PATH}/disclosures/RESCISSION_NOTICE`)).toBe(1);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('asks for confirmation in a dialog that takes the focus; Escape and “Keep my line” close it and give it back', async () => {
    const user = userEvent.setup();
    const { server } = await enter();
    const cancel = screen.getByRole('button', { name: CANCEL_LINE });
    expect(cancel).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(cancel);
    let dialog = screen.getByRole('dialog', { name: CONFIRM_TITLE });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(dialog).toHaveAccessibleDescription(/nothing will be funded and the lien on your home will be released/);
    expect(within(dialog).getByText(UNTIL)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    dialog = screen.getByRole('dialog', { name: CONFIRM_TITLE });
    await user.click(within(dialog).getByRole('button', { name: KEEP_LINE }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(server.posts).toEqual([]);
  });

  it('posts once for a double click, announces the progress, and leaves for the cancelled line’s screen', async () => {
    const user = userEvent.setup();
    const { server, store } = await enter();
    server.stageAfterPost = 'CANCELLED';
    server.application = {
      ...server.application,
      status: { ...server.application.status, checklistStatus: 'CANCELLED' },
    };
    const release = holdCancelPost();

    await user.click(screen.getByRole('button', { name: CANCEL_LINE }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_TITLE });
    const confirm = within(dialog).getByRole('button', { name: CONFIRM_CANCEL });
    await user.dblClick(confirm);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(CANCELLING));
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: KEEP_LINE })).toBeDisabled();
    // Escape does not close the dialog while the request is out.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: CONFIRM_TITLE })).toBeInTheDocument();

    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/dashboard$/)));
    expect(count(server.calls, CANCEL_POST)).toBe(1);
    expect(server.posts).toEqual([
      { path: 'rescission/cancel', body: { timeZone: expect.any(String) }, idempotencyKey: expect.any(String) },
    ]);
    expect(store.getState().router.location.pathname).toBe('/');
  });

  it('a refusal after the deadline: the server’s words in the dialog, and the offer goes', async () => {
    const user = userEvent.setup();
    const { server } = await enter();
    server.postReply = { status: 409, data: { message: ENDED } };
    server.closingStatus = {
      ...IN_RESCISSION,
      stage: 'RECORDING',
      steps: [
        { name: 'RESCISSION', done: true },
        { name: 'RECORDING', done: false },
        { name: 'FUNDING', done: false },
      ],
    };

    await user.click(screen.getByRole('button', { name: CANCEL_LINE }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_TITLE });
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_CANCEL }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`We could not cancel your line${ENDED}`);
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: KEEP_LINE }));
    // The saga refreshed the status at once: the period is over and nothing is offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: CANCEL_LINE })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Your right to cancel' })).not.toBeInTheDocument();
    expect(screen.getByText(ENDED)).toBeInTheDocument();
  });

  it('after the deadline on the clock, nothing is offered even before the server moves on', async () => {
    await enter({
      rescissionEndsAt: '2026-03-06T07:00:00.000Z',
      rescissionDeadline: '2026-03-05',
      rescissionTimeZone: 'America/Denver',
    });
    expect(screen.getByRole('heading', { level: 3, name: /Your right to cancel: In progress/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CANCEL_LINE })).not.toBeInTheDocument();
  });

  it('the offer goes by itself when the deadline passes while the screen is open', async () => {
    await enter({ rescissionEndsAt: new Date(Date.now() + 1500).toISOString(), rescissionDeadline: null });
    expect(screen.getByRole('button', { name: CANCEL_LINE })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: CANCEL_LINE })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('reads the deadline in the browser’s zone when the server names none', async () => {
    await enter({ rescissionDeadline: null, rescissionTimeZone: null });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const card = screen.getByRole('region', { name: 'Your right to cancel' });
    expect(
      within(card).getByText(`${cancelUntilText({ endsAt: IN_RESCISSION.rescissionEndsAt! }, zone)}.`),
    ).toBeInTheDocument();
  });
});

describe('complete: a cancelled line', () => {
  it('says it was cancelled and that nothing will be funded, with no axe violations', async () => {
    const { container } = renderWithProviders(
      <CompleteScreen
        uuid={APP_UUID}
        status={{ status: 'loaded', data: { ...IN_RESCISSION, stage: 'CANCELLED' }, error: null }}
        application={null}
        onRetry={() => undefined}
        browserZone="America/Denver"
        onCancelLine={() => Promise.resolve(null)}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your line is cancelled' })).toBeVisible();
    expect(
      screen.getByText(/You cancelled your line during the rescission period. Nothing will be funded/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: CANCEL_LINE })).not.toBeInTheDocument();
    expect(screen.queryByText(/Checking for updates/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await axeViolations(container)).toEqual([]);
  });
});
