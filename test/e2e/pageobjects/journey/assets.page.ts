// product/assets: asset depletion, the borrower's liquid assets counted as income.
import JourneyScreen from './journeyScreen';

class AssetsPage extends JourneyScreen {
  constructor() {
    super('product/assets');
  }

  get attestation() {
    return this.choice('attestation');
  }
}

export default new AssetsPage();
