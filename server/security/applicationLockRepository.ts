// The `application_locks` table (server/security/applicationLock.ts): one row per leased application, naming its
// holder and when the lease lapses unless renewed.
import { isUniqueViolation, type Db } from '../db';

/** At start on SQLite: the only process that could hold a lease is this one, so any left are a dead one's. */
export async function clearStaleLeases(db: Db): Promise<void> {
  await db.deleteFrom('application_locks').execute();
}

/** Moves the holder's lease on to `expiresAt` (ISO). */
export async function renewLease(db: Db, uuid: string, holder: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('application_locks')
    .set({ expires_at: expiresAt })
    .where('application_uuid', '=', uuid)
    .where('holder', '=', holder)
    .execute();
}

/** Deletes the application's lease when it lapsed before `now` (ISO). */
export async function deleteLapsedLease(db: Db, uuid: string, now: string): Promise<void> {
  await db.deleteFrom('application_locks').where('application_uuid', '=', uuid).where('expires_at', '<', now).execute();
}

const isKeyClash = (err: unknown) =>
  isUniqueViolation(err) || (err as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';

/** Takes the application's lease until `expiresAt` (ISO): false when another holder has it. */
export async function insertLease(db: Db, uuid: string, holder: string, expiresAt: string): Promise<boolean> {
  try {
    await db
      .insertInto('application_locks')
      .values({ application_uuid: uuid, holder, expires_at: expiresAt })
      .execute();
    return true;
  } catch (err) {
    if (!isKeyClash(err)) throw err;
    return false;
  }
}

/** Gives back the holder's lease. */
export async function deleteLease(db: Db, uuid: string, holder: string): Promise<void> {
  await db.deleteFrom('application_locks').where('application_uuid', '=', uuid).where('holder', '=', holder).execute();
}
