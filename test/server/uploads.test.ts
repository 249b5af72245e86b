// Uploads: content sniffing (the name and declared type are never trusted), limits, and storage of the
// bytes in the documents table on both dialects.
import { randomUUID } from 'node:crypto';
import { readDocument, sniffKind, storeDocumentOnce } from '../../server/uploads';
import {
  application,
  atIncomeVerification,
  type Borrower,
  call,
  linkDisbursement,
  linkIncome,
  multipart,
  ok,
  pdfBytes,
  PNG_BYTES,
  upload,
} from './closingDriver';
import { BASE } from './closingDriver';
import { bearer, dialects, makeTestApp, type TestApp } from './helpers';

const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const HEIC_BYTES = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(12)]);
/** The start of a Windows executable (MZ header, PE stub). */
const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(58)]);
const ELF_BYTES = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(20)]);
const HTML_BYTES = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

describe('sniffKind', () => {
  it.each([
    ['png', PNG_BYTES, 'png'],
    ['jpeg', JPEG_BYTES, 'jpeg'],
    ['heic', HEIC_BYTES, 'heic'],
    ['plain text', Buffer.from('Employer: Acme\nGross pay: 4,000.00\n'), 'txt'],
    ['an executable', EXE_BYTES, null],
    ['an ELF binary', ELF_BYTES, null],
    ['HTML', HTML_BYTES, null],
    ['HTML after blank lines', Buffer.from('\n\n  <html><body>hi</body></html>'), null],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), null],
    ['invalid UTF-8', Buffer.from([0xc3, 0x28, 0x41]), null],
    ['empty', Buffer.alloc(0), null],
  ])('%s', (_name, bytes, expected) => {
    expect(sniffKind(bytes)).toBe(expected);
  });

  it('recognises a real PDF', async () => {
    expect(sniffKind(await pdfBytes())).toBe('pdf');
  });
});

describe.each(dialects)('uploads (%s)', (dialect) => {
  let t: TestApp;
  let b: Borrower;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    b = await atIncomeVerification(t.app);
    await linkIncome(b);
    await linkDisbursement(b);
    ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const idUpload = (filename: string, content: Buffer, contentType = 'image/png') =>
    upload(b, 'identity/document', { idType: 'PASSPORT_FRONT' }, { filename, content, contentType });

  it('refuses an executable renamed to .png, whatever type it declares', async () => {
    const res = await idUpload('passport.png', EXE_BYTES, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['This file type is not allowed'], message: 'This file type is not allowed' });
  });

  it('refuses HTML renamed to .pdf', async () => {
    const res = await idUpload('passport.pdf', HTML_BYTES, 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This file type is not allowed');
  });

  it('refuses a kind the route does not allow (text for an ID)', async () => {
    const res = await idUpload('passport.txt', Buffer.from('not an image'), 'text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This file type is not allowed');
  });

  it('answers 413 with the limit for a file over it', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await idUpload('passport.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large: the limit is 10 MB');
  });

  it('answers 400 when no file is sent, or the body is not multipart', async () => {
    const noFile = await upload(b, 'identity/document', { idType: 'PASSPORT_FRONT' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('file: Required');
    const json = await call(b, 'POST', 'identity/document', { idType: 'PASSPORT_FRONT' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the file as multipart/form-data');
  });

  it('parses multipart bodies on upload routes only: elsewhere a clear 415', async () => {
    const body = multipart({ choice: 'SAME' }, { filename: 'a.png', content: PNG_BYTES });
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${b.applicationUuid}/bank/autopay`,
      headers: { ...bearer(b.jwt), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Unsupported Media Type/);
  });

  it('answers 413 for two files in one request', async () => {
    const first = multipart({ idType: 'PASSPORT_FRONT' }, { filename: 'a.png', content: PNG_BYTES });
    const second = multipart({}, { filename: 'b.png', content: PNG_BYTES });
    // Splice the second file part into the first body under the same boundary.
    const boundary = /boundary=(.+)$/.exec(first.headers['content-type'])![1];
    const secondBoundary = /boundary=(.+)$/.exec(second.headers['content-type'])![1];
    const secondPart = second.payload
      .toString('latin1')
      .replace(`--${secondBoundary}--\r\n`, '')
      .replaceAll(secondBoundary, boundary);
    const body = Buffer.concat([
      Buffer.from(first.payload.toString('latin1').replace(`--${boundary}--\r\n`, ''), 'latin1'),
      Buffer.from(secondPart, 'latin1'),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${b.applicationUuid}/identity/document`,
      headers: { ...bearer(b.jwt), ...first.headers },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Send one file at a time');
  });

  it('stores a real PNG (sniffed type, cleaned name) and lists it on the application', async () => {
    const res = await idUpload('../../etc/passport<1>.png', PNG_BYTES, 'application/octet-stream');
    const body = ok<{ document: { uuid: string; type: string; filename: string; mime: string; size: number } }>(res);
    expect(body.document).toEqual(
      expect.objectContaining({
        type: 'PASSPORT_FRONT',
        filename: 'passport1.png',
        mime: 'image/png',
        size: PNG_BYTES.length,
      }),
    );
    const app = await application(b);
    expect(app.documents).toEqual(expect.arrayContaining([{ uuid: body.document.uuid, type: 'PASSPORT_FRONT' }]));
    const stored = await readDocument(t.app.db, b.applicationUuid, body.document.uuid);
    expect(stored?.bytes.equals(PNG_BYTES)).toBe(true);
  });

  it('storeDocumentOnce keeps a real PDF byte for byte (encrypted) and ties it to a condition', async () => {
    const bytes = await pdfBytes('Bank statement');
    const conditionUuid = randomUUID();
    const { document: doc } = await storeDocumentOnce(
      t.app.db,
      {
        applicationUuid: b.applicationUuid,
        type: 'GENERIC_DOCUMENT',
        filename: 'statement.pdf',
        mime: 'application/pdf',
        bytes,
        uploadedBy: b.identityUuid,
        conditionUuid,
      },
      async () => ({}),
    );
    expect(doc).toEqual(
      expect.objectContaining({ type: 'GENERIC_DOCUMENT', filename: 'statement.pdf', size: bytes.length }),
    );
    const row = await t.app.db
      .selectFrom('documents')
      .selectAll()
      .where('uuid', '=', doc.uuid)
      .executeTakeFirstOrThrow();
    expect(row.condition_uuid).toBe(conditionUuid);
    // Encrypted at rest (server/security/documentCrypto.ts): the row holds no plain byte of it; reading decrypts.
    expect(Buffer.from(row.content).includes(bytes.subarray(0, 64))).toBe(false);
    expect(row.wrapped_key).toEqual(expect.any(String));
    expect((await readDocument(t.app.db, b.applicationUuid, doc.uuid))?.bytes.equals(bytes)).toBe(true);
    // Another application's uuid reads nothing.
    expect(await readDocument(t.app.db, randomUUID(), doc.uuid)).toBeNull();
  });
});
