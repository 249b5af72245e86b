// The bank screens as a person takes them: link the disbursement account on the sandbox bank's page, or type
// it in; then choose how to pay. Each step starts on its screen and ends once the borrower has moved on.
import {
  autopayManualPage,
  autopayPage,
  disbursePage,
  manualDisbursePage,
  sandboxBankLinkPage,
} from '../../pageobjects/journey/bank.page';
import { expectScreen } from '../journeySteps';

/** The sandbox bank's accounts (docs/SANDBOX.md): the savings account ends in 0000, so it is held for review. */
export const SANDBOX_CHECKING = { routing: '011000015', last4: '6789' };
export const SANDBOX_SAVINGS = { routing: '021000021', last4: '0000' };

/** bank/disburse → the sandbox bank page → Sandbox Checking (or Savings) → plaid-oauth-success → bank/autopay. */
export async function linkDisbursementAccount(account: 'checking' | 'savings' = 'checking'): Promise<void> {
  await expectScreen('bank/disburse');
  await disbursePage.linkAccountButton.click();
  await sandboxBankLinkPage.heading.waitForDisplayed({ timeout: 20000 });
  const choice = account === 'checking' ? sandboxBankLinkPage.checkingButton : sandboxBankLinkPage.savingsButton;
  await choice.click();
  await expectScreen('bank/autopay');
}

/** bank/disburse → bank/manual-disburse: routing and account number (typed twice) → bank/autopay. */
export async function enterDisbursementAccountByHand(
  routing: string,
  account: string,
  type: 'CHECKING' | 'SAVINGS' = 'CHECKING',
): Promise<void> {
  await expectScreen('bank/disburse');
  await disbursePage.enterByHandLink.click();
  await expectScreen('bank/manual-disburse');
  await manualDisbursePage.routingNumber.setValue(routing);
  await manualDisbursePage.accountNumber.setValue(account);
  await manualDisbursePage.confirmAccountNumber.setValue(account);
  await manualDisbursePage.accountType(type).click();
  await manualDisbursePage.submit.click();
  await expectScreen('bank/autopay');
}

/** bank/autopay: autopay from the disbursement account. The next screen is the caller's to expect (identity). */
export async function chooseAutopaySameAccount(): Promise<void> {
  await expectScreen('bank/autopay');
  await autopayPage.option('SAME').click();
  await autopayPage.submit.click();
}

/** bank/autopay: no autopay, the borrower pays each month. */
export async function chooseManualPayments(): Promise<void> {
  await expectScreen('bank/autopay');
  await autopayPage.option('MANUAL').click();
  await autopayPage.submit.click();
}

/** bank/autopay → another account typed in on bank/autopay-manual. */
export async function chooseAutopayFromAccountByHand(routing: string, account: string): Promise<void> {
  await expectScreen('bank/autopay');
  await autopayPage.option('OTHER').click();
  await autopayPage.submit.click();
  await expectScreen('bank/autopay-manual');
  await autopayManualPage.routingNumber.setValue(routing);
  await autopayManualPage.accountNumber.setValue(account);
  await autopayManualPage.confirmAccountNumber.setValue(account);
  await autopayManualPage.submit.click();
}
