// Uploaded documents encrypted at rest (issue 20): a PNG and a PDF carrying a known marker are uploaded through
// the routes (and a chat attachment); neither the SQLite file (with its -wal) nor a PostgreSQL dump holds the marker, in plain bytes or
// as the dump's hex; the uploader reads them back byte for byte and nobody else can. Key rotation: a new key
// reads documents wrapped by the old one, and rotation re-wraps them so the old key is no longer needed.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { buildApp } from '../../server/app';
import { keyId, openDocument, rotateDocumentKeys, sealDocument } from '../../server/security/documentCrypto';
import { readDocument } from '../../server/uploads';
import { ATTACH_URL, multipart as chatMultipart, startChat } from './chatHelpers';
import { multipart, PNG_BYTES } from './closingDriver';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import { APP_BASE } from './journeyHelpers';

const MARKER = `AT-REST-MARKER-${randomBytes(6).toString('hex')}`;
const PNG_WITH_MARKER = Buffer.concat([PNG_BYTES, Buffer.from(`tEXtComment ${MARKER} png`)]);
const PDF_WITH_MARKER = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${MARKER} pdf\nBT (${MARKER}) Tj ET\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);

/** The marker as stored bytes and as pg_dump writes a bytea (hex). */
const forms = (marker: string) => [Buffer.from(marker), Buffer.from(Buffer.from(marker).toString('hex'))];

async function uploadFile(
  t: TestApp,
  user: Registered,
  path: string,
  fields: Record<string, string>,
  file: Buffer,
  name: string,
) {
  const body = multipart(fields, { filename: name, content: file });
  const res = await t.app.inject({
    method: 'POST',
    url: `${APP_BASE}/${user.applicationUuid}/${path}`,
    headers: bearer(user.jwt, body.headers),
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json().document.uuid as string;
}

/** Everything the database holds, as bytes: the SQLite file and its WAL, or a dump of the test's schema. */
function databaseBytes(t: TestApp): Buffer {
  if (t.dbFile) {
    return Buffer.concat([t.dbFile, `${t.dbFile}-wal`].filter(existsSync).map((f) => readFileSync(f)));
  }
  return execFileSync('pg_dump', ['--no-owner', `--schema=${t.config.databaseSchema}`, t.config.databaseUrl], {
    maxBuffer: 256 * 1024 * 1024,
  });
}

describe.each(dialects)('documents at rest (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.app.pipeline.idle();
    await t.close();
  });

  it('stores no uploaded byte in plain form, and gives the uploader back exactly what was sent', async () => {
    const user = await registerUser(t.app);
    await t.app.pipeline.moveTo(user.applicationUuid, 'IDENTITY_VERIFICATION', 'test:at-rest');
    const png = await uploadFile(
      t,
      user,
      'identity/document',
      { idType: 'DRIVERS_LICENSE_FRONT' },
      PNG_WITH_MARKER,
      'id.png',
    );
    await t.app.pipeline.idle();
    await t.app.pipeline.moveTo(user.applicationUuid, 'TRUST_AND_INSURANCE', 'test:at-rest');
    const pdf = await uploadFile(t, user, 'insurance/upload/HAZARD_INSURANCE', {}, PDF_WITH_MARKER, 'policy.pdf');
    await t.app.pipeline.idle();

    // A document stored the old way (plain) shows the search finds what is there.
    const control = `PLAIN-CONTROL-${randomBytes(6).toString('hex')}`;
    await t.app.db
      .insertInto('documents')
      .values({
        uuid: randomUUID(),
        application_uuid: user.applicationUuid,
        type: 'CONTROL',
        filename: 'control.txt',
        mime: 'text/plain',
        size: control.length,
        content: Buffer.from(control),
        uploaded_by: user.identityUuid,
        condition_uuid: null,
        created_at: new Date().toISOString(),
        wrapped_key: null,
        key_id: null,
      })
      .execute();

    const stored = databaseBytes(t);
    expect(forms(control).some((f) => stored.includes(f))).toBe(true);
    for (const form of forms(MARKER)) expect(stored.includes(form)).toBe(false);

    const read = async (uuid: string, jwt: string) =>
      t.app.inject({ url: `${APP_BASE}/${user.applicationUuid}/uploads/${uuid}`, headers: bearer(jwt) });
    const gotPng = await read(png, user.jwt);
    expect(gotPng.statusCode).toBe(200);
    expect(gotPng.headers['content-type']).toBe('image/png');
    expect(gotPng.headers['cache-control']).toBe('no-store');
    expect(gotPng.rawPayload.equals(PNG_WITH_MARKER)).toBe(true);
    const gotPdf = await read(pdf, user.jwt);
    expect(gotPdf.headers['content-type']).toBe('application/pdf');
    expect(gotPdf.rawPayload.equals(PDF_WITH_MARKER)).toBe(true);
    // Another borrower, with their own token, reads nothing of it (404, as for anything not theirs).
    const stranger = await registerUser(t.app);
    expect((await read(png, stranger.jwt)).statusCode).toBe(404);
    const viaOwnApp = await t.app.inject({
      url: `${APP_BASE}/${stranger.applicationUuid}/uploads/${png}`,
      headers: bearer(stranger.jwt),
    });
    expect(viaOwnApp.statusCode).toBe(404);
  });

  it('keeps chat attachments encrypted too, and gives them back to the chat', async () => {
    const chat = await startChat(t.app);
    const marker = `CHAT-MARKER-${randomBytes(6).toString('hex')}`;
    const body = chatMultipart('note.txt', Buffer.from(`a note with ${marker} inside\n`));
    const up = await t.app.inject({
      method: 'POST',
      url: ATTACH_URL,
      headers: { ...body.headers, 'x-chat-token': chat.token, 'x-org': 'HEARTH' },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(200);
    const stored = databaseBytes(t);
    for (const form of forms(marker)) expect(stored.includes(form)).toBe(false);
    const back = await t.app.inject({
      url: `${ATTACH_URL}/${up.json().uuid}`,
      headers: { 'x-chat-token': chat.token, 'x-org': 'HEARTH' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toBe(`a note with ${marker} inside\n`);
  });

  it('refuses sealed bytes moved to another document', async () => {
    const key = t.config.encryptionKey;
    const a = sealDocument(Buffer.from('first'), 'doc-a', key);
    expect(
      openDocument(
        { uuid: 'doc-a', content: a.content, wrapped_key: a.wrappedKey, key_id: a.keyId },
        { current: key, previous: [] },
      ).toString(),
    ).toBe('first');
    expect(() =>
      openDocument(
        { uuid: 'doc-b', content: a.content, wrapped_key: a.wrappedKey, key_id: a.keyId },
        { current: key, previous: [] },
      ),
    ).toThrow();
  });

  it('rotates keys: a new key reads old documents, and rotation re-wraps them for the new key alone', async () => {
    const user = await registerUser(t.app);
    await t.app.pipeline.moveTo(user.applicationUuid, 'IDENTITY_VERIFICATION', 'test:rotation');
    const uuid = await uploadFile(t, user, 'identity/document', { idType: 'PASSPORT_FRONT' }, PNG_WITH_MARKER, 'p.png');
    await t.app.pipeline.idle();
    const oldKey = t.config.encryptionKey;
    const newKey = randomBytes(32).toString('hex');

    // The server restarted with the new key, the old one kept as previous.
    const rotated = await buildApp({ ...t.config, encryptionKey: newKey, previousEncryptionKeys: [oldKey] });
    try {
      expect((await readDocument(rotated.db, user.applicationUuid, uuid))?.bytes.equals(PNG_WITH_MARKER)).toBe(true);
      const result = await rotateDocumentKeys(rotated.db, { current: newKey, previous: [oldKey] });
      expect(result.rewrapped).toBeGreaterThanOrEqual(1);
      const row = await rotated.db
        .selectFrom('documents')
        .select(['key_id', 'content'])
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow();
      expect(row.key_id).toBe(keyId(newKey));
      // Run again: nothing left to do.
      expect(await rotateDocumentKeys(rotated.db, { current: newKey, previous: [oldKey] })).toEqual({
        rewrapped: 0,
        encrypted: 0,
      });
    } finally {
      await rotated.close();
    }
    // The old key can be retired: the new key alone reads it, the old key alone no longer does.
    const retired = await buildApp({ ...t.config, encryptionKey: newKey, previousEncryptionKeys: [] });
    try {
      expect((await readDocument(retired.db, user.applicationUuid, uuid))?.bytes.equals(PNG_WITH_MARKER)).toBe(true);
    } finally {
      await retired.close();
    }
    await expect(readDocument(t.app.db, user.applicationUuid, uuid)).rejects.toThrow(/No key/);
  });
});
