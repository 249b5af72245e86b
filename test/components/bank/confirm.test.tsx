import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_UUID, bankServer, DISBURSE_ACCOUNT, heading, pathOf, renderScreen, SLOW, violations } from './bankServer';

const TITLE = 'Your bank accounts';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('bank/confirm', () => {
  it('shows the accounts by their last four digits, a review in progress, and the ways to change them', async () => {
    bankServer({
      stage: 'AUTOPAY_ACCOUNT',
      application: {
        disburseAccount: { ...DISBURSE_ACCOUNT, mask: '0000', accountNumber: '********0000' },
        status: { giactAccountStatus: 'PENDING_REVIEW' },
      },
    });
    const { store } = renderScreen('bank/confirm');
    await heading(TITLE);
    expect(screen.getByText('Account ending in 0000')).toBeInTheDocument();
    expect(screen.getByText('Being reviewed: you can continue')).toBeInTheDocument();
    expect(screen.getByText('Not chosen yet')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('********');
    expect(screen.getByRole('link', { name: 'Change disbursement account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Change how you pay' }));
    await heading('How would you like to make your payments?');
    expect(pathOf(store)).toBe(`/${APP_UUID}/bank/autopay`);
  });

  it('shows autopay from the same account, offers no change once the stage has moved on, and Continue routes on', async () => {
    bankServer({
      stage: 'IDENTITY_VERIFICATION',
      application: {
        disburseAccount: DISBURSE_ACCOUNT,
        payType: 'AUTOPAY',
        autopayAccount: { uuid: DISBURSE_ACCOUNT.uuid },
        status: { giactAccountStatus: 'VERIFIED' },
      },
    });
    const { store } = renderScreen('bank/confirm');
    await heading(TITLE);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Autopay from the same account (account ending in 6789)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Change/ })).not.toBeInTheDocument();
    expect(screen.getByText(/can no longer be changed here/)).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathOf(store)).toBe(`/${APP_UUID}/identity`), SLOW);
  });

  it('says when the borrower pays each month themselves', async () => {
    bankServer({
      stage: 'IDENTITY_VERIFICATION',
      application: { disburseAccount: DISBURSE_ACCOUNT, payType: 'MANUAL', status: { giactAccountStatus: 'VERIFIED' } },
    });
    renderScreen('bank/confirm');
    await heading(TITLE);
    expect(screen.getByText('You pay each month yourself')).toBeInTheDocument();
  });
});
