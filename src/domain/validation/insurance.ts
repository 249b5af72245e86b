// Insurance screens: the declarations pages the borrower uploads.
export const INSURANCE_DOCUMENT_TYPES = ['HAZARD_INSURANCE', 'FLOOD_INSURANCE'] as const;
export type InsuranceDocumentType = (typeof INSURANCE_DOCUMENT_TYPES)[number];

export function isInsuranceDocumentType(v: unknown): v is InsuranceDocumentType {
  return typeof v === 'string' && (INSURANCE_DOCUMENT_TYPES as readonly string[]).includes(v);
}
