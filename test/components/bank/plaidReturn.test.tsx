import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../../src/app/routes';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { APP_UUID, bankServer, heading, pathOf, SLOW, violations } from './bankServer';

const TOKEN = 'public-sandbox-token-1';

const renderReturn = (query: string) =>
  renderWithProviders(<AppRoutes />, { path: `/plaid-oauth-success?${query}`, authenticated: true, runSagas: true });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('plaid-oauth-success', () => {
  it('posts the public token once, with an Idempotency-Key, then the router moves on to autopay', async () => {
    const { posted } = bankServer({ stage: 'DISBURSEMENT_ACCOUNT' });
    const { store } = renderReturn(`application=${APP_UUID}&purpose=DISBURSEMENT&public_token=${TOKEN}`);
    await waitFor(() => expect(pathOf(store)).toBe(`/${APP_UUID}/bank/autopay`), SLOW);
    expect(posted).toEqual([
      {
        path: 'bank/link/complete',
        body: { purpose: 'DISBURSEMENT', publicToken: TOKEN },
        idempotencyKey: expect.any(String),
      },
    ]);
  });

  it('falls back to the stored application when the query does not name one', async () => {
    window.localStorage.setItem('heloc_uuid', APP_UUID);
    const { posted } = bankServer({ stage: 'AUTOPAY_ACCOUNT' });
    const { store } = renderReturn(`purpose=AUTOPAY&public_token=${TOKEN}`);
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).toMatchObject({ path: 'bank/link/complete', body: { purpose: 'AUTOPAY', publicToken: TOKEN } });
    await waitFor(() => expect(pathOf(store)).not.toBe('/plaid-oauth-success'), SLOW);
  });

  it('says the token is missing, posts nothing, and leads back to bank/disburse', async () => {
    const { posted } = bankServer({ stage: 'DISBURSEMENT_ACCOUNT' });
    const { store } = renderReturn(`application=${APP_UUID}&purpose=DISBURSEMENT`);
    await heading('Linking your account');
    expect(await screen.findByText(/did not send back the account you chose/)).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Back to your bank account' }));
    await waitFor(() => expect(pathOf(store)).toBe(`/${APP_UUID}/bank/disburse`), SLOW);
    expect(posted).toEqual([]);
  });

  it('shows the server refusing the link clearly, with the way back', async () => {
    const message = 'The bank link could not be completed: link the account again';
    const { posted } = bankServer({
      stage: 'DISBURSEMENT_ACCOUNT',
      answers: { 'bank/link/complete': { status: 502, data: { errors: [message], message } } },
    });
    const { store } = renderReturn(`application=${APP_UUID}&purpose=DISBURSEMENT&public_token=forged`);
    expect(await screen.findByText('We could not link your account', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/link the account again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your bank account' })).toHaveAttribute(
      'href',
      `/${APP_UUID}/bank/disburse`,
    );
    expect(posted).toHaveLength(1);
    expect(pathOf(store)).toBe('/plaid-oauth-success');
    expect(await violations()).toEqual([]);
  });

  it('without any application id, sends the borrower to the dashboard', async () => {
    bankServer({ stage: 'DISBURSEMENT_ACCOUNT' });
    renderReturn(`public_token=${TOKEN}`);
    expect(await screen.findByText(/could not tell which application/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
