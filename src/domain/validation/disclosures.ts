// Generated disclosures the borrower reads and acknowledges (docs/API.md "Disclosures").
import * as yup from 'yup';

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
  // Regulation P's initial privacy notice, given at application (src/domain/privacyNotice.ts).
  'PRIVACY_NOTICE',
] as const;
export type DisclosureType = (typeof DISCLOSURE_TYPES)[number];

export const UNKNOWN_DISCLOSURE = 'Unknown disclosure type';

export function isDisclosureType(value: unknown): value is DisclosureType {
  return typeof value === 'string' && (DISCLOSURE_TYPES as readonly string[]).includes(value);
}

const disclosureType = yup
  .string()
  .required('Required')
  .oneOf([...DISCLOSURE_TYPES], UNKNOWN_DISCLOSURE);

/** The `{type}` path parameter of the disclosure routes. */
export const disclosureParamsSchema = yup.object({ type: disclosureType });

/** Optional body of an acknowledgement: more types acknowledged in the same request (e.g. the summary set). */
export const acknowledgeDisclosureSchema = yup.object({
  types: yup.array().of(disclosureType).max(DISCLOSURE_TYPES.length, 'Too many types').default([]),
});
export type AcknowledgeDisclosureInput = yup.InferType<typeof acknowledgeDisclosureSchema>;
