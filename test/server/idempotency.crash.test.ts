// A crash during a keyed submission (server/security/idempotency.ts): the request's process is killed with
// SIGKILL while it holds the Idempotency-Key's claim, mid-transaction. Its claim stops being renewed, so the
// borrower's retry with the same key, sent to the other instance, takes the claim over once it is stale, runs
// once and succeeds; a further retry replays that answer; one application is made, never two.
// PostgreSQL, two real server processes on one database. On SQLite (one process) a claim left by a dead process
// is marked as no longer running when the process starts again: that path is shown with the same retry after a
// restart.
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Client } from 'pg';
import { CLAIM_STALE_MS, REPLAYED_HEADER, requestHashOf } from '../../server/security/idempotency';
import { itOnPostgres, registrationBody } from './helpers';
import { APP_BASE } from './journeyHelpers';
import {
  freePort,
  http,
  makeClientDir,
  makePgDatabase,
  removeDir,
  serverEnv,
  sleep,
  startServer,
  type ServerProcess,
  sqliteServerEnv,
} from './processes';

const APP = APP_BASE;

async function register(base: string): Promise<{ jwt: string; identityUuid: string }> {
  const res = await http(base, 'POST', '/identity/api/v1/registration/register', { body: registrationBody() });
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${res.text}`);
  const body = res.json<{ jwt: string; identity: { uuid: string } }>();
  return { jwt: body.jwt, identityUuid: body.identity.uuid };
}

const property = (street1: string) => ({
  property: { street1, street2: '', city: 'Boulder', state: 'CO', zip: '80302' },
  saleStatus: 'NOT_SELLING',
});

describe('a crash during a keyed submission', () => {
  jest.setTimeout(180_000);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  itOnPostgres(
    'PostgreSQL: the instance dies holding the claim; the retry on the other runs once and succeeds',
    async () => {
      const database = await makePgDatabase('idemcrash');
      cleanups.push(() => database.drop());
      const client = makeClientDir();
      cleanups.push(() => removeDir(client));
      const env = serverEnv(database.url, client);
      const a: ServerProcess = await startServer(env, await freePort());
      cleanups.push(async () => void (await a.kill()));
      const b: ServerProcess = await startServer(env, await freePort());
      cleanups.push(async () => void (await b.kill()));
      const admin = new Client({ connectionString: database.url });
      await admin.connect();
      cleanups.push(() => admin.end());

      const { jwt, identityUuid } = await register(a.baseUrl);
      const key = randomUUID();
      const street = `${Math.floor(Math.random() * 900) + 100} Crash Lane`;
      const headers = { authorization: `Bearer ${jwt}`, 'idempotency-key': key };

      // Hold the applications table so the submission stops inside its transaction, after claiming the key.
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE applications IN SHARE MODE');
      const cut = http(a.baseUrl, 'POST', APP, { body: property(street), headers }).catch((err: unknown) => err);
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = await admin.query(
          'SELECT status_code FROM idempotency_keys WHERE identity_uuid = $1 AND idem_key = $2',
          [identityUuid, key],
        );
        if (rows.length === 1 && rows[0].status_code === null) break;
        if (Date.now() > deadline) throw new Error('the submission never claimed its key');
        await sleep(20);
      }
      await a.kill('SIGKILL');
      expect(String(await cut)).toMatch(/fetch failed/); // the borrower's request was cut: no answer
      await admin.query('ROLLBACK');

      // The borrower's app retries with the same key; the load balancer sends it to the other instance.
      const started = Date.now();
      const retry = await http(b.baseUrl, 'POST', APP, { body: property(street), headers });
      expect(retry.status).toBe(200);
      expect(retry.headers.get(REPLAYED_HEADER)).toBeNull();
      // Taken over once the dead claim went stale, well within the retry's wait (never a 409 for a day).
      expect(Date.now() - started).toBeLessThan(CLAIM_STALE_MS + 8_000);
      const made = retry.json<{ uuid: string }>();

      const again = await http(b.baseUrl, 'POST', APP, { body: property(street), headers });
      expect(again.status).toBe(200);
      expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(again.json<{ uuid: string }>().uuid).toBe(made.uuid);

      const { rows } = await admin.query(
        `SELECT a.uuid FROM applications a JOIN addresses p ON p.uuid = a.property_uuid
       WHERE a.borrower_uuid = $1 AND p.street1 = $2`,
        [identityUuid, street],
      );
      expect(rows.map((r: { uuid: string }) => r.uuid)).toEqual([made.uuid]);
      expect(b.alive()).toBe(true);
    },
  );

  it('SQLite: the process dies holding the claim; after its restart the retry runs once and succeeds', async () => {
    const { file, env } = sqliteServerEnv('heloc-idemcrash-', cleanups);
    const port = await freePort();
    let server = await startServer(env, port);
    cleanups.push(async () => void (await server.kill()));
    const { jwt, identityUuid } = await register(server.baseUrl);
    const key = randomUUID();
    const street = '77 Crash Lane';
    const headers = { authorization: `Bearer ${jwt}`, 'idempotency-key': key };

    // The process dies mid-request, holding the key's claim: SIGKILL, and the claim row such a crash leaves
    // (claimed for this very request, never answered; the kill's timing cannot be held still on SQLite, whose
    // one writer the test cannot pause without pausing the claim too).
    await server.kill('SIGKILL');
    const dead = new SQLite(file);
    const hash = requestHashOf('POST', APP, property(street), String(env.DATA_ENCRYPTION_KEY));
    dead
      .prepare(
        `INSERT INTO idempotency_keys (identity_uuid, idem_key, request_hash, status_code, response_body,
         content_type, created_at, completed_at, alive_at) VALUES (?, ?, ?, NULL, NULL, NULL, ?, NULL, ?)`,
      )
      .run(identityUuid, key, hash, new Date().toISOString(), new Date().toISOString());
    dead.close();
    server = await startServer(env, port);
    const retry = await http(server.baseUrl, 'POST', APP, { body: property(street), headers });
    expect(retry.status).toBe(200);
    const again = await http(server.baseUrl, 'POST', APP, { body: property(street), headers });
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    const db = new SQLite(file, { readonly: true });
    cleanups.push(() => void db.close());
    const rows = db
      .prepare(
        `SELECT a.uuid FROM applications a JOIN addresses p ON p.uuid = a.property_uuid
         WHERE a.borrower_uuid = ? AND p.street1 = ?`,
      )
      .all(identityUuid, street) as { uuid: string }[];
    expect(rows.map((r) => r.uuid)).toEqual([retry.json<{ uuid: string }>().uuid]);
  });
});
