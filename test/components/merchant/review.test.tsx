import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_UUID, axeViolations, installMerchantServer, renderMerchant } from './merchantServer';

// axe and the processing modal take their time on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const TITLE = 'Pay off debts at closing';
const CONTINUE = { name: 'Continue' };

async function enter() {
  const server = installMerchantServer('DEBT_PAYOFF_REVIEW');
  const view = renderMerchant('merchant/review');
  await screen.findByRole('heading', { level: 1, name: TITLE });
  await screen.findByRole('group', { name: /Debts on your credit report/ });
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'DEBT_PAYOFF_REVIEW' }));
  return { server, ...view };
}

const debt = (name: RegExp) => screen.getByRole('checkbox', { name });
const split = () => within(screen.getByRole('region', { name: 'Your initial draw' }));
const figure = (label: string) => split().getByText(label).nextElementSibling?.textContent;

describe('merchant/review', () => {
  it('lists the debts with masked accounts and balances, unticked, with no axe violations', async () => {
    const { container } = await enter();
    expect(debt(/Northwind Bank Visa, Credit card ending 4821/)).not.toBeChecked();
    expect(debt(/Harbor Card Services, Credit card ending 1937/)).not.toBeChecked();
    expect(debt(/Summit Personal Lending, Personal loan ending 7704/)).not.toBeChecked();
    expect(debt(/Brightside Solar Finance, Solar panel loan ending 3390/)).toHaveAccessibleDescription(
      /Balance \$21,980\.00.*UCC fixture filing recorded against your home/,
    );
    expect(debt(/Northwind/)).toHaveAccessibleDescription(expect.stringContaining('Balance $8,412.37'));
    // Never a full account number.
    expect(container.textContent).not.toMatch(/\*{4}/);
    expect(figure('Initial draw')).toBe('$49,505.00');
    expect(figure('Sent to your account ending 6789')).toBe('$49,505.00');
    expect(document.title).toContain(TITLE);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the split as debts are ticked, refuses a choice over the initial draw and sends nothing', async () => {
    const { server } = await enter();
    await userEvent.click(debt(/Northwind/));
    await userEvent.click(debt(/Summit/));
    expect(figure('Paid to your creditors')).toBe('$23,062.49');
    expect(figure('Sent to your account ending 6789')).toBe('$26,442.51');

    await userEvent.click(debt(/Harbor/));
    await userEvent.click(debt(/Brightside/));
    expect(figure('Over your initial draw by')).toBe('$767.49');
    await userEvent.click(screen.getByRole('button', CONTINUE));
    expect(debt(/Northwind/)).toHaveFocus();
    expect(screen.getByRole('group', { name: /Debts on your credit report/ })).toHaveAccessibleDescription(
      expect.stringContaining(
        'Error: The debts you chose total $50,272.49, more than your initial draw of $49,505.00. Choose fewer debts.',
      ),
    );
    expect(server.posts).toEqual([]);
  });

  it('posts the chosen debts once, with an Idempotency-Key, and the router moves on to the attestation', async () => {
    const { server, store } = await enter();
    server.stageAfterPost = 'DEBT_PAYOFF_ATTESTATION';
    await userEvent.click(debt(/Brightside/));
    await userEvent.click(debt(/Northwind/));
    await userEvent.dblClick(screen.getByRole('button', CONTINUE));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toEqual({
      path: 'merchant/review',
      body: { payoffDebtIds: expect.arrayContaining(['tl-1', 'tl-4']) },
      idempotencyKey: expect.any(String),
    });
    expect((server.posts[0].body as { payoffDebtIds: string[] }).payoffDebtIds).toHaveLength(2);
    await waitFor(
      () => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/merchant/lien-attestation`),
      { timeout: 5000 },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your debt payoffs' })).toBeVisible();
    expect(server.posts).toHaveLength(1);
  });

  it('choosing none is allowed: the whole draw goes to the borrower', async () => {
    const { server } = await enter();
    await userEvent.click(screen.getByRole('button', CONTINUE));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0].body).toEqual({ payoffDebtIds: [] });
  });

  it('keeps the choices across a reload (the draft)', async () => {
    await enter();
    await userEvent.click(debt(/Harbor/));
    window.document.body.innerHTML = '';
    await enter();
    expect(debt(/Harbor/)).toBeChecked();
    expect(debt(/Northwind/)).not.toBeChecked();
  });

  it('a server 400 lands on the debts', async () => {
    const { server } = await enter();
    const message =
      'The debts you chose total $8,412.37, more than your initial draw of $5,000.00. Choose fewer debts.';
    server.postReply = {
      status: 400,
      data: { errors: [`payoffDebtIds: ${message}`], message: `payoffDebtIds: ${message}` },
    };
    await userEvent.click(debt(/Northwind/));
    await userEvent.click(screen.getByRole('button', CONTINUE));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Debts on your credit report/ })).toHaveAccessibleDescription(
        expect.stringContaining(`Error: ${message}`),
      ),
    );
  });

  it('says when the debts cannot be loaded, and tries again', async () => {
    const server = installMerchantServer('DEBT_PAYOFF_REVIEW');
    server.payoffFailure = { status: 500, data: { message: 'Something went wrong.' } };
    renderMerchant('merchant/review');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(await screen.findByText('We could not load your debts')).toBeInTheDocument();
    server.payoffFailure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: /Northwind/ })).toBeInTheDocument();
  });

  it('merchant/ goes to the review and an unknown sub-path shows the not-found page', async () => {
    installMerchantServer('DEBT_PAYOFF_REVIEW');
    const { store } = renderMerchant('merchant');
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/merchant/review`));
    window.document.body.innerHTML = '';
    renderMerchant('merchant/elsewhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
