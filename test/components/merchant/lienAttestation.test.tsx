import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DebtPayoffAnswer } from '../../../src/domain/payoff';
import { APP_UUID, axeViolations, installMerchantServer, renderMerchant } from './merchantServer';

// axe and the processing modal take their time on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const TITLE = 'Confirm your debt payoffs';
const AUTHORIZE = { name: 'Authorize payoffs' };
const ATTEST = /I confirm that the/;
const PAY = /to pay each creditor listed above directly/;
const RELEASE = /to release the UCC fixture filing/;

async function enter(payoff: Partial<DebtPayoffAnswer> = { selectedDebtIds: ['tl-1', 'tl-4'], reviewed: true }) {
  const server = installMerchantServer('DEBT_PAYOFF_ATTESTATION', { payoff });
  const view = renderMerchant('merchant/lien-attestation');
  await screen.findByRole('heading', { level: 1, name: TITLE });
  await screen.findByRole('button', AUTHORIZE);
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'DEBT_PAYOFF_ATTESTATION' }));
  return { server, ...view };
}

describe('merchant/lien-attestation', () => {
  it('lists the chosen accounts, the amounts and the split, with no axe violations', async () => {
    const { container } = await enter();
    const table = within(screen.getByRole('table'));
    const rows = table.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual([
      'Creditor and accountPayoff amount',
      'Northwind Bank VisaCredit card ending 4821$8,412.37',
      'Brightside Solar FinanceSolar panel loan ending 3390Lien to release: UCC fixture filing recorded against your home$21,980.00',
      'Total paid to creditors$30,392.37',
    ]);
    expect(screen.queryByText(/Harbor|Summit/)).not.toBeInTheDocument();
    const split = within(screen.getByRole('region', { name: 'Your initial draw' }));
    expect(split.getByText('Sent to your account ending 6789').nextElementSibling).toHaveTextContent('$19,112.63');
    for (const name of [ATTEST, PAY, RELEASE]) expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: PAY })).toHaveAccessibleName(
      expect.stringContaining('send the rest of my initial draw, about $19,112.63, to your account ending 6789'),
    );
    expect(document.title).toContain(TITLE);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for every attestation and sends nothing until they are given', async () => {
    const { server } = await enter();
    await userEvent.click(screen.getByRole('button', AUTHORIZE));
    expect(screen.getByRole('checkbox', { name: ATTEST })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: ATTEST })).toHaveAccessibleDescription(
      'Error: Confirm the accounts to be paid off',
    );
    expect(screen.getByRole('checkbox', { name: PAY })).toHaveAccessibleDescription(
      'Error: Authorize us to pay your creditors to continue',
    );
    expect(screen.getByRole('checkbox', { name: RELEASE })).toHaveAccessibleDescription(
      'Error: Authorize us to request the lien release to continue',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: ATTEST }));
    await userEvent.click(screen.getByRole('checkbox', { name: PAY }));
    await userEvent.click(screen.getByRole('button', AUTHORIZE));
    expect(screen.getByRole('checkbox', { name: RELEASE })).toHaveFocus();
    expect(server.posts).toEqual([]);
  });

  it('posts the attestation once and the router moves on to the closing documents', async () => {
    const { server, store } = await enter();
    server.stageAfterPost = 'NOTE_SIGNING';
    for (const name of [ATTEST, PAY, RELEASE]) await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.dblClick(screen.getByRole('button', AUTHORIZE));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toEqual({
      path: 'merchant/attestation',
      body: { attestAccounts: true, authorizePayment: true, authorizeLienRelease: true },
      idempotencyKey: expect.any(String),
    });
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/signing/intro`), {
      timeout: 5000,
    });
    expect(server.posts).toHaveLength(1);
  });

  it('without a lien to release it asks only the two attestations and sends them', async () => {
    const { server } = await enter({ selectedDebtIds: ['tl-2'], reviewed: true });
    expect(screen.queryByRole('checkbox', { name: /release/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: ATTEST })).toHaveAccessibleName(
      expect.stringContaining('the account listed above is mine'),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: ATTEST }));
    await userEvent.click(screen.getByRole('checkbox', { name: PAY }));
    await userEvent.click(screen.getByRole('button', AUTHORIZE));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0].body).toEqual({ attestAccounts: true, authorizePayment: true });
  });

  it('a server 400 lands on its checkbox', async () => {
    const { server } = await enter();
    server.postReply = {
      status: 400,
      data: {
        errors: ['authorizeLienRelease: Authorize us to request the lien release to continue'],
        message: 'authorizeLienRelease: Authorize us to request the lien release to continue',
      },
    };
    for (const name of [ATTEST, PAY, RELEASE]) await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('button', AUTHORIZE));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: RELEASE })).toHaveAccessibleDescription(
        'Error: Authorize us to request the lien release to continue',
      ),
    );
  });
});
