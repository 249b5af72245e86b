// The pipeline's queries (Kysely only): the rows the engine loads for a run, a stage change with its
// `stage_history` row, the application's clock, the applications the restart looks at again, what the stage
// handlers read beyond the vendor orders (rescission orders, the co-owners' deed), and what the operator routes
// read. The transactions are the callers'.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { AddressesTable, ApplicationsTable, IdentitiesTable } from '../db/schema';

/** The application, its borrower and its property address (null when it has none), as a run starts from. */
export async function loadApplicationRows(
  db: Db,
  uuid: string,
): Promise<{ row: ApplicationsTable; borrower: IdentitiesTable; property: AddressesTable | null }> {
  const row = await db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  const borrower = await db
    .selectFrom('identities')
    .selectAll()
    .where('uuid', '=', row.borrower_uuid)
    .executeTakeFirstOrThrow();
  const property = row.property_uuid
    ? ((await db.selectFrom('addresses').selectAll().where('uuid', '=', row.property_uuid).executeTakeFirst()) ?? null)
    : null;
  return { row, borrower, property };
}

/**
 * Moves the application from `from` to `to`, only if it is still at `from`: the number of rows changed (1, or 0
 * when another run moved it first).
 */
export async function updateStageIfAt(
  trx: Db,
  change: { uuid: string; from: string; to: string; at: string },
): Promise<number> {
  const updated = await trx
    .updateTable('applications')
    .set({ stage: change.to, updated_at: change.at })
    .where('uuid', '=', change.uuid)
    .where('stage', '=', change.from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

export async function insertStageHistory(
  trx: Db,
  entry: { applicationUuid: string; at: string; from: string; to: string; cause: string },
): Promise<void> {
  await trx
    .insertInto('stage_history')
    .values({
      uuid: randomUUID(),
      application_uuid: entry.applicationUuid,
      at: entry.at,
      from_stage: entry.from,
      to_stage: entry.to,
      cause: entry.cause,
    })
    .execute();
}

/** Brings the application's clock offset up to `offsetMs` (never back). */
export async function raiseClockOffset(db: Db, uuid: string, offsetMs: number): Promise<void> {
  await db
    .updateTable('applications')
    .set({ clock_offset_ms: offsetMs })
    .where('uuid', '=', uuid)
    .where('clock_offset_ms', '<', offsetMs)
    .execute();
}

export async function applicationExists(db: Db, uuid: string): Promise<boolean> {
  const exists = await db.selectFrom('applications').select('uuid').where('uuid', '=', uuid).executeTakeFirst();
  return Boolean(exists);
}

/** Applications changed since `since` that are at none of `excluded` stages. */
export async function applicationsChangedSince(
  db: Db,
  since: string,
  excluded: readonly string[],
): Promise<{ uuid: string; stage: string }[]> {
  return db
    .selectFrom('applications')
    .select(['uuid', 'stage'])
    .where('updated_at', '>=', since)
    .where('stage', 'not in', [...excluded])
    .execute();
}

/** Every `rescission` order of the application (status and serialised detail), in no particular order. */
export async function rescissionOrders(db: Db, applicationUuid: string): Promise<{ status: string; detail: string }[]> {
  return db
    .selectFrom('vendor_orders')
    .select(['status', 'detail'])
    .where('application_uuid', '=', applicationUuid)
    .where('vendor', '=', 'rescission')
    .execute();
}

/** The application `uuid` of organisation `orgCode` (its uuid and stage), or undefined. */
export async function orgApplication(
  db: Db,
  uuid: string,
  orgCode: string,
): Promise<{ uuid: string; stage: string } | undefined> {
  return db
    .selectFrom('applications')
    .select(['uuid', 'stage'])
    .where('uuid', '=', uuid)
    .where('org_code', '=', orgCode)
    .executeTakeFirst();
}

/** The application's stage now, or undefined when there is no such application. */
export async function applicationStage(db: Db, uuid: string): Promise<string | undefined> {
  const row = await db.selectFrom('applications').select('stage').where('uuid', '=', uuid).executeTakeFirst();
  return row?.stage;
}
