// Shared test setup: a fresh database per test file (SQLite temp file, or a PostgreSQL schema when
// DATABASE_URL is set), a built-client fixture, and a registration helper.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { CLAIM_STALE_MS } from '../../server/security/idempotency';

export type TestDialect = 'sqlite' | 'postgres';

const PG_URL =
  process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL)
    ? process.env.DATABASE_URL
    : undefined;

export const dialects: TestDialect[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

if (!PG_URL) {
  // Each test file loads this module; a marker per Jest run keeps the notice to one line.
  const marker = path.join(os.tmpdir(), `heloc-pg-notice-${process.ppid}`);
  try {
    closeSync(openSync(marker, 'wx'));
    console.log('PostgreSQL suite not run: DATABASE_URL unset');
  } catch {
    /* already printed in this run */
  }
}

export const ASSET_NAME = 'main.0123abcd.js';

/** What webpack emits: the template with its script tags added and the placeholders kept. */
function makeClientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'heloc-client-'));
  const template = readFileSync(path.resolve(__dirname, '../../public/app.html'), 'utf8');
  const withScript = (name: string) =>
    template.replace('</body>', `<script nonce="__CSP_NONCE__" src="/account/heloc/assets/${name}"></script></body>`);
  writeFileSync(path.join(dir, 'app.html'), withScript(ASSET_NAME));
  writeFileSync(path.join(dir, 'outside.html'), withScript('outside.89abcdef.js'));
  writeFileSync(path.join(dir, ASSET_NAME), 'console.log("app")');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  dialect: TestDialect;
  /** SQLite only: the database file. */
  dbFile: string | null;
  close(): Promise<void>;
}

export async function makeTestApp(
  dialect: TestDialect = 'sqlite',
  overrides: Partial<ServerConfig> = {},
): Promise<TestApp> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'heloc-db-'));
  const clientDir = makeClientDir();
  let schema: string | undefined;
  let databaseUrl = path.join(tmp, 'heloc.sqlite');
  if (dialect === 'postgres') {
    if (!PG_URL) throw new Error('DATABASE_URL unset');
    schema = `test_${randomBytes(6).toString('hex')}`;
    const client = new Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    databaseUrl = PG_URL;
  }
  const config: ServerConfig = {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    databaseSchema: schema,
    clientDir,
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    authRateLimit: 1000,
    orgDomains: { 'ny.heloc.test': 'HEARTH_NY' },
    logger: false,
    sandbox: { latencyMs: 5, businessDayMs: 50 },
    ...overrides,
  };
  const dropSchema = async () => {
    if (!schema || !PG_URL) return;
    const client = new Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (err) {
    // A failed start must not leave a half-made schema behind for the next run to trip over.
    await dropSchema();
    rmSync(tmp, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
    throw err;
  }
  return {
    app,
    config,
    dialect,
    dbFile: dialect === 'sqlite' ? databaseUrl : null,
    async close() {
      await app.close();
      await dropSchema();
      rmSync(tmp, { recursive: true, force: true });
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(): string {
  counter += 1;
  return `borrower${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export const PASSWORD = 'correct horse 42';

export function registrationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    property: { street1: '12 Elm Street', street2: 'Unit 4', city: 'Austin', state: 'TX', zip: '78701' },
    saleStatus: 'NOT_SELLING',
    employmentType: 'FULL_TIME',
    annualIncome: 120000,
    firstName: 'Dana',
    lastName: 'Rivera',
    dob: '1980-04-12',
    email: uniqueEmail(),
    phone: '(512) 555-0142',
    password: PASSWORD,
    agreeToTerms: true,
    ...overrides,
  };
}

export interface Registered {
  response: LightMyRequestResponse;
  jwt: string;
  identityUuid: string;
  applicationUuid: string;
  email: string;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Registered> {
  const payload = registrationBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/identity/api/v1/registration/register',
    payload,
    headers,
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { jwt: string; identity: { uuid: string }; applicationUuid: string };
  return {
    response,
    jwt: body.jwt,
    identityUuid: body.identity.uuid,
    applicationUuid: body.applicationUuid,
    email: String(payload.email),
  };
}

export function bearer(jwt: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${jwt}`, ...extra };
}

/** `it` for a test that needs PostgreSQL; without DATABASE_URL it is a test that says it was not run. */
export const itOnPostgres = PG_URL
  ? it
  : (name: string, _fn?: () => unknown) =>
      it(name, () => console.log(`not run (DATABASE_URL is not PostgreSQL): ${name}`));

/**
 * Leaves an Idempotency-Key's row as a process killed between its commit and its answer leaves it: unanswered and
 * no longer renewed; what the handler's transaction marked applied stays. Returns when it was marked applied (null
 * if it was not).
 */
export async function leaveClaimAsCrashed(
  app: FastifyInstance,
  identityUuid: string,
  key: string,
): Promise<string | null> {
  const row = await app.db
    .updateTable('idempotency_keys')
    .set({
      status_code: null,
      response_body: null,
      content_type: null,
      completed_at: null,
      alive_at: new Date(Date.now() - 2 * CLAIM_STALE_MS).toISOString(),
    })
    .where('identity_uuid', '=', identityUuid)
    .where('idem_key', '=', key)
    .returning('applied_at')
    .executeTakeFirstOrThrow();
  return row.applied_at;
}
