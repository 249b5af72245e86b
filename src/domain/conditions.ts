// How a condition category is named (shared-surfaces section 3), the answer it takes and where it is answered:
// shared by the conditions screens and the identity screen (an ID condition is answered there).
import type { Condition } from './types';
import { carriedQuery } from './guards';

export const CATEGORY_LABELS: Record<string, string> = {
  BANK_ACCOUNT_FRAUD_REVIEW: 'Bank account review',
  FALSE_OWNERSHIP_TYPE_REVIEW: 'Property ownership review',
  GENERIC_DOCUMENT_REQUEST: 'Document request',
  HARD_CREDIT_INQUIRY_REVIEW: 'Credit inquiry review',
  HELOC_MANUAL_PAYSTUB_UPLOAD: 'Paystubs',
  ID_VERIFICATION_FAILURE: 'Identity verification',
  IDENTITY_DOCUMENT_FRAUD_REVIEW: 'Identity document review',
  MISSING_PHONE_NUMBER: 'Phone number',
  PROPERTY_LEGAL_DESCRIPTION: 'Property legal description',
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: 'Property ownership review',
  REVIEW_TRUST_REQUIREMENTS: 'Trust documents',
};

export const categoryLabel = (category: string): string =>
  CATEGORY_LABELS[category] ??
  category
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

export type ConditionAction = 'identity' | 'upload' | 'phone' | 'none';

/** Categories answered by a new photo of the borrower's ID, on /{uuid}/identity (shared-surfaces section 2). */
export const IDENTITY_CONDITION_CATEGORIES: ReadonlySet<string> = new Set([
  'ID_VERIFICATION_FAILURE',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
]);

/**
 * What the borrower does for a condition: a new photo of their ID (on the identity screen), upload documents,
 * give a phone number, or nothing (we review it).
 */
export function conditionAction(condition: Condition): ConditionAction {
  if (condition.categoryEnum === 'MISSING_PHONE_NUMBER') return 'phone';
  if (IDENTITY_CONDITION_CATEGORIES.has(condition.categoryEnum)) {
    return condition.xtraData.docsReceived < Math.max(1, condition.xtraData.numDocsRequired) ? 'identity' : 'none';
  }
  if (condition.requestDocuments && condition.xtraData.docsReceived < condition.xtraData.numDocsRequired) {
    return 'upload';
  }
  return 'none';
}

/** "1 of 2 documents received" */
export function receivedText({ xtraData: { docsReceived, numDocsRequired } }: Condition): string {
  return `${Math.min(docsReceived, numDocsRequired)} of ${numDocsRequired} ${numDocsRequired === 1 ? 'document' : 'documents'} received`;
}

/** The query parameter naming the condition on upload-document and phone-number. */
export const CONDITION_PARAM = 'condition';

/**
 * Where a condition's action is answered: `/{uuid}/identity`, `/{uuid}/conditions/phone-number` or
 * `/{uuid}/conditions/upload-document` (the default), with the condition named and pop-webchat carried from `search`.
 */
export function conditionActionPath(uuid: string, condition: Condition, search = ''): string {
  const action = conditionAction(condition);
  const params = new URLSearchParams({ [CONDITION_PARAM]: condition.uuid });
  const carried = carriedQuery(search);
  const query = `?${[params.toString(), carried.slice(1)].filter(Boolean).join('&')}`;
  if (action === 'identity') return `/${uuid}/identity${query}`;
  return `/${uuid}/conditions/${action === 'phone' ? 'phone-number' : 'upload-document'}${query}`;
}
