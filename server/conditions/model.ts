// Conditions on an application (shared-surfaces section 3): created by the pipeline or an underwriter,
// answered by the borrower with documents or a phone number.
import { randomUUID } from 'node:crypto';
import { nowIso, type Db } from '../db';
import type { ConditionsTable } from '../db/schema';
import type { Condition } from '../../src/domain/types';
import { recordCreated } from '../security/idempotency';
import { storeDocumentIn, type StoredDocument, type StoreDocumentInput } from '../uploads';

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

export type { Condition };

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
  await db.insertInto('conditions').values(row).execute();
  return toCondition(row);
}

/**
 * Unresolved conditions of known categories, oldest first (the order the borrower answers them in). The
 * borrower's only: a co-owner's requests are theirs to answer (openSignerConditions).
 */
export async function openConditions(db: Db, applicationUuid: string): Promise<Condition[]> {
  const rows = await db
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('signer_uuid', 'is', null)
    .where('resolved_at', 'is', null)
    .where('category', 'in', [...CONDITION_CATEGORIES])
    .orderBy('created_at', 'asc')
    .orderBy('uuid', 'asc')
    .execute();
  return rows.map(toCondition);
}

/**
 * Open conditions asked of co-owners, oldest first: of one co-owner (`signerUuid`), or of any co-owner of the
 * application when it is omitted.
 */
export async function openSignerConditions(db: Db, applicationUuid: string, signerUuid?: string): Promise<Condition[]> {
  let query = db
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('signer_uuid', 'is not', null)
    .where('resolved_at', 'is', null)
    .where('category', 'in', [...CONDITION_CATEGORIES]);
  if (signerUuid) query = query.where('signer_uuid', '=', signerUuid);
  const rows = await query.orderBy('created_at', 'asc').orderBy('uuid', 'asc').execute();
  return rows.map(toCondition);
}

/** One condition of the application: the borrower's, or (with `signerUuid`) that co-owner's. */
export async function findCondition(
  db: Db,
  applicationUuid: string,
  conditionUuid: string,
  signerUuid: string | null = null,
): Promise<ConditionsTable | undefined> {
  const query = db
    .selectFrom('conditions')
    .selectAll()
    .where('uuid', '=', conditionUuid.toLowerCase())
    .where('application_uuid', '=', applicationUuid);
  const whose =
    signerUuid === null ? query.where('signer_uuid', 'is', null) : query.where('signer_uuid', '=', signerUuid);
  return whose.executeTakeFirst();
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
  await trx
    .updateTable('conditions')
    .set((eb) => ({ docs_received: eb('docs_received', '+', 1) }))
    .where('uuid', '=', conditionUuid)
    .execute();
  const row = await trx
    .selectFrom('conditions')
    .selectAll()
    .where('uuid', '=', conditionUuid)
    .executeTakeFirstOrThrow();
  if (row.resolved_at === null && row.docs_received >= row.num_docs_required) {
    const at = nowIso();
    // Only the update that finds it still open resolves it, so two racing uploads resolve it once.
    const result = await trx
      .updateTable('conditions')
      .set({ resolved_at: at })
      .where('uuid', '=', conditionUuid)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    const resolvedNow = Number(result.numUpdatedRows) > 0;
    return { row: { ...row, resolved_at: resolvedNow ? at : row.resolved_at }, resolvedNow };
  }
  return { row, resolvedNow: false };
}

/** What answering a condition with a document answers, and whether that document resolved it. */
export interface ConditionDocumentAnswer {
  condition: Condition;
  document: StoredDocument;
  resolvedNow: boolean;
}

/**
 * Answers a condition with a document: the document is stored (sealed, listed unless `listed` is false) and
 * counted in one transaction, which also marks a keyed request's Idempotency-Key applied with the answer
 * (recordCreated), so a retry after a crash after the commit answers from it and stores nothing twice (issue 26).
 */
export async function answerWithDocument(
  db: Db,
  conditionUuid: string,
  input: Omit<StoreDocumentInput, 'conditionUuid'>,
): Promise<ConditionDocumentAnswer> {
  return db.transaction().execute(async (trx) => {
    const document = await storeDocumentIn(db, trx, { ...input, conditionUuid });
    const { row, resolvedNow } = await countConditionDocument(trx, conditionUuid);
    const answer = { condition: toCondition(row), document, resolvedNow };
    await recordCreated(trx, { ...answer });
    return answer;
  });
}

/** What answering a condition with a phone number answers, and whether that answer resolved it. */
export interface ConditionPhoneAnswer {
  condition: Condition;
  resolvedNow: boolean;
}

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
): Promise<ConditionPhoneAnswer> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('identities').set({ phone, updated_at: nowIso() }).where('uuid', '=', identityUuid).execute();
    const resolvedNow = await resolveCondition(trx, conditionUuid);
    const row = await trx
      .selectFrom('conditions')
      .selectAll()
      .where('uuid', '=', conditionUuid)
      .executeTakeFirstOrThrow();
    const answer = { condition: toCondition(row), resolvedNow };
    await recordCreated(trx, { ...answer });
    return answer;
  });
}

export async function resolveCondition(db: Db, conditionUuid: string): Promise<boolean> {
  const result = await db
    .updateTable('conditions')
    .set({ resolved_at: nowIso() })
    .where('uuid', '=', conditionUuid)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
