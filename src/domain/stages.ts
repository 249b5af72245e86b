// Server application stages and the status enumerations of spec core-journey sections 3 and 4.
// Names the spec gives only in prose (GEN_*, LIEN_*, NAV_*, WAITING_FOR_*) are fixed here once for everyone.

export const STAGES = [
  // Not in the spec's list of main stages: a new application waiting for the borrower's basic info
  // (start/profile). IN_PROGRESS, the spec's nearest name, is a waiting-type stage the router would poll
  // into error/timeout while the borrower is still typing.
  'BASIC_INFO',
  'APP_SUBMISSION',
  'ASSETS_PREQUAL',
  'ATTORNEY_REVIEW',
  'AUTOPAY_ACCOUNT',
  'CANCELLED',
  'CO_DEED_REQUIRED',
  'COLLECT_ADDITIONAL_INFO',
  'COMPLETE',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  // Ours (like BASIC_INFO): debt payoff at closing, merchant/review then merchant/lien-attestation.
  'DEBT_PAYOFF_ATTESTATION',
  'DEBT_PAYOFF_REVIEW',
  'DEED_SIGNING',
  'DELINQUENCY_REVIEW',
  'DIRECT_DEBT_PAYOFF',
  'DISBURSEMENT_ACCOUNT',
  'EMPLOYMENT_VERIFICATION',
  'FACTA_REVIEW',
  'FINAL_OFFER',
  'FINAL_TITLE_PROCESSING',
  'FINAL_TITLE_PULL',
  'FUNDABLE',
  'FUNDING_DECISION',
  'GEN_APP_DISCLOSURES',
  'GEN_CLOSING_DISCLOSURE',
  'GEN_NOTARY_DISCLOSURE',
  'GEN_NOTE_SIGNING',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'GEN_RESCISSION',
  'GEN_SUMMARY_DISCLOSURE',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'HARD_CREDIT_PULL',
  'HMDA',
  'IDENTITY_VERIFICATION',
  'IN_PROGRESS',
  'INCOME_VERIFICATION',
  'LIEN_INQUIRY',
  'LIEN_POSITION_CLTV_REQUALIFY',
  'LIEN_VERIFICATION',
  'MANUAL_DEED_SIGNING',
  'MULTIPLE_PROPERTIES',
  'NAV_BPO_ESTIMATE',
  'NAV_BPO_ORDER_REQUEST',
  'NAV_BPO_PROCESSING',
  'NAV_RESI_EVAL_ESTIMATE',
  'NAV_RESI_EVAL_ORDER_REQUEST',
  'NAV_RESI_EVAL_PROCESSING',
  'NO_AVM_FOUND',
  'NO_PROPERTY_FOUND',
  'NOTARY_WAITING_PERIOD',
  'NOTE_SIGNING',
  'OFFER_SELECTION',
  'PAYOFF_REQUEST_PENDING',
  'PREQUAL_TITLE',
  'RECORDING',
  'RESCISSION',
  'REVISED_OFFER_SELECTION',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'TRUST_AND_INSURANCE',
  'UNKNOWN',
  'VERIFIED_AUTOPAY_ACCOUNT',
  'WAITING_FOR_APP_DISCLOSURE',
  'WAITING_FOR_AVM_DATA',
  'WAITING_FOR_ID_VERIFICATION',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'WAITING_FOR_SUMMARY_DISCLOSURE',
] as const;
export type Stage = (typeof STAGES)[number];

export const UW_DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;
export type UwDecision = (typeof UW_DECISIONS)[number];

export const UW_SUB_DECISIONS = [
  'UNVERIFIED_DTI_LIMITED',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'FINAL_OFFER',
  'VERIFIED_OFFER',
  'BPO_PENDING',
  'CREDIT_FROZEN',
  'RESERVE_LIMITED_OFFER',
] as const;
export type UwSubDecision = (typeof UW_SUB_DECISIONS)[number];

// FAILED_VERIFICATION shares the enumeration but is only produced by ID verification (spec section 3).
export const BANK_CHECK_STATUSES = ['VERIFIED', 'PENDING_REVIEW', 'FAILED_VERIFICATION'] as const;
export type BankCheckStatus = (typeof BANK_CHECK_STATUSES)[number];

export const BPO_STATUSES = [
  'BPO_REQUIRED',
  'UNKNOWN_BPO_STATUS',
  'BPO_PROCESSING',
  'BPO_NOT_REQUIRED',
  'BPO_COMPLETE',
] as const;
export type BpoStatus = (typeof BPO_STATUSES)[number];

export const TITLE_STATUSES = [
  'FINAL_TITLE_PROCESSING',
  'TITLE_REQUIRED',
  'TITLE_NOT_REQUIRED',
  'PREQUAL_TITLE_PROCESSING',
  'PREQUAL_TITLE_COMPLETE',
  'UNKNOWN_TITLE_STATUS',
] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];

export const ID_DOCUMENT_TYPES = [
  'DRIVERS_LICENSE_FRONT',
  'ID_CARD_FRONT',
  'PASSPORT_FRONT',
  'PERMANENT_RESIDENT_CARD_FRONT',
] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export const RATE_TYPES = ['UNKNOWN', 'FIXED', 'FLOATING'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const PROPERTY_CONDITIONS = [
  'UNKNOWN_CONDITION',
  'NOT_AVAILABLE',
  'POOR',
  'FAIR',
  'AVERAGE',
  'GOOD',
  'EXCELLENT',
] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

export const PROGRESS_VALUES = [
  'INITIAL',
  'PRODUCT_SELECT',
  'MORE_INFO',
  'ID_UPLOAD',
  'LINK_INCOME',
  'SIGNING',
  'ENOTARY',
  'MANUAL_NOTARY',
  'COMPLETE',
] as const;
export type ProgressValue = (typeof PROGRESS_VALUES)[number];

/** A server stage as a borrower reads it: 'WAITING_FOR_SOFT_CREDIT' → 'Waiting for soft credit'. */
export function stageLabel(stage: string | null | undefined): string {
  if (!stage) return 'Not started';
  const words = stage.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
