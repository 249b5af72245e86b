// signing/*: intro (what will be signed), sign (the closing disclosure and the note read to the end in the PDF
// viewer, the agreement, Sign; 'Why We Need Your Location' when the location is refused), additional (co-deed
// status) and support.
import JourneyScreen from './journeyScreen';

export const SIGNING_DOCUMENTS = ['CLOSING_DISCLOSURE', 'NOTE'] as const;

class SigningIntroPage extends JourneyScreen {
  constructor() {
    super('signing/intro');
  }

  get startSigning() {
    return $('button=Review and sign');
  }

  get help() {
    return $('button=Having trouble signing?');
  }
}

class SignPage extends JourneyScreen {
  constructor() {
    super('signing/sign');
  }

  document(type: string) {
    return $(`[data-testid="signing-document-${type}"]`);
  }

  readButton(type: string) {
    return this.document(type).$('button');
  }

  /** The end-of-document sentinel of the PDF viewer. */
  get endOfDocument() {
    return $('[data-testid="pdf-end"]');
  }

  get closeViewer() {
    return $('[role="dialog"]').$('button=Done');
  }

  get agree() {
    return this.choice('agree');
  }

  get sign() {
    return $('button=Sign documents');
  }

  /** The 'Why We Need Your Location' alert. */
  get locationAlert() {
    return $('[role="alert"]*=Why We Need Your Location');
  }

  get retryLocation() {
    return this.locationAlert.$('button=Try again');
  }
}

class SigningAdditionalPage extends JourneyScreen {
  constructor() {
    super('signing/additional');
  }

  get coDeedStatus() {
    return $('[data-testid="co-deed-status"]');
  }

  get checkAgain() {
    return $('button=Check again');
  }

  /** The co-owner named `name` in the list of owners on the title. */
  coOwner(name: string) {
    return $(`//li[@data-testid="co-owner"][.//h3[normalize-space()="${name}"]]`);
  }

  coOwnerProgress(name: string) {
    return this.coOwner(name).$('[data-testid="co-owner-progress"]');
  }

  resend(name: string) {
    return this.coOwner(name).$('button=Send the invitation again');
  }
}

class SigningSupportPage extends JourneyScreen {
  constructor() {
    super('signing/support');
  }

  get back() {
    return $('button=Back to signing');
  }
}

export const SigningIntro = new SigningIntroPage();
export const Sign = new SignPage();
export const SigningAdditional = new SigningAdditionalPage();
export const SigningSupport = new SigningSupportPage();
export default Sign;
