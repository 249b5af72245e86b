// insurance/upload (one section per required declarations page, each with its own form) and
// insurance/requirements (the lender's checklist, flood insurance where required).
import JourneyScreen from './journeyScreen';

export type InsuranceKind = 'HAZARD_INSURANCE' | 'FLOOD_INSURANCE';

const sectionId = (kind: InsuranceKind) => `insurance-${kind.toLowerCase().replace(/_/g, '-')}`;

class InsuranceUploadPage extends JourneyScreen {
  constructor() {
    super('insurance/upload');
  }

  /** The kind's section; data-status is 'received' or 'needed'. */
  section(kind: InsuranceKind) {
    return $(`#${sectionId(kind)}`);
  }

  fileInput(kind: InsuranceKind) {
    return $(`#${sectionId(kind)}-form input[type="file"][name="file"]`);
  }

  /** The name of the file the kind's drop zone holds. */
  chosenFile(kind: InsuranceKind) {
    return $(`#${sectionId(kind)}-form [data-file-name]`);
  }

  /** The chosen file's preview: data-preview is 'pdf' (its first page drawn), 'image' or 'icon'. */
  preview(kind: InsuranceKind) {
    return $(`#${sectionId(kind)}-form [data-preview]`);
  }

  uploadButton(kind: InsuranceKind) {
    return $(`#${sectionId(kind)}-form button[type="submit"]`);
  }

  /** The message under the kind's file input (a refused file). */
  fileError(kind: InsuranceKind) {
    return $(`#${sectionId(kind)}-form [id$="-error"]`);
  }

  /** Shown instead of the form once the page is received. */
  sendNewerCopy(kind: InsuranceKind) {
    return $(`#${sectionId(kind)}`).$('button=Send a newer copy');
  }

  get requirementsLink() {
    return $('main a[href$="/insurance/requirements"]');
  }
}

class InsuranceRequirementsPage extends JourneyScreen {
  constructor() {
    super('insurance/requirements');
  }

  get hazard() {
    return $('#requirements-hazard');
  }

  /** Its text says 'required' or 'not required'. */
  get flood() {
    return $('#requirements-flood');
  }

  get backToUpload() {
    return $('main a[href$="/insurance/upload"]');
  }
}

export const InsuranceUpload = new InsuranceUploadPage();
export const InsuranceRequirements = new InsuranceRequirementsPage();
