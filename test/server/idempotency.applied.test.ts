// Issue 19: the process dies after a keyed step's effect committed and before its answer was kept for the key.
// test/server/killAfterCommit.ts holds that window still: the server SIGKILLs itself as soon as the profile's
// stage change has committed, so the borrower's request is cut with no answer. The retry with the same key must
// then answer as the original would have (200, the application), not run the closed step again (409 "This step
// is not open"); the step is taken once; and a further retry replays that same answer.
// SQLite: the process is started again on its file. PostgreSQL: the retry goes to a second instance.
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Client } from 'pg';
import { REPLAYED_HEADER } from '../../server/security/idempotency';
import { itOnPostgres, registrationBody } from './helpers';
import { APP_BASE, profileBody } from './journeyHelpers';
import {
  freePort,
  http,
  makeClientDir,
  makePgDatabase,
  removeDir,
  serverEnv,
  startServer,
  type HttpAnswer,
  type ServerProcess,
  sqliteServerEnv,
} from './processes';

const KILLER = ['--import', 'tsx', 'test/server/killAfterCommit.ts'];

interface Borrower {
  jwt: string;
  applicationUuid: string;
}

async function register(base: string): Promise<Borrower> {
  const res = await http(base, 'POST', '/identity/api/v1/registration/register', { body: registrationBody() });
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${res.text}`);
  return res.json<Borrower>();
}

const profile = (base: string, b: Borrower, key: string): Promise<HttpAnswer> =>
  http(base, 'POST', `${APP_BASE}/${b.applicationUuid}/profile`, {
    body: profileBody(),
    headers: { authorization: `Bearer ${b.jwt}`, 'idempotency-key': key },
  });

/** How many times the application left BASIC_INFO: the profile step taken once means one. */
type CountLeaving = (applicationUuid: string) => Promise<number>;

/**
 * The crash and the retries. `killer` dies once the profile's stage change commits; `survivor()` is where the
 * retry goes (on SQLite the same file, started again after the kill).
 */
async function crashThenRetry(killer: ServerProcess, survivor: () => Promise<ServerProcess>, leaving: CountLeaving) {
  const borrower = await register(killer.baseUrl);
  const other = await register(killer.baseUrl);
  const key = randomUUID();

  const cut = await profile(killer.baseUrl, borrower, key).catch((err: unknown) => err);
  expect(String(cut)).toMatch(/fetch failed/); // no answer: the process died after the commit
  expect((await killer.kill()).signal).toBe('SIGKILL');
  expect(await leaving(borrower.applicationUuid)).toBe(1); // the step's effect is saved

  const server = await survivor();
  const retry = await profile(server.baseUrl, borrower, key);
  expect(retry.status).toBe(200);
  expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
  const answer = retry.json<{ uuid: string; stage: string }>();
  expect(answer.uuid).toBe(borrower.applicationUuid);
  expect(answer.stage).not.toBe('BASIC_INFO');
  // The same shape as the step's own answer: another borrower's profile, answered by the handler.
  const ordinary = await profile(server.baseUrl, other, randomUUID());
  expect(ordinary.status).toBe(200);
  expect(Object.keys(answer).sort()).toEqual(Object.keys(ordinary.json<object>()).sort());

  const again = await profile(server.baseUrl, borrower, key);
  expect(again.status).toBe(200);
  expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
  expect(again.text).toBe(retry.text);
  expect(await leaving(borrower.applicationUuid)).toBe(1); // never taken twice
  return server;
}

describe('a crash after a keyed step committed, before its answer was kept (issue 19)', () => {
  jest.setTimeout(180_000);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('SQLite: after the restart the retry answers 200 with the application, and replays it after', async () => {
    const { file, env } = sqliteServerEnv('heloc-idemapplied-', cleanups);
    const port = await freePort();
    const killer = await startServer({ ...env, KILL_AFTER_LEAVING: 'BASIC_INFO' }, port, KILLER);
    cleanups.push(async () => void (await killer.kill()));
    const leaving: CountLeaving = async (uuid) => {
      const db = new SQLite(file, { readonly: true });
      try {
        const row = db
          .prepare(`SELECT count(*) AS n FROM stage_history WHERE application_uuid = ? AND from_stage = 'BASIC_INFO'`)
          .get(uuid) as { n: number };
        return row.n;
      } finally {
        db.close();
      }
    };
    let restarted: ServerProcess | null = null;
    cleanups.push(async () => void (await restarted?.kill()));
    await crashThenRetry(killer, async () => (restarted = await startServer(env, port)), leaving);
  });

  itOnPostgres(
    'PostgreSQL: the retry on the other instance answers 200 with the application, then replays it',
    async () => {
      const database = await makePgDatabase('idemapplied');
      cleanups.push(() => database.drop());
      const client = makeClientDir();
      cleanups.push(() => removeDir(client));
      const env = serverEnv(database.url, client);
      const killer = await startServer({ ...env, KILL_AFTER_LEAVING: 'BASIC_INFO' }, await freePort(), KILLER);
      cleanups.push(async () => void (await killer.kill()));
      const other = await startServer(env, await freePort());
      cleanups.push(async () => void (await other.kill()));
      const admin = new Client({ connectionString: database.url });
      await admin.connect();
      cleanups.push(() => admin.end());
      const leaving: CountLeaving = async (uuid) => {
        const { rows } = await admin.query(
          `SELECT count(*)::int AS n FROM stage_history WHERE application_uuid = $1 AND from_stage = 'BASIC_INFO'`,
          [uuid],
        );
        return (rows[0] as { n: number }).n;
      };
      await crashThenRetry(killer, async () => other, leaving);
    },
  );
});
