// The income screens: income/review (sources and the ways to verify), income/link/:type (what linking shares),
// the sandbox's income link page (server-rendered, outside the app), income/upload/:type (paystubs) and
// income/employer-verification.
import JourneyScreen from './journeyScreen';

class IncomeReviewPage extends JourneyScreen {
  constructor() {
    super('income/review');
  }

  /** 'Link your payroll provider' or 'Link your bank account'. */
  linkOption(type: 'PAYROLL' | 'BANK') {
    return $(`[data-testid="income-link-${type}"]`);
  }

  get uploadPaystubsOption() {
    return $('[data-testid="income-upload-MANUAL_PAYSTUB"]');
  }

  /** The nth income source's fields (0-based). */
  employmentType(index: number) {
    return this.field(`incomeSources[${index}].employmentType`);
  }

  annualIncome(index: number) {
    return this.field(`incomeSources[${index}].annualIncome`);
  }

  get addIncomeSource() {
    return $('[data-income-action="add"]');
  }

  get saveIncome() {
    return $('button=Save my income');
  }
}

class IncomeLinkPage extends JourneyScreen {
  constructor(type: 'PAYROLL' | 'BANK') {
    super(`income/link/${type}`);
  }

  get continueToSignIn() {
    return $('button=Continue to sign in');
  }

  get chooseAnotherWay() {
    return $('a=Choose another way');
  }
}

/** The sandbox vendor's page (/sandbox/income-link): a plain form per choice, no script. */
class SandboxIncomeLinkPage {
  get share() {
    return $('button=Share my income');
  }

  get cancel() {
    return $('button=Cancel');
  }
}

class IncomeCallbackPage extends JourneyScreen {
  constructor() {
    super('income/pointserv-callback');
  }

  get error() {
    return $('main [role="alert"]');
  }

  get backToReview() {
    return $('a=Back to verify your income');
  }
}

class IncomeUploadPage extends JourneyScreen {
  constructor(type = 'MANUAL_PAYSTUB') {
    super(`income/upload/${type}`);
  }

  get fileInput() {
    return $('input[type="file"][name="file"]');
  }

  /** "Selected: name (size)" once a file is chosen. */
  get selectedFile() {
    return $('p*=Selected:');
  }

  /** The list of documents already received. */
  get uploaded() {
    return $('[data-testid="income-uploaded"]');
  }

  get uploadedItems() {
    return $$('[data-testid="income-uploaded"] li');
  }
}

class EmployerVerificationPage extends JourneyScreen {
  constructor() {
    super('income/employer-verification');
  }

  get employerName() {
    return this.field('employerName');
  }

  get employerPhone() {
    return this.field('employerPhone');
  }
}

export const IncomeReview = new IncomeReviewPage();
export const IncomeLinkPayroll = new IncomeLinkPage('PAYROLL');
export const IncomeLinkBank = new IncomeLinkPage('BANK');
export const SandboxIncomeLink = new SandboxIncomeLinkPage();
export const IncomeCallback = new IncomeCallbackPage();
export const IncomeUpload = new IncomeUploadPage();
export const EmployerVerification = new EmployerVerificationPage();

export default IncomeReview;
