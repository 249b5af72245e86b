// Condition queries: a condition's insert, the open ones of an application (the borrower's or its co-owners'), one
// condition, the count of its documents and its resolution, and the phone number a MISSING_PHONE_NUMBER answer saves.
import type { Db } from '../db';
import type { ConditionsTable } from '../db/schema';

export async function insertCondition(db: Db, row: ConditionsTable): Promise<void> {
  await db.insertInto('conditions').values(row).execute();
}

/** The borrower's unresolved conditions of the given categories, oldest first. */
export function selectOpenConditions(
  db: Db,
  applicationUuid: string,
  categories: readonly string[],
): Promise<ConditionsTable[]> {
  return db
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('signer_uuid', 'is', null)
    .where('resolved_at', 'is', null)
    .where('category', 'in', [...categories])
    .orderBy('created_at', 'asc')
    .orderBy('uuid', 'asc')
    .execute();
}

/** Unresolved conditions of the given categories asked of one co-owner (`signerUuid`) or of any, oldest first. */
export function selectOpenSignerConditions(
  db: Db,
  applicationUuid: string,
  categories: readonly string[],
  signerUuid?: string,
): Promise<ConditionsTable[]> {
  let query = db
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('signer_uuid', 'is not', null)
    .where('resolved_at', 'is', null)
    .where('category', 'in', [...categories]);
  if (signerUuid) query = query.where('signer_uuid', '=', signerUuid);
  return query.orderBy('created_at', 'asc').orderBy('uuid', 'asc').execute();
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

export function conditionRow(db: Db, conditionUuid: string): Promise<ConditionsTable> {
  return db.selectFrom('conditions').selectAll().where('uuid', '=', conditionUuid).executeTakeFirstOrThrow();
}

export async function countDocumentReceived(trx: Db, conditionUuid: string): Promise<void> {
  await trx
    .updateTable('conditions')
    .set((eb) => ({ docs_received: eb('docs_received', '+', 1) }))
    .where('uuid', '=', conditionUuid)
    .execute();
}

/** Resolves the condition at `at` if it is still open; whether this update resolved it. */
export async function markResolved(db: Db, conditionUuid: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('conditions')
    .set({ resolved_at: at })
    .where('uuid', '=', conditionUuid)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function savePhoneNumber(trx: Db, identityUuid: string, phone: string, at: string): Promise<void> {
  await trx.updateTable('identities').set({ phone, updated_at: at }).where('uuid', '=', identityUuid).execute();
}
