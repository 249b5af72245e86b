// Conditions on an application (shared-surfaces section 3): created by the pipeline or an underwriter,
// answered by the borrower with documents or a phone number (a co-owner answers their own with documents). The
// rules of answering, a condition on the wire (toCondition) and the messages.
import { randomUUID } from 'node:crypto';
import { isUuid } from '../../src/domain/guards';
import type { Condition } from '../../src/domain/types';
import { nowIso, type Db } from '../db';
import type { ConditionsTable } from '../db/schema';
import { HttpError, notFound } from '../http';
import { recordCreated } from '../security/idempotency';
import { storeDocumentOnce, type StoreDocumentInput } from '../uploads';
import type { ConditionAnswer, ConditionDocumentAnswer } from '../../src/domain/contracts/wire/conditions';
import {
  conditionRow,
  countDocumentReceived,
  findCondition,
  insertCondition,
  markResolved,
  savePhoneNumber,
  selectOpenConditions,
  selectOpenSignerConditions,
} from './repository';

export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'ID_VERIFICATION_FAILURE',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'MISSING_PHONE_NUMBER',
  'PROPERTY_LEGAL_DESCRIPTION',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'REVIEW_TRUST_REQUIREMENTS',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

export function isConditionCategory(value: unknown): value is ConditionCategory {
  return CONDITION_CATEGORIES.includes(value as ConditionCategory);
}

/** The document type an answer to each category is filed under (others: SUPPORT). */
export const CONDITION_DOCUMENT_TYPE: Partial<Record<string, string>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: 'BANK_STATEMENT',
  REVIEW_TRUST_REQUIREMENTS: 'CERTIFICATE_OF_TRUST',
  PROPERTY_LEGAL_DESCRIPTION: 'PROPERTY_DESCRIPTION_SOURCE',
  HELOC_MANUAL_PAYSTUB_UPLOAD: 'USER_UPLOADED_PAYSTUB',
};

export const CONDITION_RESOLVED = 'This condition is already resolved';
export const NO_DOCUMENTS = 'This condition does not take documents';
export const NOT_PHONE = 'This condition does not ask for a phone number';

export type { Condition };

/** The pipeline's stage change, as an answer that resolves a condition calls for it (server/pipeline/engine.ts). */
export interface PipelineAdvance {
  advance(applicationUuid: string, cause: string): Promise<unknown>;
}

export interface NewCondition {
  applicationUuid: string;
  category: ConditionCategory;
  notes?: string | null;
  commentsToBorrower?: string | null;
  requestDocuments: boolean;
  /** How many documents resolve it (ignored, and 0, when no documents are requested). */
  numDocsRequired?: number;
  actionNeeded?: string | null;
  /** A request made of one co-owner (heloc_signers.uuid) rather than the borrower. */
  signerUuid?: string | null;
}

export function toCondition(row: ConditionsTable): Condition {
  return {
    uuid: row.uuid,
    categoryEnum: row.category,
    created: row.created_at,
    notes: row.notes,
    commentsToBorrower: row.comments_to_borrower,
    requestDocuments: row.request_documents === 1,
    xtraData: { numDocsRequired: row.num_docs_required, docsReceived: row.docs_received },
    actionNeeded: row.action_needed,
    resolvedAt: row.resolved_at,
  };
}

export async function createCondition(db: Db, input: NewCondition): Promise<Condition> {
  if (!isConditionCategory(input.category)) throw new Error(`Unknown condition category ${String(input.category)}`);
  const row: ConditionsTable = {
    uuid: randomUUID(),
    application_uuid: input.applicationUuid,
    category: input.category,
    created_at: nowIso(),
    notes: input.notes ?? null,
    comments_to_borrower: input.commentsToBorrower ?? null,
    request_documents: input.requestDocuments ? 1 : 0,
    num_docs_required: input.requestDocuments ? Math.max(1, input.numDocsRequired ?? 1) : 0,
    action_needed: input.actionNeeded ?? null,
    docs_received: 0,
    resolved_at: null,
    signer_uuid: input.signerUuid ?? null,
  };
  await insertCondition(db, row);
  return toCondition(row);
}

/**
 * Unresolved conditions of known categories, oldest first (the order the borrower answers them in). The
 * borrower's only: a co-owner's requests are theirs to answer (openSignerConditions).
 */
export async function openConditions(db: Db, applicationUuid: string): Promise<Condition[]> {
  const rows = await selectOpenConditions(db, applicationUuid, CONDITION_CATEGORIES);
  return rows.map(toCondition);
}

/**
 * Open conditions asked of co-owners, oldest first: of one co-owner (`signerUuid`), or of any co-owner of the
 * application when it is omitted.
 */
export async function openSignerConditions(db: Db, applicationUuid: string, signerUuid?: string): Promise<Condition[]> {
  const rows = await selectOpenSignerConditions(db, applicationUuid, CONDITION_CATEGORIES, signerUuid);
  return rows.map(toCondition);
}

/**
 * The open condition `conditionUuid` (as the request named it) of the application: the borrower's, or (with
 * `signerUuid`) that co-owner's. 404 when there is none, 409 once it is resolved.
 */
export async function openConditionOf(
  db: Db,
  applicationUuid: string,
  conditionUuid: unknown,
  signerUuid: string | null = null,
): Promise<ConditionsTable> {
  const row = await conditionOf(db, applicationUuid, conditionUuid, signerUuid);
  if (row.resolved_at !== null) throw new HttpError(409, CONDITION_RESOLVED);
  return row;
}

/** The application's condition (the signer's, with `signerUuid`), resolved or not; 404 for any other. */
export async function conditionOf(
  db: Db,
  applicationUuid: string,
  conditionUuid: unknown,
  signerUuid: string | null = null,
): Promise<ConditionsTable> {
  if (!isUuid(conditionUuid)) throw notFound();
  const row = await findCondition(db, applicationUuid, String(conditionUuid), signerUuid);
  if (!row) throw notFound();
  return row;
}

/** openConditionOf, for an answer with a document: 400 when the condition takes none. */
export async function conditionAwaitingDocument(
  db: Db,
  applicationUuid: string,
  conditionUuid: unknown,
  signerUuid: string | null = null,
): Promise<ConditionsTable> {
  const condition = await openConditionOf(db, applicationUuid, conditionUuid, signerUuid);
  if (condition.request_documents !== 1) throw new HttpError(400, NO_DOCUMENTS);
  return condition;
}

/** openConditionOf, for an answer with a phone number: 400 unless the condition asks for one. */
export async function conditionAwaitingPhone(
  db: Db,
  applicationUuid: string,
  conditionUuid: unknown,
): Promise<ConditionsTable> {
  const condition = await openConditionOf(db, applicationUuid, conditionUuid);
  if (condition.category !== 'MISSING_PHONE_NUMBER') throw new HttpError(400, NOT_PHONE);
  return condition;
}

/**
 * Counts one received document; resolves the condition once enough have come. Returns the row after the
 * change and whether this document resolved it.
 */
export async function recordConditionDocument(
  db: Db,
  conditionUuid: string,
): Promise<{ row: ConditionsTable; resolvedNow: boolean }> {
  return db.transaction().execute((trx) => countConditionDocument(trx, conditionUuid));
}

/** recordConditionDocument inside the caller's transaction `trx`. */
async function countConditionDocument(
  trx: Db,
  conditionUuid: string,
): Promise<{ row: ConditionsTable; resolvedNow: boolean }> {
  await countDocumentReceived(trx, conditionUuid);
  const row = await conditionRow(trx, conditionUuid);
  if (row.resolved_at === null && row.docs_received >= row.num_docs_required) {
    const at = nowIso();
    // Only the update that finds it still open resolves it, so two racing uploads resolve it once.
    const resolvedNow = await markResolved(trx, conditionUuid, at);
    return { row: { ...row, resolved_at: resolvedNow ? at : row.resolved_at }, resolvedNow };
  }
  return { row, resolvedNow: false };
}

/** What answering a condition with a document answers, and whether that document resolved it. */
export type ConditionDocumentOutcome = ConditionDocumentAnswer & { resolvedNow: boolean };

/**
 * Answers a condition with a document: the document is stored (sealed, listed unless `listed` is false) and
 * counted in one transaction, which also marks a keyed request's Idempotency-Key applied with the answer
 * (recordCreated), so a retry after a crash after the commit answers from it and stores nothing twice (issue 26).
 */
export async function answerWithDocument(
  db: Db,
  conditionUuid: string,
  input: Omit<StoreDocumentInput, 'conditionUuid'>,
): Promise<ConditionDocumentOutcome> {
  return storeDocumentOnce(db, { ...input, conditionUuid }, async (trx) => {
    const { row, resolvedNow } = await countConditionDocument(trx, conditionUuid);
    return { condition: toCondition(row), resolvedNow };
  });
}

/**
 * Answers `condition` with an uploaded file, filed under the condition's document type (answerWithDocument), then
 * lets the pipeline move on when it resolved it (answeredCondition, with `cause`).
 */
export async function answerConditionDocument(
  db: Db,
  pipeline: PipelineAdvance,
  cause: string,
  condition: ConditionsTable,
  input: Omit<StoreDocumentInput, 'conditionUuid' | 'type'>,
): Promise<ConditionDocumentAnswer> {
  const answer = await answerWithDocument(db, condition.uuid, {
    ...input,
    type: CONDITION_DOCUMENT_TYPE[condition.category] ?? 'SUPPORT',
  });
  return answeredCondition(pipeline, input.applicationUuid, cause, answer);
}

/** What answering a condition with a phone number answers, and whether that answer resolved it. */
export type ConditionPhoneOutcome = ConditionAnswer & { resolvedNow: boolean };

/**
 * Answers MISSING_PHONE_NUMBER: the number is saved on the borrower's profile (`identityUuid`; the condition only
 * asked for it) and the condition resolved in one transaction, which also marks a keyed request's Idempotency-Key
 * applied with the answer (recordCreated): a retry after a crash after the commit answers from it, not 409.
 */
export async function answerWithPhoneNumber(
  db: Db,
  conditionUuid: string,
  identityUuid: string,
  phone: string,
): Promise<ConditionPhoneOutcome> {
  return db.transaction().execute(async (trx) => {
    await savePhoneNumber(trx, identityUuid, phone, nowIso());
    const resolvedNow = await resolveCondition(trx, conditionUuid);
    const row = await conditionRow(trx, conditionUuid);
    const answer = { condition: toCondition(row), resolvedNow };
    await recordCreated(trx, { ...answer });
    return answer;
  });
}

/**
 * The borrower's answer to MISSING_PHONE_NUMBER: the number as its last 10 digits, saved on the borrower's profile
 * (answerWithPhoneNumber), then the stage change that resolving it calls for (answeredCondition).
 */
export async function answerConditionPhone(
  db: Db,
  pipeline: PipelineAdvance,
  application: { uuid: string; borrower_uuid: string },
  condition: ConditionsTable,
  phoneNumber: string,
): Promise<ConditionAnswer> {
  const phone = phoneNumber.replace(/\D/g, '').slice(-10);
  const answer = await answerWithPhoneNumber(db, condition.uuid, application.borrower_uuid, phone);
  return answeredCondition(pipeline, application.uuid, 'borrower:condition', answer);
}

export async function resolveCondition(db: Db, conditionUuid: string): Promise<boolean> {
  return markResolved(db, conditionUuid, nowIso());
}

/**
 * The answer to a condition's answer (a document, a phone number), once saved (answerWithDocument,
 * answerWithPhoneNumber) or kept for a retry: the stage change a resolving answer calls for comes first, made again
 * by the retry of an attempt that may have died before it (a pipeline run is idempotent).
 */
export async function answeredCondition<A extends { resolvedNow: boolean }>(
  pipeline: PipelineAdvance,
  applicationUuid: string,
  cause: string,
  answer: A,
): Promise<Omit<A, 'resolvedNow'>> {
  const { resolvedNow, ...answered } = answer;
  if (resolvedNow) await pipeline.advance(applicationUuid, cause);
  return answered;
}
