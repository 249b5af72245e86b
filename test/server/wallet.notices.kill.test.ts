// A server SIGKILLed the moment a stage change the borrower must act on has committed (test/server/killAfterCommit.ts:
// the pipeline tells its listeners after the commit, the wallet's listener has only begun its notice): the
// application is at OFFER_SELECTION and its borrower was told nothing. The next start writes the notice, once:
// SQLite, the server started again on its file, twice; PostgreSQL, two instances started at once, whose start-up
// sweeps race for it.
import { Client } from 'pg';
import { itOnPostgres, registrationBody } from './helpers';
import { APP_BASE, profileBody } from './journeyHelpers';
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
  pgRows,
  sqliteRows,
  type Rows,
} from './processes';

const KILLER = ['--import', 'tsx', 'test/server/killAfterCommit.ts'];
const OFFERS_READY = 'Your offers are ready';

interface Notices {
  stage: string;
  mail: number;
  wallet: number;
  told: number;
}

async function noticesOf(rows: Rows, uuid: string): Promise<Notices> {
  const count = async (sql: string) => Number((await rows<{ n: number }>(sql, [uuid]))[0]?.n ?? 0);
  const [{ stage }] = await rows<{ stage: string }>('SELECT stage FROM applications WHERE uuid = ?', [uuid]);
  return {
    stage,
    mail: await count(
      `SELECT count(*) AS n FROM outbox_messages WHERE application_uuid = ? AND kind = 'NOTICE' AND subject = '${OFFERS_READY}'`,
    ),
    wallet: await count(
      `SELECT count(*) AS n FROM notifications n JOIN applications a ON a.borrower_uuid = n.identity_uuid
       WHERE a.uuid = ? AND n.title = '${OFFERS_READY}'`,
    ),
    told: await count(
      `SELECT count(*) AS n FROM stage_notices WHERE application_uuid = ? AND stage = 'OFFER_SELECTION' AND notification_uuid IS NOT NULL`,
    ),
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

/**
 * Registers a borrower on `killer` and takes them through the profile and the liens; the underwriting's move to
 * OFFER_SELECTION kills it. Returns the application's uuid once the process is gone.
 */
async function killedAtOffers(killer: ServerProcess): Promise<string> {
  const registered = await http(killer.baseUrl, 'POST', '/identity/api/v1/registration/register', {
    body: registrationBody(),
  });
  expect(registered.status).toBe(200);
  const { jwt, applicationUuid } = registered.json<{ jwt: string; applicationUuid: string }>();
  const headers = { authorization: `Bearer ${jwt}` };
  const post = (step: string, body: unknown) =>
    http(killer.baseUrl, 'POST', `${APP_BASE}/${applicationUuid}/${step}`, { body, headers });
  expect((await post('profile', profileBody())).status).toBe(200);
  const { status } = await until(
    async () =>
      (await http(killer.baseUrl, 'GET', `${APP_BASE}/${applicationUuid}/stage`, { headers })).json<{
        stage: string;
        status: { inquiryAttestNeeded?: boolean };
      }>(),
    (answer) => answer.stage.startsWith('LIEN_'),
  );
  // The liens move the application on to underwriting; its answer may or may not come before the kill.
  await post('liens', { confirmed: true, ...(status.inquiryAttestNeeded ? { inquiryAttestation: true } : {}) }).catch(
    () => undefined,
  );
  await until(
    async () => killer.alive(),
    (alive) => !alive,
  );
  expect((await killer.kill()).signal).toBe('SIGKILL');
  return applicationUuid;
}

describe('a server killed between a stage change and its notice', () => {
  jest.setTimeout(180_000);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('SQLite: the next start writes the notice, and the start after it writes nothing more', async () => {
    const { file, env } = sqliteServerEnv('heloc-noticekill-', cleanups);
    const port = await freePort();
    const killer = await startServer({ ...env, KILL_AFTER_LEAVING: 'WAITING_FOR_INITIAL_OFFERS' }, port, KILLER);
    cleanups.push(async () => void (await killer.kill()));
    const reader = sqliteRows(file);
    cleanups.push(() => reader.close());
    const { rows } = reader;

    const uuid = await killedAtOffers(killer);
    // The damage: the stage change is saved, its notice is not.
    expect(await noticesOf(rows, uuid)).toEqual({ stage: 'OFFER_SELECTION', mail: 0, wallet: 0, told: 0 });

    for (let start = 0; start < 2; start += 1) {
      const server = await startServer(env, port);
      cleanups.push(async () => void (await server.kill()));
      await until(
        () => noticesOf(rows, uuid),
        (n) => n.wallet > 0,
      );
      // A graceful stop waits for the start's sweep.
      await server.kill('SIGTERM');
      expect(await noticesOf(rows, uuid)).toEqual({ stage: 'OFFER_SELECTION', mail: 1, wallet: 1, told: 1 });
    }
  });

  itOnPostgres('PostgreSQL: two instances started at once write the notice once', async () => {
    const database = await makePgDatabase('noticekill');
    cleanups.push(() => database.drop());
    const client = makeClientDir();
    cleanups.push(() => removeDir(client));
    const env = serverEnv(database.url, client);
    const killer = await startServer(
      { ...env, KILL_AFTER_LEAVING: 'WAITING_FOR_INITIAL_OFFERS' },
      await freePort(),
      KILLER,
    );
    cleanups.push(async () => void (await killer.kill()));
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    cleanups.push(() => admin.end());
    const rows = pgRows(admin);

    const uuid = await killedAtOffers(killer);
    expect(await noticesOf(rows, uuid)).toEqual({ stage: 'OFFER_SELECTION', mail: 0, wallet: 0, told: 0 });

    const servers = await Promise.all([startServer(env, await freePort()), startServer(env, await freePort())]);
    for (const server of servers) cleanups.push(async () => void (await server.kill()));
    await until(
      () => noticesOf(rows, uuid),
      (n) => n.wallet > 0,
    );
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    expect(await noticesOf(rows, uuid)).toEqual({ stage: 'OFFER_SELECTION', mail: 1, wallet: 1, told: 1 });
  });
});
