// notary/*: intro (eNotary explained, start the session), session (identity questions, then the deed signed),
// reserve-manual (the $300 fee agreed), schedule-manual (date and time) and error.
import JourneyScreen from './journeyScreen';

class NotaryIntroPage extends JourneyScreen {
  constructor() {
    super('notary/intro');
  }

  get startSession() {
    return $('button=Start my eNotary session');
  }
}

class NotarySessionPage extends JourneyScreen {
  constructor() {
    super('notary/session');
  }

  /** Question `index`'s radio group (its legend is the question). */
  question(index: number) {
    return $(`fieldset[role="radiogroup"]:has(input[name="answer${index}"])`);
  }

  get questions() {
    return $$('fieldset[role="radiogroup"]');
  }

  /** Question `index`'s radio for `choice` (the answers are the choices' text). */
  answer(index: number, choice: string) {
    return $(`input[name="answer${index}"][value="${choice.replace(/"/g, '\\"')}"]`);
  }

  get confirmIdentity() {
    return $('button=Confirm my identity');
  }

  get identityConfirmed() {
    // Tag named: a bare '*=' is WebDriver's partial link text, which WebKit applies to links only.
    return $('p*=Your identity is confirmed');
  }

  get agreeDeed() {
    return this.choice('agreeDeed');
  }

  get signDeed() {
    return $('button=Sign my deed');
  }

  get startAgain() {
    return $('button=Start a new session');
  }

  get startHere() {
    return $('button=Start my session');
  }

  get locationAlert() {
    return $('[role="alert"]*=Why We Need Your Location');
  }
}

class ReserveManualPage extends JourneyScreen {
  constructor() {
    super('notary/reserve-manual');
  }

  get feeConsent() {
    return this.choice('feeConsent');
  }

  get chooseTime() {
    return $('button=Choose a date and time');
  }

  get reservation() {
    return $('[data-testid="notary-reservation"]');
  }
}

class ScheduleManualPage extends JourneyScreen {
  constructor() {
    super('notary/schedule-manual');
  }

  get date() {
    return this.field('date');
  }

  get time() {
    return this.field('time');
  }

  get reserve() {
    return $('button=Reserve my notary');
  }

  /** A Texas line's place of closing (LENDER_OFFICE, ATTORNEY_OFFICE, TITLE_COMPANY): its radio's label. */
  location(value: string) {
    return $(`input[name="location"][value="${value}"]`);
  }
}

class NotaryErrorPage extends JourneyScreen {
  constructor() {
    super('notary/error');
  }

  get startAgain() {
    return $('button=Start a new session');
  }
}

export const NotaryIntro = new NotaryIntroPage();
export const NotarySession = new NotarySessionPage();
export const ReserveManual = new ReserveManualPage();
export const ScheduleManual = new ScheduleManualPage();
export const NotaryError = new NotaryErrorPage();
export default NotarySession;
