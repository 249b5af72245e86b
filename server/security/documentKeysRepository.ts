// The sealed files' key columns (server/security/documentCrypto.ts): the rows of every table whose files are
// sealed with their own data key, read and re-written by key rotation.
import type { Db } from '../db';

/** Every table whose files are sealed this way. */
export type SealedTable = 'documents' | 'chat_attachments' | 'given_disclosures';

/** Up to `batch` rows of `table` not on the key `currentKeyId` (their key columns only). */
export async function findRowsNotUnderKey(
  db: Db,
  table: SealedTable,
  currentKeyId: string,
  batch: number,
): Promise<{ uuid: string; wrapped_key: string | null; key_id: string | null }[]> {
  return db
    .selectFrom(table)
    .select(['uuid', 'wrapped_key', 'key_id'])
    .where((eb) => eb.or([eb('key_id', 'is', null), eb('key_id', '!=', currentKeyId)]))
    .limit(batch)
    .execute();
}

/** The stored bytes of one row; throws when there is none. */
export async function readSealedContent(
  db: Db,
  table: SealedTable,
  uuid: string,
): Promise<{ content: Buffer | Uint8Array }> {
  return db.selectFrom(table).select('content').where('uuid', '=', uuid).executeTakeFirstOrThrow();
}

/** Replaces a row stored in the clear (no wrapped key yet) with its sealed bytes and key. */
export async function storeSealedContent(
  db: Db,
  table: SealedTable,
  uuid: string,
  sealed: { content: Buffer; wrapped_key: string; key_id: string },
): Promise<void> {
  await db.updateTable(table).set(sealed).where('uuid', '=', uuid).where('wrapped_key', 'is', null).execute();
}

/** Replaces a row's wrapped data key, if it is still wrapped by the key `fromKeyId` as read. */
export async function storeRewrappedKey(
  db: Db,
  table: SealedTable,
  uuid: string,
  fromKeyId: string | null,
  rewrapped: { wrapped_key: string; key_id: string },
): Promise<void> {
  await db.updateTable(table).set(rewrapped).where('uuid', '=', uuid).where('key_id', '=', fromKeyId).execute();
}
