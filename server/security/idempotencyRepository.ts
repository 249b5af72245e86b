// The `idempotency_keys` table (server/security/idempotency.ts): a request's claim on an Idempotency-Key, its
// lease while it runs, the mark that its step was applied, and the answer kept for replays.
import type { Selectable } from 'kysely';
import { isUniqueViolation, nowIso, type Db } from '../db';
import type { IdempotencyKeysTable } from '../db/schema';

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;

/** Marks an unanswered key applied (in the caller's transaction `trx`), with what its replay needs (JSON). */
export async function markKeyApplied(trx: Db, identityUuid: string, key: string, detailJson: string): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ applied_at: nowIso(), applied_detail: detailJson })
    .where('identity_uuid', '=', identityUuid)
    .where('idem_key', '=', key)
    .where('status_code', 'is', null)
    .execute();
}

/**
 * At start on SQLite (one process): a key claimed but never answered was claimed by a process that died mid-
 * request; it is marked as no longer running, so the client's retry with the same key takes it over at once
 * instead of waiting for a dead run, knowing that the first attempt may have saved its step.
 */
export async function releaseDeadClaims(db: Db): Promise<void> {
  await db.updateTable('idempotency_keys').set({ alive_at: null }).where('status_code', 'is', null).execute();
}

/** Renews the lease of a claim whose request still runs. */
export async function renewKeyClaim(db: Db, identityUuid: string, key: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ alive_at: nowIso() })
    .where('identity_uuid', '=', identityUuid)
    .where('idem_key', '=', key)
    .where('status_code', 'is', null)
    .execute();
}

/** Claims the key for a new request: false when it is already taken. */
export async function insertKeyClaim(db: Db, identityUuid: string, key: string, requestHash: string): Promise<boolean> {
  try {
    await db
      .insertInto('idempotency_keys')
      .values({
        identity_uuid: identityUuid,
        idem_key: key,
        request_hash: requestHash,
        status_code: null,
        response_body: null,
        content_type: null,
        created_at: nowIso(),
        completed_at: null,
        alive_at: nowIso(),
      })
      .execute();
    return true;
  } catch (err) {
    // The key is the primary key: SQLite reports that apart from other unique indexes.
    const code = (err as { code?: string } | null)?.code;
    if (isUniqueViolation(err) || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return false;
    throw err;
  }
}

/** Deletes the key when it was made before `expiredBefore` (ISO). */
export async function deleteExpiredKey(
  db: Db,
  identityUuid: string,
  key: string,
  expiredBefore: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('identity_uuid', '=', identityUuid)
    .where('idem_key', '=', key)
    .where('created_at', '<', expiredBefore)
    .execute();
}

export async function findKey(db: Db, identityUuid: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('identity_uuid', '=', identityUuid)
    .where('idem_key', '=', key)
    .executeTakeFirst();
}

/**
 * Takes over an unanswered claim whose lease is still as read (`aliveAt`): true when this update moved it, false
 * when another request took it first.
 */
export async function takeOverClaim(
  db: Db,
  identityUuid: string,
  key: string,
  aliveAt: string | null,
): Promise<boolean> {
  const taken = await db
    .updateTable('idempotency_keys')
    .set({ alive_at: nowIso() })
    .where('identity_uuid', '=', identityUuid)
    .where('idem_key', '=', key)
    .where('status_code', 'is', null)
    .where('alive_at', aliveAt === null ? 'is' : '=', aliveAt)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Deletes the key unless it was marked applied. */
export async function deleteUnappliedKey(db: Db, identityUuid: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('identity_uuid', '=', identityUuid)
    .where('idem_key', '=', key)
    .where('applied_at', 'is', null)
    .execute();
}

/** An unanswered claim no longer running (alive_at null): the next retry takes it over. */
export async function releaseKeyClaim(db: Db, identityUuid: string, key: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ alive_at: null })
    .where('identity_uuid', '=', identityUuid)
    .where('idem_key', '=', key)
    .where('status_code', 'is', null)
    .execute();
}

/** Keeps the answer to replay for the key. */
export async function storeKeyAnswer(
  db: Db,
  identityUuid: string,
  key: string,
  answer: { statusCode: number; responseBody: string; contentType: string | null },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      status_code: answer.statusCode,
      response_body: answer.responseBody,
      content_type: answer.contentType,
      completed_at: nowIso(),
    })
    .where('identity_uuid', '=', identityUuid)
    .where('idem_key', '=', key)
    .execute();
}
