// credit/social: the SSN that lets the soft pull find the credit file.
import JourneyScreen from './journeyScreen';

class CreditSocialPage extends JourneyScreen {
  constructor() {
    super('credit/social');
  }

  get ssn() {
    return this.field('ssn');
  }
}

export default new CreditSocialPage();
