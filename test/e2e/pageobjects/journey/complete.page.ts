// complete: the closing steps (rescission, recording, funding), the loan number, the line and the draw rules.
import JourneyScreen from './journeyScreen';

class CompletePage extends JourneyScreen {
  constructor() {
    super('complete');
  }

  /** The closing steps card. */
  get steps() {
    return $('section[aria-labelledby="closing-steps"]');
  }

  /** A step's heading, e.g. 'Recording your deed: In progress'. */
  step(name: 'Your right to cancel' | 'Recording your deed' | 'Funding your line') {
    return $(`h3*=${name}`);
  }

  /** The step in progress. */
  get currentStep() {
    return $('section[aria-labelledby="closing-steps"] li[aria-current="step"]');
  }

  get loanNumber() {
    return $('dt=Loan number').nextElement();
  }

  get lineAmount() {
    return $('dt=Line amount').nextElement();
  }

  get initialDraw() {
    return $('dt=Initial draw').nextElement();
  }

  /** The heading once the line is funded. */
  get fundedHeading() {
    return $('h1=Your line is funded');
  }

  get dashboardLink() {
    return $('a=Go to your dashboard');
  }
}

export default new CompletePage();
