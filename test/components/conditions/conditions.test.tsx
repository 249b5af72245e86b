import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APP_UUID,
  axeViolations,
  CONDITIONS_PATH,
  count,
  DOC_CONDITION,
  docCondition,
  installConditionsServer,
  PHONE_CONDITION,
  phoneCondition,
  renderConditions,
} from './conditionsServer';

// axe, lazy screens and the router's polling take their time on a busy machine.
jest.setTimeout(20_000);

const LIST = `GET ${CONDITIONS_PATH}/external-applicants`;
const pdf = (name: string) => new File(['%PDF-1.7 statement'], name, { type: 'application/pdf' });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const path = (store: { getState: () => { router: { location: { pathname: string; search: string } } } }) =>
  store.getState().router.location.pathname;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function onDashboard(conditions = [docCondition()], stage?: string) {
  const server = installConditionsServer(conditions, stage);
  const view = renderConditions();
  await screen.findByRole('heading', { level: 1, name: 'A few more things we need' });
  return { server, ...view };
}

describe('conditions dashboard', () => {
  it('shows each open condition, what it asks and how many documents came in, with no axe violations', async () => {
    const { server, store, container } = await onDashboard([docCondition(), phoneCondition()]);
    const list = within(await screen.findByRole('list', { name: 'Open conditions' }));
    const cards = list.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { level: 2, name: 'Document request' })).toBeInTheDocument();
    expect(first.getByText('Please upload a recent bank statement showing your name and address.')).toBeInTheDocument();
    expect(first.getByText('Upload a recent bank statement')).toBeInTheDocument();
    expect(first.getByText('Documents requested').nextElementSibling).toHaveTextContent('1');
    expect(first.getByText('0 of 1 document received')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Upload a document' })).toHaveAttribute(
      'href',
      `/${APP_UUID}/conditions/upload-document?condition=${DOC_CONDITION}`,
    );
    const second = within(cards[1]);
    expect(second.getByRole('heading', { level: 2, name: 'Phone number' })).toBeInTheDocument();
    expect(second.queryByText(/documents? received/)).not.toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Add your phone number' })).toHaveAttribute(
      'href',
      `/${APP_UUID}/conditions/phone-number?condition=${PHONE_CONDITION}`,
    );
    // The router saw the open condition at the waiting stage and settled here at once: no timeout.
    await waitFor(() => expect(store.getState().stage).toMatchObject({ settled: 'WAITING_FOR_ID_VERIFICATION' }));
    expect(store.getState().stage.attempts).toBe(1);
    expect(path(store)).toBe(`/${APP_UUID}/conditions`);
    expect(document.title).toContain('A few more things we need');
    expect(count(server.calls, LIST)).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('loads the conditions again when the window regains focus', async () => {
    const { server } = await onDashboard([docCondition()]);
    await screen.findByRole('heading', { level: 2, name: 'Document request' });
    server.conditions.push(phoneCondition());
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Phone number' })).toBeInTheDocument();
    expect(count(server.calls, LIST)).toBe(2);
  });

  it('says so when nothing is open', async () => {
    const { container } = await onDashboard([]);
    expect(await screen.findByText('Nothing more is needed from you')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open conditions' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a failed load says why and tries again on request', async () => {
    const server = installConditionsServer([docCondition()]);
    server.listFailures = 1;
    renderConditions();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your conditions');
    expect(alert).toHaveTextContent('The conditions service is unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Document request' })).toBeInTheDocument();
    expect(count(server.calls, LIST)).toBe(2);
  });

  it('an unknown page under conditions is not found', async () => {
    installConditionsServer([docCondition()]);
    renderConditions('/elsewhere');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });
});

describe('conditions/upload-document', () => {
  it('uploads one file at a time: each is listed and counted, and the last one moves the borrower on', async () => {
    const { server, store, container } = await onDashboard([
      docCondition({ xtraData: { numDocsRequired: 2, docsReceived: 0 } }),
    ]);
    await userEvent.click(await screen.findByRole('link', { name: 'Upload a document' }));
    await screen.findByRole('heading', { level: 1, name: 'Upload a document' });
    expect(store.getState().router.location.search).toBe(`?condition=${DOC_CONDITION}`);
    expect(await screen.findByText('0 of 2 documents received')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.upload(fileInput(container), pdf('statement-march.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('1 of 2 documents received')).toBeInTheDocument();
    const sent = within(screen.getByRole('region', { name: 'Documents you have sent' }));
    expect(sent.getByText(/statement-march\.pdf/)).toBeInTheDocument();
    expect(server.uploads).toEqual([{ conditionUuid: DOC_CONDITION, fileName: 'statement-march.pdf' }]);
    // A fresh input for the next file.
    expect(screen.queryByRole('button', { name: 'Remove statement-march.pdf' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Next document/)).toBeInTheDocument();
    expect(path(store)).toBe(`/${APP_UUID}/conditions/upload-document`);

    await userEvent.upload(fileInput(container), pdf('statement-april.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    await waitFor(() => expect(path(store)).toBe(`/${APP_UUID}/bpo/hold`), { timeout: 6000 });
    expect(server.uploads.map((u) => u.fileName)).toEqual(['statement-march.pdf', 'statement-april.pdf']);
  });

  it('a file the service refuses shows its message on the input, and what was sent stays listed', async () => {
    const server = installConditionsServer([docCondition({ xtraData: { numDocsRequired: 2, docsReceived: 0 } })]);
    const { container } = renderConditions(`/upload-document?condition=${DOC_CONDITION}`);
    await screen.findByText('0 of 2 documents received');
    await userEvent.upload(fileInput(container), pdf('statement-march.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    await screen.findByText('1 of 2 documents received');

    // A text file renamed to .pdf: the name passes the form's check, the content does not pass the service's.
    server.nextReply = { status: 400, data: { errors: ['This file type is not allowed'] } };
    await userEvent.upload(fileInput(container), pdf('renamed.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    await waitFor(() =>
      expect(fileInput(container)).toHaveAccessibleDescription(
        expect.stringContaining('Error: This file type is not allowed'),
      ),
    );
    expect(fileInput(container)).toHaveFocus();
    expect(screen.getByText('1 of 2 documents received')).toBeInTheDocument();
    const sent = within(screen.getByRole('region', { name: 'Documents you have sent' }));
    expect(sent.getAllByRole('listitem')).toHaveLength(1);
    expect(sent.getByText(/statement-march\.pdf/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('checks the file before sending: none chosen, or the wrong kind', async () => {
    const server = installConditionsServer([docCondition()]);
    const { container } = renderConditions(`/upload-document?condition=${DOC_CONDITION}`);
    await screen.findByText('0 of 1 document received');
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(fileInput(container)).toHaveAccessibleDescription(expect.stringContaining('Error: Choose a file to upload'));

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(fileInput(container)).toHaveAccessibleDescription(
      expect.stringContaining('Error: This file type is not allowed'),
    );
    expect(count(server.calls, `POST ${CONDITIONS_PATH}/${DOC_CONDITION}/documents`)).toBe(0);
  });

  it('a condition it cannot find is explained, with the way back', async () => {
    installConditionsServer([docCondition()]);
    renderConditions('/upload-document?condition=99999999-2222-4333-8444-555555555555');
    expect(await screen.findByText('We could not find this request')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your conditions' })).toHaveAttribute(
      'href',
      `/${APP_UUID}/conditions`,
    );
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
  });
});

describe('conditions/phone-number', () => {
  it('asks for a 10-digit US number, saves it, and the router moves the borrower on', async () => {
    const server = installConditionsServer([phoneCondition()]);
    const { container, store } = renderConditions(`/phone-number?condition=${PHONE_CONDITION}`);
    await screen.findByRole('heading', { level: 1, name: 'Add your phone number' });
    const input = await screen.findByRole('textbox', { name: /Mobile phone number/ });
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Error: Required'));
    expect(input).toHaveFocus();

    await userEvent.type(input, '55512');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Error: Enter a 10-digit US phone number'));
    expect(server.phonePosts).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '5551234567');
    expect(input).toHaveValue('(555) 123-4567');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() => expect(server.phonePosts).toEqual([{ phoneNumber: '5551234567' }]));
    await waitFor(() => expect(path(store)).toBe(`/${APP_UUID}/bpo/hold`), { timeout: 6000 });
  });

  it('the service’s field error shows on the field', async () => {
    const server = installConditionsServer([phoneCondition()]);
    renderConditions(`/phone-number?condition=${PHONE_CONDITION}`);
    const input = await screen.findByRole('textbox', { name: /Mobile phone number/ });
    server.nextReply = { status: 400, data: { errors: ['phoneNumber: Enter a 10-digit US phone number'] } };
    await userEvent.type(input, '5551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining('Error: Enter a 10-digit US phone number')),
    );
  });
});

describe('an ID condition, answered on the identity screen', () => {
  it('links from the dashboard to /{uuid}/identity, where a new photo of the ID is sent as its document', async () => {
    const idCondition = docCondition({
      categoryEnum: 'ID_VERIFICATION_FAILURE',
      commentsToBorrower: 'The photo of your ID was too blurry to read.',
      actionNeeded: 'Upload a new photo of your ID',
    });
    const { server, store, container } = await onDashboard([idCondition]);
    const link = await screen.findByRole('link', { name: 'Upload a new photo of your ID' });
    expect(link).toHaveAttribute('href', `/${APP_UUID}/identity?condition=${DOC_CONDITION}`);
    await userEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Verify your identity' });
    expect(path(store)).toBe(`/${APP_UUID}/identity`);
    expect(await screen.findByText('The photo of your ID was too blurry to read.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: /driver/i }));
    await userEvent.upload(fileInput(container), new File(['png'], 'id-front.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload the new photo' }));
    await waitFor(() => expect(server.uploads).toEqual([{ conditionUuid: DOC_CONDITION, fileName: 'id-front.png' }]));
    // The photo resolved the condition: the router moves the borrower on, as from the upload page.
    await waitFor(() => expect(path(store)).toBe(`/${APP_UUID}/bpo/hold`), { timeout: 6000 });
  });
});
