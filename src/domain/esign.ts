// E-SIGN Act §101(c) (15 U.S.C. 7001(c)): before a consumer consents to electronic records we tell them what the
// consent covers, their right to paper copies (and any fee), how to withdraw and what that means, how to update
// their contact information, and the hardware and software they need; and they show they can open a PDF (the test
// document). The requirements are a versioned record: a consent names the version it was given under, and a change
// of version (§101(c)(1)(D)) asks everyone for consent again on their next visit. Pure: shared by the screens, the
// server's checks and the test document.

export interface EsignRequirements {
  version: number;
  /** The day this version took effect (YYYY-MM-DD). */
  effective: string;
  hardware: string[];
  software: string[];
  /** What changed from the previous version (shown with the notice of change). */
  change: string | null;
}

/** Every version, oldest first; the last is current. Add a row, never edit one. */
export const ESIGN_REQUIREMENTS_HISTORY: readonly EsignRequirements[] = [
  {
    version: 1,
    effective: '2025-01-01',
    hardware: ['A computer, tablet or phone with an internet connection'],
    software: ['A current browser', 'A program that opens PDF files'],
    change: null,
  },
  {
    version: 2,
    effective: '2026-11-25',
    hardware: [
      'A computer, tablet or phone with an internet connection and at least 1 GB of free memory',
      'Enough storage to save the documents, or a printer to print them',
    ],
    software: [
      'A current version of Chrome, Edge, Firefox or Safari, with JavaScript and cookies enabled (TLS 1.2 or later)',
      'A program that opens PDF files (PDF 1.7), such as your browser or Adobe Acrobat Reader',
      'An email account that can receive our messages',
    ],
    change:
      'We now name the browsers we support and the PDF version we use, and ask for an email account that can ' +
      'receive our messages.',
  },
];

export const ESIGN_REQUIREMENTS: EsignRequirements = ESIGN_REQUIREMENTS_HISTORY[ESIGN_REQUIREMENTS_HISTORY.length - 1];

/** Paper copies of any record: no fee. */
export const ESIGN_PAPER_COPY_FEE = 0;

/** Where the test document is served (public: it carries no personal information). */
export const ESIGN_TEST_DOCUMENT_PATH = '/service-application/api/v1/esign/test-document';
/** Its HTML version (the same text, server/documents/html.ts), public too. */
export const ESIGN_TEST_DOCUMENT_HTML_PATH = `${ESIGN_TEST_DOCUMENT_PATH}/html`;

/** The sentence the test document carries, so a reader can tell they opened the real thing. */
export const ESIGN_TEST_DOCUMENT_SENTENCE =
  'You have opened our test document: you can read the PDF records we send you.';

export interface EsignContact {
  companyName: string;
  email: string;
  phone: string;
  address: string;
}

/** The §101(c)(1) disclosures, in the order we show them. */
export function esignDisclosure(contact: EsignContact): { heading: string; paragraphs: string[] }[] {
  const r = ESIGN_REQUIREMENTS;
  return [
    {
      heading: 'What you are agreeing to',
      paragraphs: [
        `With your consent, ${contact.companyName} gives you the disclosures, notices, agreements and other records ` +
          'of your home equity line of credit electronically, and you sign them electronically. The consent covers ' +
          'this application and, if it is approved, the line of credit for as long as it is open.',
      ],
    },
    {
      heading: 'Paper copies',
      paragraphs: [
        `You may ask for a paper copy of any record at any time, for no fee ($${ESIGN_PAPER_COPY_FEE.toFixed(2)}), by ` +
          `calling ${contact.phone} or writing to ${contact.email} or ${contact.address}.`,
      ],
    },
    {
      heading: 'Withdrawing your consent',
      paragraphs: [
        `You may withdraw this consent at any time, for no fee, by calling ${contact.phone} or writing to ` +
          `${contact.email} or ${contact.address}. We then send your records on paper by mail, which may take ` +
          'longer; withdrawing does not affect records already provided or signed electronically.',
      ],
    },
    {
      heading: 'Keeping your contact information current',
      paragraphs: [
        `Tell us when your email address, phone number or mailing address changes: in your profile, by calling ` +
          `${contact.phone} or by writing to ${contact.email}.`,
      ],
    },
    {
      heading: `What you need (requirements version ${r.version}, effective ${r.effective})`,
      paragraphs: [
        `Hardware: ${r.hardware.join('; ')}.`,
        `Software: ${r.software.join('; ')}.`,
        'If these requirements change in a way that could keep you from opening or keeping your records, we tell ' +
          'you and ask for your consent again, and you may withdraw it without fee.',
      ],
    },
  ];
}

/** A consent as stored: ESIGN consents name the requirements version they were given under. */
export interface EsignConsentRecord {
  type: string;
  createdDate?: string;
  version?: number;
  accessConfirmedAt?: string;
}

/** The version of the person's E-SIGN consent (a consent stored before versions existed is version 1). */
export function esignConsentVersion(consents: readonly EsignConsentRecord[]): number | null {
  const esign = consents.filter((c) => c.type === 'ESIGN');
  if (esign.length === 0) return null;
  return Math.max(...esign.map((c) => c.version ?? 1));
}

/** Consent given under an older requirements version must be given again (§101(c)(1)(D)). */
export function esignReconsentNeeded(consentedVersion: number | null): boolean {
  return consentedVersion !== null && consentedVersion < ESIGN_REQUIREMENTS.version;
}

export { ESIGN_ACCESS_REQUIRED, ESIGN_CONSENT_REQUIRED } from './esignMessages';
