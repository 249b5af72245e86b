import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_DRAFT_PREFIX } from '../../../src/connected';
import { resetMockPdf } from '../../mocks/react-pdf';
import { installPdfEnvironment } from '../start/helpers';
import {
  APP_PATH,
  APP_UUID,
  axeViolations,
  count,
  installJourneyServer,
  renderJourney,
} from '../product/journeyServer';

const TWO_LIENS = [
  { position: 2, lender: 'First Credit Union', balance: 40_000, monthlyPayment: 412.5 },
  { position: 1, lender: 'Sandbox Mortgage Co.', balance: 250_000, monthlyPayment: 1_650 },
];

const input = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`) as HTMLInputElement;

// axe and the processing modal take their time on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

async function enter(stage = 'LIEN_VERIFICATION', liens = {}) {
  const server = installJourneyServer(stage, { liens });
  const view = renderJourney('liens');
  await screen.findByRole('heading', { level: 1, name: 'Confirm your existing liens' });
  // The router has looked at the stage and left the borrower here.
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: stage }));
  return { server, ...view };
}

describe('liens', () => {
  it('shows the liens on record, in position order, and the home value, with no axe violations', async () => {
    const { server, container } = await enter('LIEN_VERIFICATION', { liens: TWO_LIENS });
    const section = within(await screen.findByRole('region', { name: 'Liens on your property' }));
    const items = section.getAllByRole('listitem');
    expect(within(items[0]).getByRole('heading', { name: '1st mortgage' })).toBeInTheDocument();
    expect(within(items[0]).getByText('Sandbox Mortgage Co.')).toBeInTheDocument();
    expect(within(items[0]).getByText('$250,000')).toBeInTheDocument();
    expect(within(items[0]).getByText('$1,650')).toBeInTheDocument();
    expect(within(items[1]).getByRole('heading', { name: '2nd lien' })).toBeInTheDocument();
    expect(within(items[1]).getByText('$40,000')).toBeInTheDocument();
    expect(within(items[1]).getByText('$412.50')).toBeInTheDocument();
    expect(screen.getByText('Estimated home value').nextElementSibling).toHaveTextContent('$650,000');
    expect(screen.queryByRole('checkbox', { name: /recent credit inquir/ })).not.toBeInTheDocument();
    expect(count(server.calls, `GET ${APP_PATH}/liens`)).toBe(1);
    expect(document.title).toContain('Confirm your existing liens');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives the FCRA §609(g) notice after the pull: the button opens it in the viewer and the focus comes back', async () => {
    installPdfEnvironment();
    resetMockPdf();
    const user = userEvent.setup();
    const { server } = await enter();
    await screen.findByText('Sandbox Mortgage Co.');
    const card = within(screen.getByRole('region', { name: 'Your credit score' }));
    const open = card.getByRole('button', { name: 'Read your credit score notice' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(open);
    const dialog = screen.getByRole('dialog', {
      name: 'Notice to the Home Loan Applicant (Credit Score Disclosure)',
    });
    expect(await within(dialog).findByTestId('pdf-document')).toBeInTheDocument();
    expect(count(server.calls, `GET ${APP_PATH}/disclosures/CREDIT_SCORE_NOTICE`)).toBe(1);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('asks for the confirmation before anything is sent', async () => {
    const { server } = await enter();
    await screen.findByText('Sandbox Mortgage Co.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm liens' }));
    const box = screen.getByRole('checkbox', { name: 'I confirm these are all the liens on my property' });
    expect(box).toHaveAccessibleDescription('Error: Confirm your liens to continue');
    expect(box).toHaveFocus();
    expect(server.posts).toEqual([]);
  });

  it('confirming the liens as they are posts no liens, and the router moves on to the offers', async () => {
    const { server, store } = await enter();
    server.stageAfterPost = 'OFFER_SELECTION';
    await screen.findByText('Sandbox Mortgage Co.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm these are all the liens on my property' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm liens' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toMatchObject({ path: 'liens', body: { confirmed: true } });
    expect(server.posts[0].idempotencyKey).toEqual(expect.any(String));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/product/select`), {
      timeout: 4000,
    });
  });

  it('a corrected list replaces the liens on record: edited, removed and added liens are posted as numbers', async () => {
    const { server, container } = await enter('LIEN_VERIFICATION', { liens: TWO_LIENS });
    await userEvent.click(await screen.findByRole('button', { name: 'Correct these liens' }));
    // Focus goes to the first lien's lender, and the list is in position order.
    expect(input(container, 'liens[0].lender')).toHaveFocus();
    expect(input(container, 'liens[0].lender')).toHaveValue('Sandbox Mortgage Co.');
    expect(input(container, 'liens[1].lender')).toHaveValue('First Credit Union');

    const balance = input(container, 'liens[0].balance');
    await userEvent.clear(balance);
    await userEvent.type(balance, '245000');
    expect(balance).toHaveValue('$245,000');
    // The credit union loan is paid off.
    await userEvent.click(screen.getByRole('button', { name: 'Remove lien 2' }));
    expect(input(container, 'liens[1].lender')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a lien' })).toHaveFocus();
    // A solar loan filed against the home that records missed.
    await userEvent.click(screen.getByRole('button', { name: 'Add a lien' }));
    expect(input(container, 'liens[1].lender')).toHaveFocus();
    expect(input(container, 'liens[1].position')).toHaveValue('2');
    await userEvent.type(input(container, 'liens[1].lender'), 'Sunny Solar Finance');
    await userEvent.type(input(container, 'liens[1].balance'), '18000');
    await userEvent.type(input(container, 'liens[1].monthlyPayment'), '210');

    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm these are all the liens on my property' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm liens' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0].body).toEqual({
      confirmed: true,
      liens: [
        { position: 1, lender: 'Sandbox Mortgage Co.', balance: 245_000, monthlyPayment: 1_650 },
        { position: 2, lender: 'Sunny Solar Finance', balance: 18_000, monthlyPayment: 210 },
      ],
    });
  });

  it('editing without changing anything posts no liens; undo goes back to the liens on record', async () => {
    const { server, container } = await enter();
    await userEvent.click(await screen.findByRole('button', { name: 'Correct these liens' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo my changes' }));
    expect(input(container, 'liens[0].lender')).toBeNull();
    expect(screen.getByRole('button', { name: 'Correct these liens' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Correct these liens' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm these are all the liens on my property' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm liens' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0].body).toEqual({ confirmed: true });
  });

  it('checks each lien: required fields, one lien per position, and no more than four liens', async () => {
    const { server, container } = await enter();
    await userEvent.click(await screen.findByRole('button', { name: 'Correct these liens' }));
    const add = screen.getByRole('button', { name: 'Add a lien' });
    await userEvent.click(add);
    await userEvent.selectOptions(input(container, 'liens[1].position'), '1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm these are all the liens on my property' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm liens' }));

    const second = within(screen.getByRole('group', { name: 'Lien 2' }));
    expect(second.getByRole('combobox', { name: 'Position' })).toHaveAccessibleDescription(
      'Error: Another lien already has this position',
    );
    expect(second.getByRole('textbox', { name: 'Lender' })).toHaveAccessibleDescription('Error: Required');
    expect(second.getByRole('textbox', { name: 'Balance owed' })).toHaveAccessibleDescription('Error: Required');
    expect(second.getByRole('textbox', { name: 'Monthly payment' })).toHaveAccessibleDescription('Error: Required');
    expect(server.posts).toEqual([]);

    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Lien \d$/ })).toHaveLength(4);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You can list up to 4 liens.');
  });

  it('with recent inquiries on the report, asks the borrower to attest that no new debt came of them', async () => {
    const { server } = await enter('LIEN_INQUIRY', { inquiryAttestNeeded: true, recentInquiries: 3 });
    const attest = await screen.findByRole('checkbox', {
      name: 'I confirm that I have not opened any new loan or credit line as a result of the 3 recent credit inquiries on my credit report',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm these are all the liens on my property' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm liens' }));
    expect(attest).toHaveAccessibleDescription(
      expect.stringContaining('Error: Confirm the recent credit inquiries to continue'),
    );
    expect(server.posts).toEqual([]);
    await userEvent.click(attest);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm liens' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0].body).toEqual({ confirmed: true, inquiryAttestation: true });
  });

  it('a server 400 lands on its field: the page reloads the liens and shows the attestation it now needs', async () => {
    const { server } = await enter();
    await screen.findByText('Sandbox Mortgage Co.');
    // The page's answer predates the soft pull's inquiries; the server has them.
    server.liens = { ...server.liens, inquiryAttestNeeded: true, recentInquiries: 2 };
    server.postReply = {
      status: 400,
      data: {
        errors: ['inquiryAttestation: Confirm the recent credit inquiries to continue'],
        message: 'inquiryAttestation: Confirm the recent credit inquiries to continue',
      },
    };
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm these are all the liens on my property' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm liens' }));
    const attest = await screen.findByRole('checkbox', { name: /as a result of the 2 recent credit inquiries/ });
    expect(attest).toHaveAccessibleDescription(
      expect.stringContaining('Error: Confirm the recent credit inquiries to continue'),
    );
    expect(count(server.calls, `GET ${APP_PATH}/liens`)).toBe(2);
    expect(screen.queryByRole('alert', { name: /inquiryAttestation/ })).not.toBeInTheDocument();
  });

  it('keeps corrections in a draft across a reload, but never the attestations', async () => {
    const first = await enter();
    await userEvent.click(await screen.findByRole('button', { name: 'Correct these liens' }));
    const lender = input(first.container, 'liens[0].lender');
    await userEvent.clear(lender);
    await userEvent.type(lender, 'Sandbox Mortgage Company');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm these are all the liens on my property' }));
    first.unmount();

    const saved = JSON.parse(window.sessionStorage.getItem(`${FORM_DRAFT_PREFIX}${APP_UUID}:liens`) as string);
    expect(saved).not.toHaveProperty('confirmed');

    const second = await enter();
    expect(await screen.findByDisplayValue('Sandbox Mortgage Company')).toBe(
      input(second.container, 'liens[0].lender'),
    );
    expect(
      screen.getByRole('checkbox', { name: 'I confirm these are all the liens on my property' }),
    ).not.toBeChecked();
  });

  it('a failed load shows the error with a retry that loads the liens again', async () => {
    const server = installJourneyServer('LIEN_VERIFICATION');
    server.resourceFailure.liens = { status: 503, data: { errors: ['Property records are unavailable'] } };
    renderJourney('liens');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your liens');
    expect(alert).toHaveTextContent('Property records are unavailable.');
    server.resourceFailure.liens = undefined;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sandbox Mortgage Co.')).toBeInTheDocument();
    expect(count(server.calls, `GET ${APP_PATH}/liens`)).toBe(2);
  });
});
