// The borrower nonces' storage (Kysely only): short-lived proofs that tie a chat to a signed-in borrower.
import type { Db } from '../db';
import type { ChatNoncesTable } from '../db/schema';

/** Drops the borrower's nonces that expired by `now` (ISO). */
export async function deleteExpiredNonces(db: Db, identityUuid: string, now: string): Promise<void> {
  await db.deleteFrom('chat_nonces').where('identity_uuid', '=', identityUuid).where('expires_at', '<=', now).execute();
}

export async function insertNonce(db: Db, row: ChatNoncesTable): Promise<void> {
  await db.insertInto('chat_nonces').values(row).execute();
}

/** A nonce of the organisation: whose it is and until when. */
export async function findNonce(
  db: Db,
  nonce: string,
  orgCode: string,
): Promise<{ identity_uuid: string; expires_at: string } | undefined> {
  return db
    .selectFrom('chat_nonces')
    .select(['identity_uuid', 'expires_at'])
    .where('nonce', '=', nonce)
    .where('org_code', '=', orgCode)
    .executeTakeFirst();
}

/** The session a nonce was issued to, or null. */
export async function nonceSession(db: Db, nonce: string): Promise<string | null> {
  const row = await db.selectFrom('chat_nonces').select('session_uuid').where('nonce', '=', nonce).executeTakeFirst();
  return row?.session_uuid ?? null;
}

/**
 * Deletes the nonce if it is the borrower's, of the organisation and live at `now` (ISO); true when this call
 * deleted it. Of two refreshes of one nonce at once only one deletes it (the other waits on the row, then finds
 * nothing), so only one issues its successor.
 */
export async function takeLiveNonce(
  db: Db,
  nonce: string,
  owner: { identityUuid: string; orgCode: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('chat_nonces')
    .where('nonce', '=', nonce)
    .where('identity_uuid', '=', owner.identityUuid)
    .where('org_code', '=', owner.orgCode)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
