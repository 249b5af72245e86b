// The `auth_sessions` table (server/security/sessions.ts): one row per signed-in session, its end as its latest
// token's expiry, and its revocation at logout.
import { nowIso, type Db } from '../db';
import type { AuthSessionsTable } from '../db/schema';

/** Deletes the identity's sessions that ended before `endedBefore` (ISO). */
export async function deleteEndedSessions(db: Db, identityUuid: string, endedBefore: string): Promise<void> {
  await db
    .deleteFrom('auth_sessions')
    .where('identity_uuid', '=', identityUuid)
    .where('expires_at', '<', endedBefore)
    .execute();
}

export async function insertSession(db: Db, session: AuthSessionsTable): Promise<void> {
  await db.insertInto('auth_sessions').values(session).execute();
}

/** When the session began; undefined when there is none. */
export async function findSessionStart(db: Db, sid: string): Promise<{ created_at: string } | undefined> {
  return db.selectFrom('auth_sessions').select('created_at').where('uuid', '=', sid).executeTakeFirst();
}

/** Moves the end of a session not revoked to `expiresAt` (ISO). */
export async function setSessionExpiry(db: Db, sid: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ expires_at: expiresAt })
    .where('uuid', '=', sid)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function findSession(
  db: Db,
  sid: string,
): Promise<
  Pick<AuthSessionsTable, 'identity_uuid' | 'org_code' | 'expires_at' | 'revoked_at' | 'created_at'> | undefined
> {
  return db
    .selectFrom('auth_sessions')
    .select(['identity_uuid', 'org_code', 'expires_at', 'revoked_at', 'created_at'])
    .where('uuid', '=', sid)
    .executeTakeFirst();
}

/** Marks the session revoked, unless it already is. */
export async function markSessionRevoked(db: Db, sid: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: nowIso() })
    .where('uuid', '=', sid)
    .where('revoked_at', 'is', null)
    .execute();
}
