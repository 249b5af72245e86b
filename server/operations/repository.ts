// The operations' own statements: the database check behind `/readyz` (server/operations/health.ts) and the
// scheduled purge's deletes (server/operations/purge.ts).
import { sql } from 'kysely';
import type { Db } from '../db';

/** The cheapest statement the database must answer. */
export function pingDatabase(db: Db): Promise<unknown> {
  return sql`select 1`.execute(db);
}

/**
 * Deletes the Idempotency-Keys made before `createdBefore`, and those made from the request itself (`auto:`)
 * before `autoCreatedBefore` (both ISO); returns how many went.
 */
export async function deleteIdempotencyKeysBefore(
  db: Db,
  { createdBefore, autoCreatedBefore }: { createdBefore: string; autoCreatedBefore: string },
): Promise<number> {
  const keys = await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', createdBefore),
        eb.and([eb('idem_key', 'like', 'auto:%'), eb('created_at', '<', autoCreatedBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(keys.numDeletedRows);
}

/** Deletes the outbox's messages written before `createdBefore` (ISO); returns how many went. */
export async function deleteOutboxMessagesBefore(db: Db, createdBefore: string): Promise<number> {
  const outbox = await db.deleteFrom('outbox_messages').where('created_at', '<', createdBefore).executeTakeFirst();
  return Number(outbox.numDeletedRows);
}
