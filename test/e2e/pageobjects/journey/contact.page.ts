// start/contact: phone, SSN (when none is on file), the hard-credit consent and, for a home owned jointly, the other
// owners on the title.
import JourneyScreen from './journeyScreen';

class ContactPage extends JourneyScreen {
  constructor() {
    super('start/contact');
  }

  get hardCreditConsent() {
    return this.choice('hardCreditConsent');
  }

  /** Co-owner `index`'s (0-based) input: firstName, lastName or email. */
  coOwner(index: number, field: 'firstName' | 'lastName' | 'email') {
    return this.field(`coOwners[${index}].${field}`);
  }

  get addCoOwner() {
    return $('button=Add another owner');
  }
}

export default new ContactPage();
