// /{uuid}/document/disclosures: the list of generated documents, the PDF viewer and the acknowledge button.
import Page, { APP_BASE } from './page';

export const ACKNOWLEDGE_LABEL = 'I have read and acknowledge';

class DisclosuresPage extends Page {
  path(applicationUuid: string) {
    return `${APP_BASE}/${applicationUuid}/document/disclosures`;
  }

  row(type: string) {
    return $(`[data-testid="disclosure-${type}"]`);
  }

  openButton(type: string) {
    return this.row(type).$('button');
  }

  get viewer() {
    return $('[data-testid="disclosure-viewer"]');
  }

  get viewerHeading() {
    return $('#disclosure-viewer-heading');
  }

  /** The viewer's region (aria-busy until every page is drawn). */
  get region() {
    return this.viewer.$('section');
  }

  /** The rendered pages (canvases drawn by pdf.js). */
  get pages() {
    return $$('.react-pdf__Page canvas');
  }

  get endOfDocument() {
    return $('[data-testid="pdf-end"]');
  }

  get readHint() {
    return $('#disclosure-read-hint');
  }

  get acknowledgeButton() {
    return $(`button=${ACKNOWLEDGE_LABEL}`);
  }
}

export default new DisclosuresPage();
