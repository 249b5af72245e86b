// start/contact: phone, SSN (when none is on file) and the hard-credit consent.
import JourneyScreen from './journeyScreen';

class ContactPage extends JourneyScreen {
  constructor() {
    super('start/contact');
  }

  get hardCreditConsent() {
    return this.choice('hardCreditConsent');
  }
}

export default new ContactPage();
