import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Disclosure } from '../../../src/api/disclosures';
import type { DisclosureType } from '../../../src/domain/validation/disclosures';
import { ACKNOWLEDGE_ALL_LABEL, CERTIFY_LABEL } from '../../../src/screens/start/AppSummaryScreen';
import { clearDisclosurePdfs } from '../../../store/disclosures';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { resetMockPdf } from '../../mocks/react-pdf';
import {
  APP_PATH,
  APP_UUID,
  FakeObserver,
  fakeServer,
  installPdfEnvironment,
  renderStart,
  SLOW,
  step,
  violations,
  type FakeServer,
} from './helpers';

const DISCLOSURES = `${APP_PATH}/disclosures`;
const TITLES: Partial<Record<DisclosureType, string>> = {
  PRE_SOFT_CREDIT_AUTHORIZATION: 'Soft Credit Authorization and E-SIGN Consent',
  HELOC_EARLY_DISCLOSURE: 'Home Equity Line of Credit Early Disclosure',
  HELOC_BROCHURE: 'What you should know about home equity lines of credit',
  APPLICATION_SUMMARY: 'Application Summary',
};
const SUMMARY_SET: DisclosureType[] = ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE', 'APPLICATION_SUMMARY'];

const item = (type: DisclosureType, acknowledgedAt: string | null = null): Disclosure => ({
  type,
  title: TITLES[type] ?? type,
  acknowledged: acknowledgedAt !== null,
  acknowledgedAt,
  url: `${DISCLOSURES}/${type}`,
});

const listWith = (acknowledged: boolean, types: DisclosureType[] = SUMMARY_SET) => [
  item('PRE_SOFT_CREDIT_AUTHORIZATION', '2024-03-05T10:00:00.000Z'),
  ...types.map((t) => item(t, acknowledged ? '2024-03-06T10:00:00.000Z' : null)),
];

const application = (status: Record<string, unknown> = {}) =>
  makeApplication({
    uuid: APP_UUID,
    term: 10,
    amount: 50_000,
    rate: 8.25,
    uwCalculatedDrawAmount: 48_880,
    status: { checklistStatus: 'APP_SUBMISSION', disclosurelistSummaryReady: true, ...status },
  });
const profile = () => makeProfile({ name: { uuid: 'n1', firstName: 'Dana', lastName: 'Rivera' }, hasSsn: true });

interface Options {
  status?: Record<string, unknown>;
  list?: Disclosure[];
  acknowledge?: (server: FakeServer, body: unknown) => { status?: number; data?: unknown };
  submitReply?: { status: number; data: unknown };
}

function summaryServer({ status, list = listWith(false), acknowledge, submitReply }: Options = {}) {
  const acknowledgements: unknown[] = [];
  let current = list;
  const server = fakeServer({ stage: 'APP_SUBMISSION', application: application(status), profile: profile() }, (s) => ({
    [`GET ${DISCLOSURES}`]: () => ({ data: current }),
    ...Object.fromEntries(SUMMARY_SET.map((t) => [`GET ${DISCLOSURES}/${t}`, { data: '%PDF-1.7' }])),
    [`POST ${DISCLOSURES}/APPLICATION_SUMMARY/acknowledge`]: (config) => {
      const body: unknown = JSON.parse(String(config.data));
      acknowledgements.push(body);
      if (acknowledge) return acknowledge(s, body);
      current = listWith(true);
      return { data: current };
    },
    [`POST ${APP_PATH}/submit`]: submitReply ?? step(s, 'submit', 'INCOME_VERIFICATION'),
  }));
  return { server, acknowledgements, setList: (l: Disclosure[]) => (current = l) };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  installPdfEnvironment();
  resetMockPdf();
  clearDisclosurePdfs();
});

async function openSummary() {
  const view = renderStart('app-summary');
  await screen.findByRole('heading', { level: 1, name: 'Review and submit your application' }, SLOW);
  return view;
}

const row = (type: DisclosureType) => screen.getByTestId(`summary-document-${type}`);
const acknowledgeButton = () => screen.getByRole('button', { name: ACKNOWLEDGE_ALL_LABEL });

/** Opens a document, scrolls its end into view, and closes the viewer. */
async function readToEnd(user: ReturnType<typeof userEvent.setup>, type: DisclosureType) {
  const title = TITLES[type] as string;
  await user.click(within(row(type)).getByRole('button', { name: `Read ${title}` }));
  const dialog = screen.getByRole('dialog', { name: title });
  expect(within(dialog).getByText('Scroll to the end of the document to mark it as read.').parentElement).toHaveFocus();
  // The viewer watches its end only once every page has rendered.
  await waitFor(() => expect(FakeObserver.live()?.targets).toContain(within(dialog).getByTestId('pdf-end')));
  FakeObserver.live()?.fire(1);
  expect(within(dialog).getByText('You have read this document to the end.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();
}

async function readAll(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('summary-document-APPLICATION_SUMMARY', {}, SLOW);
  for (const type of SUMMARY_SET) await readToEnd(user, type);
}

describe('start/app-summary', () => {
  it('shows the offer chosen, the three documents still to read, and what is left before submitting', async () => {
    summaryServer();
    await openSummary();
    expect(document.title).toBe('Example Lender | Review and submit your application');
    const offer = screen.getByTestId('summary-offer');
    const facts = Object.fromEntries(
      within(offer)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ 'Line amount': '$50,000', 'Initial draw': '$48,880', APR: '8.25%', Term: '10 years' });

    await screen.findByTestId('summary-document-APPLICATION_SUMMARY', {}, SLOW);
    for (const type of SUMMARY_SET) {
      expect(within(row(type)).getByRole('heading', { level: 3, name: TITLES[type] })).toBeInTheDocument();
      expect(within(row(type)).getByText('Not read yet')).toBeInTheDocument();
    }
    // Only the summary set: the soft credit authorization was acknowledged on start/profile.
    expect(screen.queryByText(TITLES.PRE_SOFT_CREDIT_AUTHORIZATION as string)).toBeNull();
    expect(acknowledgeButton()).toBeDisabled();
    expect(acknowledgeButton()).toHaveAccessibleDescription(
      'Still to read to the end: Home Equity Line of Credit Early Disclosure, What you should know about home ' +
        'equity lines of credit and Application Summary.',
    );
    expect(screen.getByText('Acknowledge your documents in step 1 to submit your application.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    expect(await violations()).toEqual([]);
  });

  it('acknowledges the three together once each is read to the end, then offers the submission', async () => {
    const { server, acknowledgements } = summaryServer();
    const user = userEvent.setup();
    await openSummary();
    await screen.findByTestId('summary-document-APPLICATION_SUMMARY', {}, SLOW);

    await readToEnd(user, 'HELOC_EARLY_DISCLOSURE');
    expect(within(row('HELOC_EARLY_DISCLOSURE')).getByText('Read to the end')).toBeInTheDocument();
    expect(acknowledgeButton()).toBeDisabled();
    expect(acknowledgeButton()).toHaveAccessibleDescription(
      'Still to read to the end: What you should know about home equity lines of credit and Application Summary.',
    );
    // Closing a document before its end leaves it unread.
    await user.click(within(row('HELOC_BROCHURE')).getByRole('button', { name: `Read ${TITLES.HELOC_BROCHURE}` }));
    await screen.findAllByTestId('pdf-page');
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Read later' }));
    expect(within(row('HELOC_BROCHURE')).getByText('Not read yet')).toBeInTheDocument();

    await readToEnd(user, 'HELOC_BROCHURE');
    await readToEnd(user, 'APPLICATION_SUMMARY');
    expect(acknowledgeButton()).toBeEnabled();
    expect(acknowledgeButton()).toHaveAccessibleDescription('You have read all three documents.');
    // Each document fetched once, as a PDF and as its HTML version (the viewer's "Read as text").
    const fetched = server.calls.filter((c) => c.startsWith(`GET ${DISCLOSURES}/`));
    expect(fetched.filter((c) => !c.endsWith('/html'))).toHaveLength(3);
    expect(fetched.filter((c) => c.endsWith('/html'))).toHaveLength(3);

    await user.click(acknowledgeButton());
    const submitHeading = await screen.findByRole('heading', { name: 'Step 2 of 2: Submit your application' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit application' })).toBeInTheDocument());
    expect(acknowledgements).toEqual([{ types: ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE'] }]);
    expect(submitHeading).toHaveFocus();
    for (const type of SUMMARY_SET) expect(within(row(type)).getByText('Acknowledged')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACKNOWLEDGE_ALL_LABEL })).toBeNull();
    expect(screen.getByText(/we run a hard credit inquiry, which may affect your credit score/)).toBeInTheDocument();
    const submitCard = submitHeading.closest('section') as HTMLElement;
    expect(within(submitCard).getByRole('link', { name: '(888) 555-0100' })).toHaveAttribute('href', 'tel:8885550100');
    expect(await violations()).toEqual([]);
  });

  it('submits the application once the borrower certifies it, and moves on with the hard pull', async () => {
    const { server } = summaryServer({ status: { disclosurelistSummaryComplete: true }, list: listWith(true) });
    const user = userEvent.setup();
    const { store } = await openSummary();
    const submit = await screen.findByRole('button', { name: 'Submit application' });
    await user.click(submit);
    const certify = screen.getByRole('checkbox', { name: CERTIFY_LABEL });
    expect(certify).toHaveAccessibleDescription(
      'Error: Confirm that your application is true and complete to submit it',
    );
    expect(certify).toHaveFocus();
    expect(server.posted).toEqual([]);

    await user.click(certify);
    await user.click(submit);
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/income/review`), SLOW);
    expect(server.posted.map((p) => p.path)).toEqual(['submit']);
    expect(server.posted[0].headers['Idempotency-Key']).toEqual(expect.any(String));
  });

  it('goes straight to the submission when the documents are already acknowledged', async () => {
    const { server } = summaryServer({ status: { disclosurelistSummaryComplete: true }, list: listWith(true) });
    await openSummary();
    expect(await screen.findByRole('button', { name: 'Submit application' })).toBeInTheDocument();
    expect(screen.getByText(/You have acknowledged these documents/)).toBeInTheDocument();
    await screen.findByTestId('summary-document-APPLICATION_SUMMARY', {}, SLOW);
    for (const type of SUMMARY_SET) expect(within(row(type)).getByText('Acknowledged')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACKNOWLEDGE_ALL_LABEL })).toBeNull();
    expect(server.calls.filter((c) => c.startsWith(`POST ${APP_PATH}`))).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  it("shows the server's reason when the acknowledgement is refused, and lets the borrower try again", async () => {
    let refuse = true;
    const { acknowledgements } = summaryServer({
      acknowledge: () =>
        refuse
          ? { status: 409, data: { message: 'Acknowledge the early disclosure and the brochure first' } }
          : { data: listWith(true) },
    });
    const user = userEvent.setup();
    await openSummary();
    await readAll(user);
    await user.click(acknowledgeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not record your acknowledgement');
    expect(alert).toHaveTextContent('Acknowledge the early disclosure and the brochure first');
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();

    refuse = false;
    await user.click(acknowledgeButton());
    expect(await screen.findByRole('button', { name: 'Submit application' })).toBeInTheDocument();
    expect(acknowledgements).toHaveLength(2);
  });

  it("shows the server's answer when the submission is refused", async () => {
    summaryServer({
      status: { disclosurelistSummaryComplete: true },
      list: listWith(true),
      submitReply: { status: 409, data: { message: 'Acknowledge the application summary before submitting' } },
    });
    const user = userEvent.setup();
    await openSummary();
    await user.click(await screen.findByRole('checkbox', { name: CERTIFY_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText('Acknowledge the application summary before submitting', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('says the documents are still being prepared, and checks again on request', async () => {
    const { setList } = summaryServer({ list: listWith(false, []) });
    const user = userEvent.setup();
    await openSummary();
    expect(await screen.findByText('We are still preparing your documents', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACKNOWLEDGE_ALL_LABEL })).toBeNull();
    setList(listWith(false));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('summary-document-APPLICATION_SUMMARY')).toBeInTheDocument();
    expect(screen.queryByText('We are still preparing your documents')).toBeNull();
  });
});
