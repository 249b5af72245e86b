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

  /** The right-to-cancel card, offered while the rescission period runs. */
  get rightToCancel() {
    return $('section[aria-labelledby="right-to-cancel"]');
  }

  /** 'You can cancel until 11:59 PM on …, Mountain Time.' */
  get cancelUntil() {
    return $('section[aria-labelledby="right-to-cancel"] strong');
  }

  get readNotice() {
    return $('button=Read your Notice of Right to Cancel');
  }

  get cancelLine() {
    return $('button=Cancel my line');
  }

  /** The open dialog (the notice, or the confirmation), and its title. */
  get openDialog() {
    return $('[role="dialog"]');
  }

  get openDialogTitle() {
    return $('[role="dialog"] h2');
  }

  /** The notice's PDF in the viewer (labelled by the document's title). */
  get noticePdf() {
    return $('[role="dialog"] [aria-label="Notice of Right to Cancel"]');
  }

  get confirmCancel() {
    return $('[role="dialog"]').$('button=Yes, cancel my line');
  }

  get keepLine() {
    return $('[role="dialog"]').$('button=Keep my line');
  }
}

export default new CompletePage();
