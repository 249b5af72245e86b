// start/profile: legal name, date of birth, property, ownership and the soft-credit and E-SIGN consents.
import JourneyScreen from './journeyScreen';

class ProfilePage extends JourneyScreen {
  constructor() {
    super('start/profile');
  }

  ownership(value: 'SOLE' | 'JOINT' | 'TRUST' | 'NONE') {
    return this.choice('ownership', value);
  }

  get softCreditConsent() {
    return this.choice('softCreditConsent');
  }

  /** The E-SIGN test document's link (opens the PDF in a new tab). */
  get esignTestDocument() {
    return $('a[href$="/esign/test-document"]');
  }

  get esignAccessConfirmed() {
    return this.choice('esignAccessConfirmed');
  }

  get esignConsent() {
    return this.choice('esignConsent');
  }

  /** The borrower confirms receiving the application disclosures (§1026.40(b)). */
  get disclosuresReceived() {
    return this.choice('disclosuresReceived');
  }

  /** The button that opens one of the application disclosures in the PDF viewer. */
  disclosureLink(title: string) {
    return $(`button=Read the ${title} (PDF)`);
  }
}

export default new ProfilePage();
