// The conditions screens: the dashboard (conditions, each open condition with its action), upload-document
// (?condition=; one file at a time, the documents sent listed) and phone-number (?condition=). Submit buttons and
// field errors: Page's `submit` and `errorFor(name)`.
import JourneyScreen from './journeyScreen';

class ConditionsDashboardPage extends JourneyScreen {
  constructor() {
    super('conditions');
  }

  /** Every open condition's card. */
  get conditions() {
    return $$('[data-testid="condition"]');
  }

  /** The first open condition of a category, e.g. GENERIC_DOCUMENT_REQUEST. */
  condition(category: string) {
    return $(`[data-testid="condition"][data-category="${category}"]`);
  }

  /** "N of M documents received" of a condition's card. */
  received(category: string) {
    return this.condition(category).$('[data-testid="condition-received"]');
  }

  uploadLink(category = 'GENERIC_DOCUMENT_REQUEST') {
    return this.condition(category).$('a=Upload a document');
  }

  get phoneNumberLink() {
    return this.condition('MISSING_PHONE_NUMBER').$('a=Add your phone number');
  }

  /** Shown when nothing is open. */
  get nothingOpen() {
    return $('h2*=Nothing more is needed from you');
  }
}

class ConditionUploadPage extends JourneyScreen {
  constructor() {
    super('conditions/upload-document');
  }

  get fileInput() {
    return $('input[type="file"][name="file"]');
  }

  /** "N of M documents received". */
  get received() {
    return $('[data-testid="condition-received"]');
  }

  /** The documents sent on this visit. */
  get sentDocuments() {
    return $$('[data-testid="condition-documents"] li');
  }

  get backToConditions() {
    return $('a=Back to your conditions');
  }
}

class ConditionPhonePage extends JourneyScreen {
  constructor() {
    super('conditions/phone-number');
  }

  get phoneNumber() {
    return $('input[name="phoneNumber"]');
  }
}

export const ConditionsDashboard = new ConditionsDashboardPage();
export const ConditionUpload = new ConditionUploadPage();
export const ConditionPhone = new ConditionPhonePage();
