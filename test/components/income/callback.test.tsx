import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCallbackVisits } from '../../../src/screens/income/CallbackRoute';
import { APP_UUID, axeViolations, installIncomeServer, pathOf, renderIncome } from './incomeServer';

jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetCallbackVisits();
});
afterEach(() => jest.restoreAllMocks());

const CALLBACK = 'income/pointserv-callback?type=PAYROLL&token=sandbox-token-1';

describe('income/pointserv-callback', () => {
  it('posts the token once (StrictMode runs the effect twice) and the router moves on to the bank', async () => {
    const server = installIncomeServer('INCOME_VERIFICATION');
    server.stageAfterPost = 'DISBURSEMENT_ACCOUNT';
    server.statusAfterPost = { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' };
    const view = renderIncome(CALLBACK);
    expect(await screen.findByRole('heading', { level: 1, name: 'Finishing your income link' })).toBeInTheDocument();
    await waitFor(() => expect(pathOf(view)).toBe(`/${APP_UUID}/bank/disburse`), { timeout: 5000 });
    const completes = server.posts.filter((p) => p.path === 'income/link/complete');
    expect(completes).toHaveLength(1);
    expect(completes[0].body).toEqual({ type: 'PAYROLL', token: 'sandbox-token-1' });
    expect(completes[0].idempotencyKey).toEqual(expect.any(String));
    // The token never entered the store or an action.
    expect(JSON.stringify(view.store.getState())).not.toContain('sandbox-token-1');
  });

  it('a reload of the same return replays the first Idempotency-Key', async () => {
    const server = installIncomeServer('INCOME_VERIFICATION');
    server.replies['income/link/complete'] = [{ status: 503, data: { errors: ['Try again in a moment'] } }];
    const first = renderIncome(CALLBACK);
    await screen.findByText(/Try again in a moment/);
    first.unmount();
    resetCallbackVisits(); // a reload starts a new page
    renderIncome(CALLBACK);
    await waitFor(() => expect(server.posts).toHaveLength(2));
    expect(server.posts[1].idempotencyKey).toBe(server.posts[0].idempotencyKey);
  });

  it('a partial verification takes the borrower to the paystub upload', async () => {
    const server = installIncomeServer('INCOME_VERIFICATION');
    server.statusAfterPost = { manualPaystubUpload: true };
    const view = renderIncome(CALLBACK);
    await screen.findByRole('heading', { level: 1, name: 'Upload your recent paystubs' }, { timeout: 5000 });
    expect(pathOf(view)).toBe(`/${APP_UUID}/income/upload/MANUAL_PAYSTUB`);
    expect(server.posts.filter((p) => p.path === 'income/link/complete')).toHaveLength(1);
  });

  it('a token the vendor did not issue says so, with the way back to review', async () => {
    const server = installIncomeServer('INCOME_VERIFICATION');
    server.replies['income/link/complete'] = [
      { status: 400, data: { errors: ['This link has expired: link your income again'] } },
    ];
    const view = renderIncome(CALLBACK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not finish linking your income' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired: link your income again');
    expect(await axeViolations(view.container)).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Back to verify your income' }));
    await screen.findByRole('heading', { level: 1, name: 'Verify your income' });
    expect(pathOf(view)).toBe(`/${APP_UUID}/income/review`);
    expect(server.posts.filter((p) => p.path === 'income/link/complete')).toHaveLength(1);
  });

  it.each([
    ['no token', 'income/pointserv-callback?type=PAYROLL'],
    ['no type', 'income/pointserv-callback?token=abc'],
    ['an unknown type', 'income/pointserv-callback?type=CRYPTO&token=abc'],
  ])('a return with %s posts nothing and explains', async (_, path) => {
    const server = installIncomeServer('INCOME_VERIFICATION');
    renderIncome(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not finish linking your income' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is missing its details or is not valid');
    expect(screen.getByRole('link', { name: 'Back to verify your income' })).toBeInTheDocument();
    expect(server.posts).toEqual([]);
  });
});
