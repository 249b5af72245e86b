// product/select: the offers by term, the draw amount and the live figures.
import JourneyScreen from './journeyScreen';

class OffersPage extends JourneyScreen {
  constructor() {
    super('product/select');
  }

  term(years: number) {
    return this.choice('term', String(years));
  }

  get amount() {
    return this.field('amount');
  }
}

export default new OffersPage();
