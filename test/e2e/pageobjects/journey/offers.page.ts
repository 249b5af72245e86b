// product/select: the amount to draw, the offers by term as comparison cards, and the live figures.
import JourneyScreen from './journeyScreen';

class OffersPage extends JourneyScreen {
  constructor() {
    super('product/select');
  }

  /** The term's radio (its accessible name carries the APR, the payment and the lowest-cost badge). */
  term(years: number) {
    return this.choice('term', String(years));
  }

  /** The term's whole comparison card. */
  card(years: number) {
    return $(`[data-testid="offer-card-${years}"]`);
  }

  get cards() {
    return $$('[data-testid^="offer-card-"]');
  }

  get amount() {
    return this.field('amount');
  }

  /** "Your line at a glance". */
  get summary() {
    return $('[data-testid="offer-summary"]');
  }
}

export default new OffersPage();
