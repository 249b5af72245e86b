// The application's disclosures (docs/API.md "Disclosures") and the E-SIGN test document.
import { ESIGN_TEST_DOCUMENT_HTML_PATH, ESIGN_TEST_DOCUMENT_PATH } from '../esign';
import { acknowledgeDisclosureSchema } from '../validation/disclosures';
import { CLOSING_BASE as B } from './closing';
import { contract, HTML, json, PDF } from './contract';

const disclosures = json('Disclosures');

export const DOCUMENTS = {
  list: contract('GET', `${B}/disclosures`, null, disclosures),
  pdf: contract('GET', `${B}/disclosures/:type`, null, PDF),
  html: contract('GET', `${B}/disclosures/:type/html`, null, HTML),
  /** One document (the path's), or several with `types`; an empty body is valid. Answers the updated list. */
  acknowledge: contract('POST', `${B}/disclosures/:type/acknowledge`, acknowledgeDisclosureSchema, disclosures),
  esignTestDocument: contract('GET', ESIGN_TEST_DOCUMENT_PATH, null, PDF),
  esignTestDocumentHtml: contract('GET', ESIGN_TEST_DOCUMENT_HTML_PATH, null, HTML),
} as const;
