// The valuation screens: bpo/condition (Texas) and bpo/order-bpo (the BPO order: the home's condition and who lets
// the agent in), bpo/hold and bpo/waiting (the valuation or final title in progress), bpo/estimate-value (the $180
// residential evaluation to order when there is no AVM, or the agent's estimate to accept), and payoff/hold.
import JourneyScreen from './journeyScreen';

/** bpo/condition and bpo/order-bpo share the form. */
class OrderBpoPage extends JourneyScreen {
  condition(value: 'EXCELLENT' | 'GOOD' | 'AVERAGE' | 'FAIR' | 'POOR' | 'UNKNOWN_CONDITION') {
    return this.choice('propertyCondition', value);
  }

  get contactName() {
    return this.field('contactName');
  }

  get contactPhone() {
    return this.field('contactPhone');
  }

  /** The Texas explanation (bpo/condition only). */
  get texasRules() {
    return $('h2=Why Texas homes need a valuation');
  }
}

class HoldPage extends JourneyScreen {
  get checkAgainButton() {
    return $('button*=Check again');
  }

  get dashboardLink() {
    return $('a=Back to your dashboard');
  }
}

class EstimateValuePage extends JourneyScreen {
  constructor() {
    super('bpo/estimate-value');
  }

  /** NO_AVM_FOUND: the consent to the $180 fee. */
  get acceptFee() {
    return this.choice('acceptFee');
  }

  /** The fee as stated on the screen (e.g. '$180'). */
  get fee() {
    return $('dt=Valuation fee').nextElement();
  }

  /** NAV_BPO_ESTIMATE: the agent's estimate, e.g. '$650,000'. */
  get estimatedValue() {
    return $('dt=Estimated value of your home').nextElement();
  }

  /** NAV_BPO_ESTIMATE: the acceptance of the estimate. */
  get accept() {
    return this.choice('accept');
  }

  get notNowLink() {
    return $('a=Not now');
  }
}

export const bpoConditionPage = new OrderBpoPage('bpo/condition');
export const orderBpoPage = new OrderBpoPage('bpo/order-bpo');
export const bpoHoldPage = new HoldPage('bpo/hold');
export const bpoWaitingPage = new HoldPage('bpo/waiting');
export const estimateValuePage = new EstimateValuePage();
export const payoffHoldPage = new HoldPage('payoff/hold');
