// The generated disclosures: their titles, when each becomes available, and how each is rendered.
import type { DisclosureType } from '../../src/domain/validation/disclosures';
import type { ApplicationStatus } from '../../src/domain/types';
import type { DocumentContext } from './context';
import { helocBrochure } from './templates/brochure';
import { closingDisclosure, deedOfTrust, helocNote, rescissionNotice } from './templates/closing';
import { helocEarlyDisclosure } from './templates/earlyDisclosure';
import { PRIVACY_NOTICE_TITLE, privacyNoticeDocument } from './templates/privacyNotice';
import { preSoftCreditAuthorization } from './templates/preSoftCredit';
import { applicationSummary } from './templates/summary';
import {
  FMV_ACKNOWLEDGMENT_TITLE,
  fmvAcknowledgment,
  TEXAS_NOTICE_TITLE,
  texasHomeEquityNotice,
} from './templates/texas';

export interface DisclosureDefinition {
  title: string;
  /** Whether the application's status lets the borrower see this document yet. */
  available(status: ApplicationStatus): boolean;
  render(ctx: DocumentContext): Promise<Uint8Array>;
}

export const DISCLOSURES: Record<DisclosureType, DisclosureDefinition> = {
  PRE_SOFT_CREDIT_AUTHORIZATION: {
    title: 'Soft Credit Authorization and E-SIGN Consent',
    available: () => true,
    render: preSoftCreditAuthorization,
  },
  HELOC_EARLY_DISCLOSURE: {
    title: 'Home Equity Line of Credit Early Disclosure',
    available: (s) => s.disclosurelistSummaryReady === true,
    render: helocEarlyDisclosure,
  },
  HELOC_BROCHURE: {
    title: 'What you should know about home equity lines of credit',
    available: (s) => s.disclosurelistSummaryReady === true,
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
    available: (s) => Boolean(s.texasNoticeProvidedAt),
    render: texasHomeEquityNotice,
  },
  TEXAS_FMV_ACKNOWLEDGMENT: {
    title: FMV_ACKNOWLEDGMENT_TITLE,
    available: (s) => s.fmvAcknowledgmentReady === true,
    render: fmvAcknowledgment,
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
