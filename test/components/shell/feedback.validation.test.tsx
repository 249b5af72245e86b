import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ApplicationShell from '../../../src/shell/ApplicationShell';
import { FeedbackModal } from '../../../src/shell/feedback/FeedbackModal';
import { applicationLoaded } from '../../../store/applications';
import { flagsLoaded, FLAGS } from '../../../store/flags';
import { makeApplication, APPLICATION_UUID } from '../../fixtures/application';
import { installRoutes, NOT_FOUND, type Routes } from '../support/mswServer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { FEEDBACK, setViewportWidth } from './helpers';

// Lazy chunks and sagas on a busy two-core machine: more room than the 1 s default.
const SLOW = { timeout: 5000 };

const LINK = 'Share your feedback with the CEO';
const switchOn = flagsLoaded({ [FLAGS.ceoFeedback]: { flagEnabled: true, variables: {} } });

function openModal() {
  const result = renderWithProviders(
    <FeedbackModal open onClose={() => undefined} applicationUuid={APPLICATION_UUID} />,
    {
      path: `/${APPLICATION_UUID}/start/profile`,
      authenticated: true,
      runSagas: true,
    },
  );
  const dialog = screen.getByRole('dialog', { name: 'Share your thoughts with our CEO' });
  return { ...result, dialog };
}

function fill(
  dialog: HTMLElement,
  { topic, message, consent }: { topic?: string; message?: string; consent?: string },
) {
  if (topic) fireEvent.click(within(dialog).getByRole('radio', { name: topic }));
  if (message !== undefined)
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: message } });
  if (consent) fireEvent.click(within(dialog).getByRole('radio', { name: consent }));
}

/** The feedback route as a test needs it, and the application the sagas load at the modal's path: not served here. */
const installFeedbackRoutes = (routes: Routes) =>
  installRoutes({ [`GET /service-application/api/v1/application/heloc/${APPLICATION_UUID}`]: NOT_FOUND, ...routes });

const send = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));

beforeEach(() => setViewportWidth(1440));
afterEach(() => jest.restoreAllMocks());

describe('feedback to the CEO', () => {
  it('offers the link only to a signed-in user with the switch on', async () => {
    const { unmount, store } = renderWithProviders(<ApplicationShell>screen</ApplicationShell>, {
      authenticated: true,
    });
    expect(screen.queryByRole('button', { name: LINK })).not.toBeInTheDocument();
    store.dispatch(switchOn);
    expect(await screen.findByRole('button', { name: LINK }, SLOW)).toBeInTheDocument();
    unmount();

    const visitor = renderWithProviders(<ApplicationShell>screen</ApplicationShell>, { authenticated: false });
    visitor.store.dispatch(switchOn);
    expect(screen.queryByRole('button', { name: LINK })).not.toBeInTheDocument();
  });

  it('opens the modal from the shell link', async () => {
    const { store } = renderWithProviders(<ApplicationShell>screen</ApplicationShell>, { authenticated: true });
    store.dispatch(switchOn);
    fireEvent.click(await screen.findByRole('button', { name: LINK }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Share your thoughts with our CEO' }, SLOW);
    expect(within(dialog).getByRole('radio', { name: 'Improve our product' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Give us a compliment' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'No' })).toBeInTheDocument();
  });

  it('requires a topic, a message and a consent answer', async () => {
    const { calls } = installFeedbackRoutes({});
    const { dialog } = openModal();
    send(dialog);
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(3));
    expect(calls).not.toContain(FEEDBACK);
  });

  it.each([
    ['too short', 'Too short', 'Must be at least 10 characters'],
    ['too long', 'x'.repeat(1001), 'Must be at most 1000 characters'],
  ])('refuses a message that is %s', async (_name, message, error) => {
    const { calls } = installFeedbackRoutes({});
    const { dialog } = openModal();
    fill(dialog, { topic: 'Give us a compliment', message, consent: 'No' });
    send(dialog);
    expect(await within(dialog).findByText(error)).toBeInTheDocument();
    expect(calls).not.toContain(FEEDBACK);
  });

  it("shows the server's error text inline and keeps the form", async () => {
    installFeedbackRoutes({
      [FEEDBACK]: { status: 400, data: { errors: ['message: Please keep it civil'], message: 'x' } },
    });
    const { dialog } = openModal();
    fill(dialog, { topic: 'Improve our product', message: 'The rate page could be clearer.', consent: 'Yes' });
    send(dialog);
    expect(await within(dialog).findByText('message: Please keep it civil.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
  });

  it('sends the feedback and thanks the user', async () => {
    const sent: unknown[] = [];
    installFeedbackRoutes({
      [FEEDBACK]: (config) => {
        sent.push(JSON.parse(config.data as string));
        return { status: 201, data: { uuid: 'f1', createdAt: '2026-06-15T12:00:00.000Z' } };
      },
    });
    const { dialog, store } = openModal();
    store.dispatch(applicationLoaded(makeApplication()));
    fill(dialog, { topic: 'Improve our product', message: '  The rate page could be clearer.  ', consent: 'Yes' });
    send(dialog);
    expect(await within(dialog).findByText('Thank you. Your feedback has been sent to our CEO.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        applicationUuid: APPLICATION_UUID,
        topic: 'Improve our product',
        message: 'The rate page could be clearer.',
        marketingConsent: true,
        pathname: `/${APPLICATION_UUID}/start/profile`,
        productType: 'HELOC',
      },
    ]);
  });
});
