// identity: the ID type, the photo of its front, and what the verifier said (data-verification on the screen:
// NOT_SUBMITTED, PENDING, VERIFIED or FAILED_VERIFICATION).
import JourneyScreen from './journeyScreen';

class IdentityPage extends JourneyScreen {
  constructor() {
    super('identity');
  }

  /** DRIVERS_LICENSE_FRONT, ID_CARD_FRONT, PASSPORT_FRONT or PERMANENT_RESIDENT_CARD_FRONT. */
  idType(type: string) {
    return this.choice('idType', type);
  }

  get fileInput() {
    return $('main input[type="file"][name="file"]');
  }

  /** The screen's container, whose data-verification attribute is the verification status. */
  get verification() {
    return $('main [data-verification]');
  }

  /** "We could not verify your ID" with the verifier's reason. */
  get failure() {
    return $('main [data-verification="FAILED_VERIFICATION"] [role="alert"]');
  }

  /** "We are checking your ID". */
  get checking() {
    return $('main [data-verification="PENDING"] [role="status"]');
  }
}

export default new IdentityPage();
