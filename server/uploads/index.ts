// File uploads: multipart parsing with limits, content sniffing (magic numbers: the declared type and the
// file name are never trusted), and storage of the bytes in the `documents` table.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nextListPosition, updateStoredFields } from '../applications/repository';
import { nowIso, type Db } from '../db';
import { HttpError } from '../http';
import { documentKeysOf, openDocument, sealedColumns } from '../security/documentCrypto';
import { noteForReplay, recordCreated } from '../security/idempotency';
import { findDocument, insertDocument } from './repository';
import type { UploadedDocument } from '../../src/domain/contracts/wire/closing';

export type UploadKind = 'pdf' | 'png' | 'jpeg' | 'heic' | 'txt' | 'amr' | 'mp3' | 'mp4';

/** The largest file any route accepts; routes pass a smaller `maxBytes` where they want less. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const FILE_TYPE_NOT_ALLOWED = 'This file type is not allowed';

const MIME: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  heic: 'image/heic',
  txt: 'text/plain',
  amr: 'audio/amr',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
/** ISO base media brands of MP4 video and audio (chat attachments). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4A ',
  'dash',
  'MSNV',
]);

/** An MPEG audio frame header: 11 sync bits, a defined version and layer, and a usable bit rate. */
function isMpegAudioFrame(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1] & 0xe0) !== 0xe0) return false;
  const version = (bytes[1] >> 3) & 0x03;
  const layer = (bytes[1] >> 1) & 0x03;
  const bitrate = (bytes[2] >> 4) & 0x0f;
  return version !== 0x01 && layer !== 0x00 && bitrate !== 0x00 && bitrate !== 0x0f;
}

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

/** Plain text: valid UTF-8, no control characters but tabs and line breaks, and nothing a browser sniffs as HTML. */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return false;
  const head = text.slice(0, 512).trimStart().toLowerCase();
  return !/^<(!doctype|html|head|body|script|iframe|svg|\?xml)/.test(head);
}

/** What the bytes are, whatever the name says; null for anything we do not accept. */
export function sniffKind(bytes: Buffer): UploadKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // ISO base media: size(4) 'ftyp' brand(4)
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4) && HEIC_BRANDS.has(bytes.subarray(8, 12).toString('latin1'))) {
    return 'heic';
  }
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4) && MP4_BRANDS.has(bytes.subarray(8, 12).toString('latin1'))) {
    return 'mp4';
  }
  if (startsWith(bytes, [0x23, 0x21, 0x41, 0x4d, 0x52])) return 'amr'; // #!AMR
  if (startsWith(bytes, [0x49, 0x44, 0x33]) || isMpegAudioFrame(bytes)) return 'mp3'; // ID3 tag or a frame
  if (looksLikeText(bytes)) return 'txt';
  return null;
}

/**
 * Registers upload routes (readUpload) in a scope of their own that parses multipart bodies. @fastify/multipart
 * hooks every route of the scope it is registered in (a listener for a dropped connection and an async onResponse,
 * both to clean up the temporary files of its disk mode, which readUpload never uses): registered for the whole
 * app, they cost every request about 3 µs, a tenth of a polled GET application. Any other route answers a
 * multipart body 415.
 */
export function withUploads(app: FastifyInstance, routes: (uploads: FastifyInstance) => void): void {
  void app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
    });
    routes(uploads);
  });
}

export interface Upload {
  filename: string;
  mime: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

export interface ReadUploadOptions {
  allowed: readonly UploadKind[];
  maxBytes: number;
}

/** What a borrower's or co-owner's document upload takes (an ID, a paystub, a declarations page, a condition's file). */
export const DOCUMENT_UPLOAD: ReadUploadOptions = {
  allowed: ['pdf', 'png', 'jpeg', 'heic'],
  maxBytes: MAX_UPLOAD_BYTES,
};

function tooLarge(maxBytes: number): HttpError {
  const mb = maxBytes / (1024 * 1024);
  return new HttpError(413, `The file is too large: the limit is ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`);
}

/** Only the last path segment, without characters that cause trouble in headers or file systems. */
function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && !'"<>|:*?'.includes(c))
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'upload';
}

/** Reads the one file of a multipart request and its text fields; 400/413 with a clear message otherwise. */
export async function readUpload(request: FastifyRequest, options: ReadUploadOptions): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, 'Send the file as multipart/form-data');
  const maxBytes = Math.min(options.maxBytes, MAX_UPLOAD_BYTES);
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file ??= { filename: cleanFilename(part.filename), bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, 'Send one file at a time');
    }
    if (code === 'FST_FIELDS_LIMIT') throw new HttpError(413, 'Too many form fields');
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, 'The upload could not be read');
  }
  if (!file || file.bytes.length === 0) throw new HttpError(400, 'file: Required');
  if (file.bytes.length > maxBytes) throw tooLarge(maxBytes);
  const kind = sniffKind(file.bytes);
  if (!kind || !options.allowed.includes(kind)) throw new HttpError(400, FILE_TYPE_NOT_ALLOWED);
  return { filename: file.filename, mime: MIME[kind], bytes: file.bytes, fields };
}

export interface StoreDocumentInput {
  applicationUuid: string;
  type: string;
  filename: string;
  mime: string;
  bytes: Buffer;
  uploadedBy: string;
  conditionUuid?: string | null;
  /**
   * Listed on the application's `documents` (the default). A co-owner's files are kept with the application but
   * not listed: the borrower's screens and triggers read that list (server/signers).
   */
  listed?: boolean;
}

/**
 * Saves the bytes and, unless `listed` is false, places the document last in the application's list (its
 * `documents`), inside the caller's transaction `trx` (storeDocumentOnce). Sealed under `db`'s keys (a transaction
 * has none of its own).
 */
export async function storeDocumentIn(db: Db, trx: Db, input: StoreDocumentInput): Promise<UploadedDocument> {
  const uuid = randomUUID();
  const createdAt = nowIso();
  const stored: UploadedDocument = {
    uuid,
    type: input.type,
    filename: input.filename,
    mime: input.mime,
    size: input.bytes.length,
    createdAt,
  };
  let listPosition: number | null = null;
  if (input.listed !== false) {
    // An upload's answer names the document: kept with the key's mark, which the listing commits (issue 19).
    noteForReplay('document', stored);
    // Placed in the list before the insert: the application's row lock comes first, as for every other writer
    // (PostgreSQL: the insert's foreign key would share-lock the row, and two uploads upgrading that lock would
    // deadlock).
    listPosition = await nextListPosition(trx, input.applicationUuid);
  }
  await insertDocument(trx, {
    uuid,
    application_uuid: input.applicationUuid,
    type: input.type,
    filename: input.filename,
    mime: input.mime,
    size: input.bytes.length,
    // Encrypted at rest under its own data key (server/security/documentCrypto.ts).
    ...sealedColumns(db, input.bytes, uuid),
    uploaded_by: input.uploadedBy,
    condition_uuid: input.conditionUuid ?? null,
    created_at: createdAt,
    list_position: listPosition,
  });
  return stored;
}

/**
 * Stores a document with what it answers for (`alongside`: a vendor's verdict kept as an order, a condition's count,
 * a co-owner's pending identity) in one transaction, which also marks a keyed request's Idempotency-Key applied with
 * the document and what `alongside` returns (recordCreated). No transaction may span a vendor's call, so a route
 * asks the vendor first and saves its answer here: the retry of an attempt that died after this commit answers from
 * it (storing no second copy, not asking the vendor again); one that died before saved nothing and runs again.
 */
export async function storeDocumentOnce<T extends Record<string, unknown>>(
  db: Db,
  input: StoreDocumentInput,
  alongside: (trx: Db, document: UploadedDocument) => Promise<T>,
): Promise<{ document: UploadedDocument } & T> {
  return db.transaction().execute(async (trx) => {
    const document = await storeDocumentIn(db, trx, input);
    const saved = { document, ...(await alongside(trx, document)) };
    await recordCreated(trx, saved);
    return saved;
  });
}

/** Removes a document from the application's list (e.g. an ID the verifier could not read); the bytes stay for audit. */
export async function unlistDocument(db: Db, applicationUuid: string, documentUuid: string): Promise<void> {
  await updateStoredFields(db, applicationUuid, (current) => ({
    ...current,
    documents: current.documents.filter((d) => d.uuid !== documentUuid),
  }));
}

export async function readDocument(
  db: Db,
  applicationUuid: string,
  documentUuid: string,
): Promise<{ filename: string; mime: string; bytes: Buffer; uploadedBy: string | null } | null> {
  const row = await findDocument(db, applicationUuid, documentUuid);
  if (!row) return null;
  return {
    filename: row.filename,
    mime: row.mime,
    bytes: openDocument(row, documentKeysOf(db)),
    uploadedBy: row.uploaded_by,
  };
}
