// The bank screens: bank/disburse (link or type the account in), bank/manual-disburse, bank/autopay,
// bank/autopay-manual, bank/confirm; the plaid-oauth-success return; and the sandbox bank's own link page.
import Page from '../page';
import JourneyScreen from './journeyScreen';

class DisbursePage extends JourneyScreen {
  constructor() {
    super('bank/disburse');
  }

  get linkAccountButton() {
    return $('button=Link my bank account');
  }

  get enterByHandLink() {
    return $('a=Enter account numbers');
  }

  /** The error beside the link button when the bank's page cannot be opened. */
  get linkError() {
    return $('main [role="alert"]');
  }
}

/** bank/manual-disburse and bank/autopay-manual share the form: routing, account (twice) and type. */
class ManualAccountPage extends JourneyScreen {
  get routingNumber() {
    return this.field('routingNumber');
  }

  get accountNumber() {
    return this.field('accountNumber');
  }

  get confirmAccountNumber() {
    return this.field('confirmAccountNumber');
  }

  accountType(type: 'CHECKING' | 'SAVINGS') {
    return this.choice('accountType', type);
  }
}

class AutopayPage extends JourneyScreen {
  constructor() {
    super('bank/autopay');
  }

  option(choice: 'SAME' | 'OTHER' | 'MANUAL') {
    return this.choice('choice', choice);
  }

  /** Shown once 'another account' is chosen. */
  get linkAnotherAccountButton() {
    return $('button=Link another account');
  }

  get reviewAccountsLink() {
    return $('a=Review your accounts');
  }
}

class ConfirmPage extends JourneyScreen {
  constructor() {
    super('bank/confirm');
  }

  get changeDisbursementLink() {
    return $('a=Change disbursement account');
  }

  get changeAutopayLink() {
    return $('a=Change how you pay');
  }

  get continueButton() {
    return $('button=Continue');
  }
}

class PlaidReturnPage extends Page {
  get error() {
    return $('main [role="alert"]');
  }

  get backLink() {
    return $('a=Back to your bank account');
  }
}

/** The sandbox vendor's page (server-rendered, no script): one button per account. */
class SandboxBankLinkPage extends Page {
  get heading() {
    return $('h1=Choose an account');
  }

  get checkingButton() {
    return $('button*=Sandbox Checking');
  }

  get savingsButton() {
    return $('button*=Sandbox Savings');
  }
}

export const disbursePage = new DisbursePage();
export const manualDisbursePage = new ManualAccountPage('bank/manual-disburse');
export const autopayPage = new AutopayPage();
export const autopayManualPage = new ManualAccountPage('bank/autopay-manual');
export const confirmPage = new ConfirmPage();
export const plaidReturnPage = new PlaidReturnPage();
export const sandboxBankLinkPage = new SandboxBankLinkPage();
