// Uploaded documents encrypted at rest with envelope encryption (issue 20): each document gets its own random
// AES-256-GCM data key; the bytes are sealed with it (the document's uuid as additional data, so sealed bytes
// cannot be moved to another row), and the data key is stored wrapped by DATA_ENCRYPTION_KEY
// (server/security/crypto.ts, as SSNs are). Rotation: start the server with the new key as
// DATA_ENCRYPTION_KEY and the old one in DATA_ENCRYPTION_KEY_PREVIOUS; documents wrapped by the old key are
// still read, and `npm run rotate-keys` re-wraps every data key under the new one (the bytes stay as they are).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { decrypt, encrypt } from './crypto';
import {
  findRowsNotUnderKey,
  readSealedContent,
  storeRewrappedKey,
  storeSealedContent,
  type SealedTable,
} from './documentKeysRepository';

export interface DocumentKeys {
  /** 64 hex characters: wraps every new data key. */
  current: string;
  /** Keys that wrapped older documents (rotation). */
  previous: string[];
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A fingerprint of a master key, stored beside each wrapped key: never the key itself. */
export function keyId(hexKey: string): string {
  return createHash('sha256').update(Buffer.from(hexKey, 'hex')).digest('hex').slice(0, 16);
}

const keysByDb = new WeakMap<Db, DocumentKeys>();

/** buildApp registers the app's keys with its database handle (each app in a process has its own). */
export function registerDocumentKeys(db: Db, keys: DocumentKeys): void {
  keysByDb.set(db, keys);
}

export function documentKeysOf(db: Db): DocumentKeys {
  const keys = keysByDb.get(db);
  // Never store a document in the clear because a caller forgot the keys.
  if (!keys) throw new Error('Document encryption keys are not configured for this database');
  return keys;
}

export interface SealedDocument {
  content: Buffer;
  wrappedKey: string;
  keyId: string;
}

export function sealDocument(bytes: Buffer, documentUuid: string, masterKey: string): SealedDocument {
  const dataKey = randomBytes(32);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(Buffer.from(documentUuid));
  const data = Buffer.concat([cipher.update(bytes), cipher.final()]);
  const content = Buffer.concat([iv, cipher.getAuthTag(), data]);
  const wrappedKey = encrypt(dataKey.toString('hex'), masterKey);
  dataKey.fill(0);
  return { content, wrappedKey, keyId: keyId(masterKey) };
}

/** The columns of a sealed file (documents, chat attachments), under the database's current key. */
export function sealedColumns(
  db: Db,
  bytes: Buffer,
  uuid: string,
): { content: Buffer; wrapped_key: string; key_id: string } {
  const sealed = sealDocument(bytes, uuid, documentKeysOf(db).current);
  return { content: sealed.content, wrapped_key: sealed.wrappedKey, key_id: sealed.keyId };
}

interface StoredRow {
  uuid: string;
  content: Buffer | Uint8Array;
  wrapped_key: string | null;
  key_id: string | null;
}

function masterFor(row: StoredRow, keys: DocumentKeys): string {
  const match = [keys.current, ...keys.previous].find((k) => keyId(k) === row.key_id);
  if (!match) throw new Error(`No key for document ${row.uuid} (key ${row.key_id ?? 'unknown'})`);
  return match;
}

function unwrap(row: StoredRow, keys: DocumentKeys): Buffer {
  return Buffer.from(decrypt(row.wrapped_key!, masterFor(row, keys)), 'hex');
}

/** The document's bytes; throws if they were tampered with. A row stored before encryption is read as it is. */
export function openDocument(row: StoredRow, keys: DocumentKeys): Buffer {
  const content = Buffer.from(row.content);
  if (row.wrapped_key === null) return content;
  const dataKey = unwrap(row, keys);
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, content.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(row.uuid));
    decipher.setAuthTag(content.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(content.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } finally {
    dataKey.fill(0);
  }
}

export interface RotationResult {
  /** Data keys re-wrapped under the current key. */
  rewrapped: number;
  /** Documents stored before encryption, now encrypted. */
  encrypted: number;
}

/**
 * Re-wraps every data key not wrapped by the current key (and encrypts any document stored in the clear before
 * encryption existed). Safe to run again, and while the server runs: each row changes in one update, and a
 * row already on the current key is left alone.
 */
export async function rotateDocumentKeys(db: Db, keys: DocumentKeys, batch = 100): Promise<RotationResult> {
  const result: RotationResult = { rewrapped: 0, encrypted: 0 };
  for (const table of SEALED_TABLES) await rotateTable(db, table, keys, batch, result);
  return result;
}

/** Every table whose files are sealed this way. */
const SEALED_TABLES: readonly SealedTable[] = ['documents', 'chat_attachments', 'given_disclosures'];

async function rotateTable(
  db: Db,
  table: SealedTable,
  keys: DocumentKeys,
  batch: number,
  result: RotationResult,
): Promise<void> {
  const current = keyId(keys.current);
  for (;;) {
    const rows = await findRowsNotUnderKey(db, table, current, batch);
    if (rows.length === 0) return;
    for (const row of rows) {
      if (row.wrapped_key === null) {
        const plain = await readSealedContent(db, table, row.uuid);
        const sealed = sealDocument(Buffer.from(plain.content), row.uuid, keys.current);
        await storeSealedContent(db, table, row.uuid, {
          content: sealed.content,
          wrapped_key: sealed.wrappedKey,
          key_id: sealed.keyId,
        });
        result.encrypted += 1;
      } else {
        const dataKey = unwrap({ ...row, content: Buffer.alloc(0) }, keys);
        await storeRewrappedKey(db, table, row.uuid, row.key_id, {
          wrapped_key: encrypt(dataKey.toString('hex'), keys.current),
          key_id: current,
        });
        dataKey.fill(0);
        result.rewrapped += 1;
      }
    }
  }
}
