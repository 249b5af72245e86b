// liens: the liens found on the property to confirm, and the inquiry attestation when asked.
import JourneyScreen from './journeyScreen';

class LiensPage extends JourneyScreen {
  constructor() {
    super('liens');
  }

  get confirmed() {
    return this.choice('confirmed');
  }

  get inquiryAttestation() {
    return this.choice('inquiryAttestation');
  }
}

export default new LiensPage();
