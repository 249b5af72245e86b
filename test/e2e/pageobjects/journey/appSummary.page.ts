// start/app-summary: the three documents read to the end in the PDF viewer, acknowledged, then the submission.
import JourneyScreen from './journeyScreen';

export const SUMMARY_DOCUMENTS = ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE', 'APPLICATION_SUMMARY'] as const;

class AppSummaryPage extends JourneyScreen {
  constructor() {
    super('start/app-summary');
  }

  document(type: string) {
    return $(`[data-testid="summary-document-${type}"]`);
  }

  readButton(type: string) {
    return this.document(type).$('button');
  }

  get offer() {
    return $('[data-testid="summary-offer"]');
  }

  /** The end-of-document sentinel of the PDF viewer. */
  get endOfDocument() {
    return $('[data-testid="pdf-end"]');
  }

  get closeViewer() {
    return $('[role="dialog"]').$('button=Done');
  }

  get acknowledgeAll() {
    return $('button=I have read and acknowledge these documents');
  }

  get certify() {
    return this.choice('certify');
  }
}

export default new AppSummaryPage();
