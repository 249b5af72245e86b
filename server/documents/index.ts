// The generated disclosures: their titles, when each becomes available, and how each is rendered.
import type { DisclosureType } from '../../src/domain/validation/disclosures';
import type { ApplicationStatus } from '../../src/domain/types';
import type { DocumentContext } from './context';
import { BROCHURE_TITLE, helocBrochure } from './templates/brochure';
import {
  ADVERSE_ACTION_TITLE,
  adverseActionNotice,
  CREDIT_SCORE_NOTICE_TITLE,
  creditScoreNotice,
} from './templates/creditNotices';
import { closingDisclosure, deedOfTrust, helocNote, rescissionNotice } from './templates/closing';
import { EARLY_DISCLOSURE_TITLE, helocEarlyDisclosure } from './templates/earlyDisclosure';
import { PRIVACY_NOTICE_TITLE, privacyNoticeDocument } from './templates/privacyNotice';
import { preSoftCreditAuthorization } from './templates/preSoftCredit';
import { applicationSummary } from './templates/summary';
import {
  FMV_ACKNOWLEDGMENT_TITLE,
  fmvAcknowledgment,
  TEXAS_NOTICE_TITLE,
  texasHomeEquityNotice,
} from './templates/texas';

/** What availability reads besides the status: whether the home is in Texas (an (a)(6) line). */
export interface AvailabilityFacts {
  texasHome: boolean;
}

export interface DisclosureDefinition {
  title: string;
  /** Whether the application's status lets the borrower see this document yet. */
  available(status: ApplicationStatus, facts: AvailabilityFacts): boolean;
  render(ctx: DocumentContext): Promise<Uint8Array>;
}

export const DISCLOSURES: Record<DisclosureType, DisclosureDefinition> = {
  PRE_SOFT_CREDIT_AUTHORIZATION: {
    title: 'Soft Credit Authorization and E-SIGN Consent',
    available: () => true,
    render: preSoftCreditAuthorization,
  },
  // Given at application (Regulation Z §1026.40(b)): open from the start, so an applicant declined at
  // pre-qualification has had them, and before any fee is agreed.
  HELOC_EARLY_DISCLOSURE: {
    title: EARLY_DISCLOSURE_TITLE,
    available: () => true,
    render: helocEarlyDisclosure,
  },
  HELOC_BROCHURE: {
    title: BROCHURE_TITLE,
    available: () => true,
    render: helocBrochure,
  },
  APPLICATION_SUMMARY: {
    title: 'Application Summary',
    available: (s) => s.disclosurelistSummaryReady === true,
    render: applicationSummary,
  },
  CLOSING_DISCLOSURE: {
    title: 'Closing Disclosure',
    available: (s) => s.disclosurelistClosingReady === true,
    render: closingDisclosure,
  },
  NOTE: {
    title: 'Home Equity Line of Credit Agreement and Note',
    available: (s) => s.disclosurelistClosingReady === true,
    render: helocNote,
  },
  DEED: {
    title: 'Deed of Trust (Open-End Mortgage)',
    available: (s) => s.disclosurelistNotaryReady === true,
    render: deedOfTrust,
  },
  RESCISSION_NOTICE: {
    title: 'Notice of Right to Cancel',
    // The note is signed once the closing disclosures are complete.
    available: (s) => s.disclosurelistClosingComplete === true,
    render: rescissionNotice,
  },
  // Texas (a)(6) lines: the §50(g) notice from application, the FMV acknowledgment once the closing is prepared.
  TEXAS_HOME_EQUITY_NOTICE: {
    title: TEXAS_NOTICE_TITLE,
    available: (s, { texasHome }) => texasHome || Boolean(s.texasNoticeProvidedAt),
    render: texasHomeEquityNotice,
  },
  TEXAS_FMV_ACKNOWLEDGMENT: {
    title: FMV_ACKNOWLEDGMENT_TITLE,
    available: (s) => s.fmvAcknowledgmentReady === true,
    render: fmvAcknowledgment,
  },
  // FCRA §609(g): given once a score is on file (after the soft pull), whatever the decision.
  CREDIT_SCORE_NOTICE: {
    title: CREDIT_SCORE_NOTICE_TITLE,
    available: (s) => s.creditScoreNoticeReady === true,
    render: creditScoreNotice,
  },
  // Regulation B §1002.9: every decline, kept with the application and shown on the decline screen.
  ADVERSE_ACTION_NOTICE: {
    title: ADVERSE_ACTION_TITLE,
    available: (s) => s.adverseActionNoticeReady === true,
    render: adverseActionNotice,
  },
  // Reg P §1016.4: given at application, before the customer relationship is established.
  PRIVACY_NOTICE: {
    title: PRIVACY_NOTICE_TITLE,
    available: () => true,
    render: privacyNoticeDocument,
  },
};

/** Acknowledging the summary needs these acknowledged first (or in the same request). */
export const SUMMARY_SET: readonly DisclosureType[] = [
  'HELOC_EARLY_DISCLOSURE',
  'HELOC_BROCHURE',
  'APPLICATION_SUMMARY',
];

export async function renderDisclosure(type: DisclosureType, ctx: DocumentContext): Promise<Uint8Array> {
  return DISCLOSURES[type].render(ctx);
}
