// merchant/review and merchant/lien-attestation: debt payoff at closing (the sandbox's Payoff persona). The review
// lists the credit report's debts as checkboxes named payoffDebtIds (value: the debt's id, tl-1 … tl-4 in the
// sandbox) with the split of the initial draw; the attestation lists the chosen accounts and asks for the
// attestation, the payment authorisation and, when a chosen debt has a lien on the home, the lien release.
import JourneyScreen from './journeyScreen';

class MerchantReviewPage extends JourneyScreen {
  constructor() {
    super('merchant/review');
  }

  /** The checkbox of the debt with this id. */
  debt(id: string) {
    return this.choice('payoffDebtIds', id);
  }

  get debts() {
    return $$('input[name="payoffDebtIds"]');
  }

  /** The split of the initial draw (initial draw, paid to creditors, sent to the borrower's account). */
  get drawSplit() {
    return $('section[aria-labelledby="draw-split-heading"] dl');
  }

  /** The debts group's error line (e.g. more than the initial draw). */
  get debtsError() {
    return $('fieldset [data-field-error]');
  }
}

class MerchantLienAttestationPage extends JourneyScreen {
  constructor() {
    super('merchant/lien-attestation');
  }

  /** The rows of the accounts to pay off (the last row is the total). */
  get payoffRows() {
    return $$('table tbody tr');
  }

  get payoffTotal() {
    return $('table tfoot td');
  }

  get attestAccounts() {
    return this.choice('attestAccounts');
  }

  get authorizePayment() {
    return this.choice('authorizePayment');
  }

  /** Only shown when a chosen debt has a lien on the home. */
  get authorizeLienRelease() {
    return this.choice('authorizeLienRelease');
  }
}

export const MerchantReview = new MerchantReviewPage();
export const MerchantLienAttestation = new MerchantLienAttestationPage();
