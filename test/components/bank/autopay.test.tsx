// The recorder must load before Redux Toolkit: it stands in for the DevTools extension and sees every action.
import { recordings } from '../flow/devtoolsRecorder';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from '../../../sagas/effects';
import {
  ACCOUNT,
  APP_UUID,
  bankServer,
  DISBURSE_ACCOUNT,
  GOOD_ROUTING,
  heading,
  pathOf,
  renderScreen,
  SLOW,
  violations,
} from './bankServer';

const TITLE = 'How would you like to make your payments?';
const MANUAL_TITLE = 'Enter the account for your payments';
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

const atAutopay = (check = 'VERIFIED', answers = {}) =>
  bankServer({
    stage: 'AUTOPAY_ACCOUNT',
    application: { disburseAccount: DISBURSE_ACCOUNT, status: { giactAccountStatus: check } },
    answers,
  });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('bank/autopay', () => {
  it('offers the same account by its last four digits, another account, or manual payments; a choice is required', async () => {
    const { posted } = atAutopay();
    renderScreen('bank/autopay');
    await heading(TITLE);
    expect(screen.getByRole('radio', { name: 'Autopay from the same account' })).toBeInTheDocument();
    expect(screen.getByText('Account ending in 6789, where your initial draw is sent.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Autopay from another account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I will pay each month myself' })).toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(posted).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  it('posts SAME with an Idempotency-Key and moves on to identity', async () => {
    const { posted } = atAutopay();
    const { store } = renderScreen('bank/autopay');
    await heading(TITLE);
    await userEvent.click(screen.getByRole('radio', { name: 'Autopay from the same account' }));
    await userEvent.click(continueButton());
    await waitFor(() => expect(pathOf(store)).toBe(`/${APP_UUID}/identity`), SLOW);
    expect(posted).toEqual([{ path: 'bank/autopay', body: { choice: 'SAME' }, idempotencyKey: expect.any(String) }]);
  });

  it('posts MANUAL for a borrower who pays each month', async () => {
    const { posted } = atAutopay();
    const { store } = renderScreen('bank/autopay');
    await heading(TITLE);
    await userEvent.click(screen.getByRole('radio', { name: 'I will pay each month myself' }));
    await userEvent.click(continueButton());
    await waitFor(() => expect(pathOf(store)).toBe(`/${APP_UUID}/identity`), SLOW);
    expect(posted).toEqual([{ path: 'bank/autopay', body: { choice: 'MANUAL' }, idempotencyKey: expect.any(String) }]);
  });

  it('says an account under review does not hold the borrower up', async () => {
    atAutopay('PENDING_REVIEW');
    renderScreen('bank/autopay');
    await heading(TITLE);
    expect(screen.getByText('Your account is being reviewed')).toBeInTheDocument();
    expect(screen.getByText(/you can continue in the meantime/)).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('links another account through the bank page (purpose AUTOPAY)', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { posted } = atAutopay();
    renderScreen('bank/autopay');
    await heading(TITLE);
    await userEvent.click(screen.getByRole('radio', { name: 'Autopay from another account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Link another account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('/sandbox/bank-link?')), SLOW);
    expect(posted).toEqual([{ path: 'bank/link', body: { purpose: 'AUTOPAY' }, idempotencyKey: expect.any(String) }]);
  });

  it('takes another account typed in on bank/autopay-manual: posts OTHER with the numbers, never in an action', async () => {
    const before = recordings.length;
    const { posted } = atAutopay();
    const { store } = renderScreen('bank/autopay');
    await heading(TITLE);
    await userEvent.click(screen.getByRole('radio', { name: 'Autopay from another account' }));
    await userEvent.click(continueButton());
    await heading(MANUAL_TITLE);
    expect(pathOf(store)).toBe(`/${APP_UUID}/bank/autopay-manual`);
    expect(posted).toEqual([]);
    expect(await violations()).toEqual([]);

    await userEvent.type(screen.getByLabelText('Routing number'), GOOD_ROUTING);
    await userEvent.type(screen.getByLabelText('Account number'), ACCOUNT);
    await userEvent.type(screen.getByLabelText('Confirm account number'), '000123456788');
    await userEvent.click(screen.getByRole('button', { name: 'Set up autopay' }));
    expect(await screen.findByText('The account numbers do not match')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm account number'));
    await userEvent.type(screen.getByLabelText('Confirm account number'), ACCOUNT);
    await userEvent.click(screen.getByRole('button', { name: 'Set up autopay' }));
    await waitFor(() => expect(pathOf(store)).toBe(`/${APP_UUID}/identity`), SLOW);
    expect(posted).toEqual([
      {
        path: 'bank/autopay',
        body: {
          choice: 'OTHER',
          routingNumber: GOOD_ROUTING,
          accountNumber: ACCOUNT,
          confirmAccountNumber: ACCOUNT,
          accountType: 'CHECKING',
        },
        idempotencyKey: expect.any(String),
      },
    ]);
    for (const { raw } of recordings[before].steps) {
      expect(JSON.stringify(raw.action)).not.toContain(ACCOUNT);
      expect(JSON.stringify(raw.state)).not.toContain(ACCOUNT);
    }
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(ACCOUNT);
  });

  it('shows a server 400 from autopay-manual on its field', async () => {
    const message = 'accountNumber: Enter an account number of 4 to 17 digits';
    atAutopay('VERIFIED', { 'bank/autopay': { status: 400, data: { errors: [message], message } } });
    renderScreen('bank/autopay-manual');
    await heading(MANUAL_TITLE);
    await userEvent.type(screen.getByLabelText('Routing number'), GOOD_ROUTING);
    await userEvent.type(screen.getByLabelText('Account number'), ACCOUNT);
    await userEvent.type(screen.getByLabelText('Confirm account number'), ACCOUNT);
    await userEvent.click(screen.getByRole('button', { name: 'Set up autopay' }));
    expect(await screen.findByText('Enter an account number of 4 to 17 digits', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a borrower with no disbursement account yet back to bank/disburse', async () => {
    bankServer({ stage: 'AUTOPAY_ACCOUNT' });
    const { store } = renderScreen('bank/autopay');
    await waitFor(() => expect(pathOf(store)).toBe(`/${APP_UUID}/bank/disburse`), SLOW);
  });
});
