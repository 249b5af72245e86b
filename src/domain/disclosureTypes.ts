// The generated documents the borrower reads and acknowledges (docs/API.md "Disclosures"), without yup: the
// screens name them on the journey's first screen, which does not load it (DESIGN section 13). Their request schemas
// are in ./validation/disclosures.ts.

export const DISCLOSURE_TYPES = [
  'PRE_SOFT_CREDIT_AUTHORIZATION',
  'HELOC_EARLY_DISCLOSURE',
  'HELOC_BROCHURE',
  'APPLICATION_SUMMARY',
  'CLOSING_DISCLOSURE',
  'NOTE',
  'DEED',
  'RESCISSION_NOTICE',
  // Texas (a)(6) lines only (src/domain/texas.ts).
  'TEXAS_HOME_EQUITY_NOTICE',
  'TEXAS_FMV_ACKNOWLEDGMENT',
  // Credit decision notices (src/domain/adverseAction.ts): FCRA §609(g), and Regulation B §1002.9 with FCRA §615(a).
  'CREDIT_SCORE_NOTICE',
  'ADVERSE_ACTION_NOTICE',
  // Regulation P's initial privacy notice, given at application (src/domain/privacyNotice.ts).
  'PRIVACY_NOTICE',
] as const;
export type DisclosureType = (typeof DISCLOSURE_TYPES)[number];

export const UNKNOWN_DISCLOSURE = 'Unknown disclosure type';

export function isDisclosureType(value: unknown): value is DisclosureType {
  return typeof value === 'string' && (DISCLOSURE_TYPES as readonly string[]).includes(value);
}

/**
 * The documents given at application, before any fee or decision (Regulation Z §1026.40(b)): the early disclosure
 * and the brochure, and for a Texas home the §50(g) notice. start/profile offers them; submitting it records them as
 * provided.
 */
export function applicationDisclosureTypes(texasHome: boolean): DisclosureType[] {
  return texasHome
    ? ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE', 'TEXAS_HOME_EQUITY_NOTICE']
    : ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE'];
}
