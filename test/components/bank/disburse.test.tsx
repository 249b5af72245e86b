import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from '../../../sagas/effects';
import { APP_UUID, bankServer, DISBURSE_ACCOUNT, heading, pathOf, renderScreen, SLOW, violations } from './bankServer';

const TITLE = 'Where should we send your money?';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('bank/disburse', () => {
  it('links the account through the bank page (purpose DISBURSEMENT) and leaves for it', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { posted } = bankServer({ stage: 'DISBURSEMENT_ACCOUNT' });
    renderScreen('bank/disburse');
    await heading(TITLE);
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Link my bank account' }));
    await waitFor(
      () => expect(assign).toHaveBeenCalledWith(`/sandbox/bank-link?application=${APP_UUID}&purpose=DISBURSEMENT`),
      SLOW,
    );
    expect(posted).toEqual([
      { path: 'bank/link', body: { purpose: 'DISBURSEMENT' }, idempotencyKey: expect.any(String) },
    ]);
  });

  it('says so when the bank page cannot be opened, and lets the borrower try again', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    bankServer({
      stage: 'DISBURSEMENT_ACCOUNT',
      answers: {
        'bank/link': { status: 502, data: { errors: ['The bank service is not answering'], message: 'x' } },
      },
    });
    renderScreen('bank/disburse');
    await heading(TITLE);
    await userEvent.click(screen.getByRole('button', { name: 'Link my bank account' }));
    expect(await screen.findByText("We could not open your bank's page", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/The bank service is not answering/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link my bank account' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    expect(await violations()).toEqual([]);
  });

  it('goes to bank/manual-disburse to type the numbers in', async () => {
    bankServer({ stage: 'DISBURSEMENT_ACCOUNT' });
    const { store } = renderScreen('bank/disburse');
    await heading(TITLE);
    await userEvent.click(screen.getByRole('link', { name: 'Enter account numbers' }));
    await heading('Enter your bank account');
    expect(pathOf(store)).toBe(`/${APP_UUID}/bank/manual-disburse`);
  });

  it('lets the borrower change the account at AUTOPAY_ACCOUNT, showing only its last four digits', async () => {
    bankServer({
      stage: 'AUTOPAY_ACCOUNT',
      application: { disburseAccount: DISBURSE_ACCOUNT, status: { giactAccountStatus: 'VERIFIED' } },
    });
    const { store } = renderScreen('bank/disburse');
    await heading(TITLE);
    expect(screen.getByText('Account ending in 6789')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    // Give the router its chance: it must not send the borrower on to bank/autopay.
    await new Promise((r) => setTimeout(r, 300));
    expect(pathOf(store)).toBe(`/${APP_UUID}/bank/disburse`);
  });
});

describe('the bank area routes', () => {
  it('redirects the area index up to the application', async () => {
    bankServer({ stage: 'DISBURSEMENT_ACCOUNT' });
    const { store } = renderScreen('bank');
    await waitFor(() => expect(pathOf(store)).not.toBe(`/${APP_UUID}/bank`), SLOW);
    expect(pathOf(store)).toBe(`/${APP_UUID}`);
  });

  it('shows the not-found page for an unknown bank screen', async () => {
    bankServer({ stage: 'DISBURSEMENT_ACCOUNT' });
    renderScreen('bank/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, SLOW)).toBeInTheDocument();
  });
});
