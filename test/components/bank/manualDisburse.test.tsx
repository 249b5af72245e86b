// The recorder must load before Redux Toolkit: it stands in for the DevTools extension and sees every action.
import { recordings } from '../flow/devtoolsRecorder';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT,
  APP_UUID,
  BAD_ROUTING,
  bankServer,
  GOOD_ROUTING,
  heading,
  pathOf,
  renderScreen,
  SLOW,
  violations,
} from './bankServer';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const TITLE = 'Enter your bank account';
const routing = () => screen.getByLabelText('Routing number');
const account = () => screen.getByLabelText('Account number');
const confirm = () => screen.getByLabelText('Confirm account number');
const save = () => screen.getByRole('button', { name: 'Save account' });

async function fill(routingNumber: string, accountNumber: string, confirmNumber = accountNumber) {
  await heading(TITLE);
  await userEvent.type(routing(), routingNumber);
  await userEvent.type(account(), accountNumber);
  await userEvent.type(confirm(), confirmNumber);
}

describe('bank/manual-disburse', () => {
  it('hides the account numbers, checks the ABA checksum and the confirmation, and posts nothing until both pass', async () => {
    const { posted } = bankServer({ stage: 'DISBURSEMENT_ACCOUNT' });
    const { store } = renderScreen('bank/manual-disburse');
    await heading(TITLE);
    expect(account()).toHaveAttribute('type', 'password');
    expect(confirm()).toHaveAttribute('type', 'password');
    expect(account()).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();

    await userEvent.click(save());
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(routing()).toHaveFocus();

    await fill(BAD_ROUTING, ACCOUNT, '000123456780');
    await userEvent.click(save());
    expect(await screen.findByText('Enter a valid 9-digit routing number')).toBeInTheDocument();
    expect(screen.getByText('The account numbers do not match')).toBeInTheDocument();
    expect(routing()).toHaveAttribute('aria-invalid', 'true');
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(await violations()).toEqual([]);
    expect(posted).toEqual([]);
    // Not this stage's own screen, yet the router leaves the borrower on it at DISBURSEMENT_ACCOUNT.
    expect(pathOf(store)).toBe(`/${APP_UUID}/bank/manual-disburse`);
  });

  it('posts the account with an Idempotency-Key, keeps the number out of actions, store and drafts, and moves on to autopay', async () => {
    const before = recordings.length;
    const { posted } = bankServer({ stage: 'DISBURSEMENT_ACCOUNT' });
    const { store } = renderScreen('bank/manual-disburse');
    await fill(GOOD_ROUTING, ACCOUNT);
    await userEvent.click(screen.getByRole('radio', { name: 'Savings' }));
    await userEvent.click(save());

    await waitFor(() => expect(pathOf(store)).toBe(`/${APP_UUID}/bank/autopay`), SLOW);
    expect(posted).toEqual([
      {
        path: 'bank/disburse',
        body: {
          routingNumber: GOOD_ROUTING,
          accountNumber: ACCOUNT,
          confirmAccountNumber: ACCOUNT,
          accountType: 'SAVINGS',
        },
        idempotencyKey: expect.any(String),
      },
    ]);
    const submitted = recordings[before].steps.find((s) => s.raw.action.type === 'journey/stepSubmitted')!.raw.action;
    expect(submitted).toMatchObject({
      payload: {
        step: 'submitDisburseAccount',
        values: { routingNumber: GOOD_ROUTING, accountNumber: '[held]', confirmAccountNumber: '[held]' },
      },
    });
    for (const { raw } of recordings[before].steps) {
      expect({ type: raw.action.type, inAction: JSON.stringify(raw.action).includes(ACCOUNT) }).toEqual({
        type: raw.action.type,
        inAction: false,
      });
      expect(JSON.stringify(raw.state)).not.toContain(ACCOUNT);
    }
    const stored = JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage });
    expect(stored).not.toContain(ACCOUNT);
  });

  it('keeps the routing number in the draft across a reload, but never the account number', async () => {
    bankServer({ stage: 'DISBURSEMENT_ACCOUNT' });
    const first = renderScreen('bank/manual-disburse');
    await fill(GOOD_ROUTING, ACCOUNT);
    first.unmount();
    expect(JSON.stringify({ ...window.sessionStorage })).toContain(GOOD_ROUTING);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(ACCOUNT);

    renderScreen('bank/manual-disburse');
    await heading(TITLE);
    expect(routing()).toHaveValue(GOOD_ROUTING);
    expect(account()).toHaveValue('');
    expect(confirm()).toHaveValue('');
  });

  it('shows a server 400 on its field and stays on the screen', async () => {
    const message = 'routingNumber: This bank does not accept electronic transfers';
    const { posted } = bankServer({
      stage: 'DISBURSEMENT_ACCOUNT',
      answers: { 'bank/disburse': { status: 400, data: { errors: [message], message } } },
    });
    const { store } = renderScreen('bank/manual-disburse');
    await fill(GOOD_ROUTING, ACCOUNT);
    await userEvent.click(save());
    expect(await screen.findByText('This bank does not accept electronic transfers', {}, SLOW)).toBeInTheDocument();
    expect(routing()).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(1);
    expect(pathOf(store)).toBe(`/${APP_UUID}/bank/manual-disburse`);
    expect(await violations()).toEqual([]);
  });

  it('sends a borrower whose application has moved past the bank on to its screen', async () => {
    bankServer({ stage: 'IDENTITY_VERIFICATION' });
    const { store } = renderScreen('bank/manual-disburse');
    await waitFor(() => expect(pathOf(store)).toBe(`/${APP_UUID}/identity`), SLOW);
  });
});
