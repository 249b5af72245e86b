// Doing the damage: real server processes are killed with SIGKILL at random moments of borrowers' journeys (during
// vendor waits, during rescission, during recording and funding) and started again, on SQLite with one process
// and on PostgreSQL with two behind a round-robin "load balancer". Every application must end where the same
// journey ends without a crash, with each stage change in its history once, each vendor order placed once, and
// nothing the borrower sent lost. KILL_SEED replays a run's kill moments; KILL_JOURNEYS sets how many borrowers.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { SANDBOX_AGENT_PASSWORD, sandboxAgentEmail } from '../../server/identityBroker/agents';
import { application, enotary, uploadInsurance, type Borrower, throughNoteSigning } from './closingDriver';
import { makeTestApp, registerUser } from './helpers';
import { APP_BASE, TEST_SSNS, throughOffer, throughSubmission } from './journeyHelpers';
import {
  freePort,
  makeClientDir,
  makePgDatabase,
  PG_URL,
  serverEnv,
  sleep,
  pgRows,
  sqliteRows,
  startServer,
  type Rows,
  type ServerProcess,
} from './processes';

const SEED = Number(process.env.KILL_SEED ?? Date.now() % 1_000_000);
const JOURNEYS = Math.max(1, Number(process.env.KILL_JOURNEYS ?? 2));
const PROPERTY = { street1: '40 Aspen Way', street2: '', city: 'Boulder', state: 'CO', zip: '80302' };
const SETTLED_STAGES = ['INCOME_VERIFICATION', 'COMPLETE'];

/** mulberry32: a small seeded generator, so a failing run's kill moments can be replayed with KILL_SEED. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The lender server as processes: started, killed with SIGKILL and started again on the same ports. */
class Cluster {
  private readonly servers: (ServerProcess | null)[];
  private next = 0;
  kills = 0;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    readonly ports: number[],
  ) {
    this.servers = ports.map(() => null);
  }

  async start(i: number): Promise<void> {
    this.servers[i] = await startServer(this.env, this.ports[i]);
  }

  async startAll(): Promise<void> {
    // One after the other: two instances migrating one fresh database at once is not what this test is about.
    for (let i = 0; i < this.ports.length; i += 1) await this.start(i);
  }

  /** SIGKILL: no shutdown hook runs, whatever was in flight is cut where it stood. */
  async kill(i: number): Promise<void> {
    const server = this.servers[i];
    if (!server?.alive()) return;
    await server.kill('SIGKILL');
    this.servers[i] = null;
    this.kills += 1;
  }

  private chaos: Promise<void> = Promise.resolve();

  /** One kill and restart at a time: two borrowers' moments may fall together. */
  killAndRestart(i: number): Promise<void> {
    const next = this.chaos.then(async () => {
      await this.kill(i);
      await this.start(i);
    });
    this.chaos = next.catch(() => undefined);
    return next;
  }

  /** The next live instance's base URL, round robin (a load balancer in front of them). */
  baseUrl(): string {
    for (let n = 0; n < this.ports.length; n += 1) {
      const i = this.next++ % this.ports.length;
      if (this.servers[i]) return this.servers[i].baseUrl;
    }
    return `http://127.0.0.1:${this.ports[0]}`;
  }

  async stop(): Promise<void> {
    for (let i = 0; i < this.servers.length; i += 1) await this.kill(i);
  }
}

/** A borrower's step on an application (`POST {APP_BASE}/{uuid}/...`), and the application's own URL. */
const STEP_URL = new RegExp(`^(${APP_BASE}/[0-9a-f-]{36})/`);
/** The server's answer to a step the application has moved past (requireStage, server/application/closing/common.ts). */
const STEP_NOT_OPEN = 'This step is not open';

interface InjectOptions {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

/**
 * What the journey drivers need of a Fastify instance (`inject`, `pipeline.idle`), over real HTTP to the cluster.
 * A request cut by a kill is sent again once a server answers, with the same Idempotency-Key, as the app's client
 * does; `idle` waits until no pipeline job is pending for the borrowers' applications, and is where the test kills.
 */
function remoteApp(cluster: Cluster, chaos: { rng: () => number; chance: number }) {
  const applications = new Set<string>();
  let operatorToken: string | null = null;

  async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: string | Blob | undefined;
    if (Buffer.isBuffer(options.payload)) body = new Blob([new Uint8Array(options.payload)]);
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    if (options.method === 'POST' && !headers['idempotency-key']) headers['idempotency-key'] = randomUUID();
    const deadline = Date.now() + 90_000;
    let cut = false;
    for (;;) {
      try {
        const res = await fetch(`${cluster.baseUrl()}${options.url}`, { method: options.method, headers, body });
        const text = await res.text();
        const step = STEP_URL.exec(options.url);
        if (cut && step && res.status === 409 && text.includes(STEP_NOT_OPEN)) {
          // The kill came after the step was saved and before its answer was kept for the key: the step is taken,
          // and the app (sagas/journey.ts) routes a 409 to where the application now stands. So does this client.
          // The server answers most such retries 200 itself (idempotency.ts, issue 19), but CI saw one 409 on
          // PostgreSQL with two processes (KILL_SEED=325470, bank/autopay): that residue is still open in issue 19.
          // Not reproduced since (nor was it known then whether that request had been cut at all): say so loudly,
          // with the key and the stage, so the next one can be traced in the server's idempotency_keys row.
          console.warn(
            `kill test (seed ${SEED}): a retried ${options.method} ${options.url} (Idempotency-Key ` +
              `${headers['idempotency-key']}) answered 409: ${text}`,
          );
          return send({ method: 'GET', url: step[1], headers: { authorization: headers.authorization ?? '' } });
        }
        const answer = {
          statusCode: res.status,
          body: text,
          headers: Object.fromEntries(res.headers.entries()),
          json: () => JSON.parse(text) as unknown,
        } as unknown as LightMyRequestResponse;
        if (options.url.endsWith('/registration/register') && res.status === 200) {
          applications.add((JSON.parse(text) as { applicationUuid: string }).applicationUuid);
        }
        return answer;
      } catch (err) {
        // Connection refused or reset: the server is down or was killed mid-request. Try again.
        cut = true;
        if (Date.now() > deadline) throw err;
        await sleep(100);
      }
    }
  }

  async function operator(): Promise<string> {
    if (operatorToken) return operatorToken;
    const res = await send({
      method: 'POST',
      url: '/identity-broker/agent/api/v3/login',
      headers: { 'x-org': 'HEARTH' },
      payload: { email: sandboxAgentEmail('HEARTH'), password: SANDBOX_AGENT_PASSWORD, applicationName: 'heloc' },
    });
    if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.statusCode} ${res.body}`);
    operatorToken = String(res.headers.authorization).replace(/^Bearer /, '');
    return operatorToken;
  }

  async function pendingJobs(uuid: string): Promise<{ pending: number; stage: string }> {
    const res = await send({
      method: 'GET',
      url: `/service-pipeline/operator/api/v1/applications/${uuid}/jobs`,
      headers: { authorization: `Bearer ${await operator()}`, 'x-org': 'HEARTH' },
    });
    if (res.statusCode !== 200) throw new Error(`jobs answered ${res.statusCode}: ${res.body}`);
    return res.json() as { pending: number; stage: string };
  }

  async function settled(): Promise<void> {
    const deadline = Date.now() + 120_000;
    for (const uuid of applications) {
      for (;;) {
        const { pending } = await pendingJobs(uuid);
        if (pending === 0) break;
        if (Date.now() > deadline) throw new Error(`application ${uuid} still has ${pending} jobs pending`);
        await sleep(100);
      }
    }
  }

  /** Now and then, a random moment into the wait that follows a borrower's step, a server dies. */
  async function maybeKill(): Promise<void> {
    if (chaos.rng() >= chaos.chance) return;
    await sleep(Math.floor(chaos.rng() * 400));
    await cluster.killAndRestart(Math.floor(chaos.rng() * cluster.ports.length));
  }

  const app = {
    inject: send,
    pipeline: {
      async idle() {
        await maybeKill();
        await settled();
      },
    },
  };
  return { app: app as unknown as FastifyInstance, pendingJobs, maybeKill, settled };
}

/** One borrower from registration to funded, as the screens call the API. */
async function journey(app: FastifyInstance, onClosing: (b: Borrower) => Promise<void>): Promise<Borrower> {
  const registered = await registerUser(app, { property: PROPERTY });
  const b: Borrower = { ...registered, app };
  await throughOffer(app, b.jwt, b.applicationUuid);
  await throughSubmission(app, b.jwt, b.applicationUuid, TEST_SSNS[1]);
  await app.pipeline.idle();
  await throughNoteSigning(b);
  await enotary(b);
  await app.pipeline.idle();
  await uploadInsurance(b);
  await onClosing(b);
  await app.pipeline.idle();
  return b;
}

interface Outcome {
  stage: string;
  transitions: string[];
  orders: Record<string, number>;
  documents: string[];
  amount: number;
}

async function outcomeOf(rows: Rows, uuid: string): Promise<Outcome> {
  const app = (
    await rows<{ stage: string; amount: number }>('SELECT stage, amount FROM applications WHERE uuid = $1', [uuid])
  )[0]!;
  const history = await rows<{ from_stage: string | null; to_stage: string }>(
    'SELECT from_stage, to_stage FROM stage_history WHERE application_uuid = $1 ORDER BY at, uuid',
    [uuid],
  );
  const orders = await rows<{ vendor: string }>('SELECT vendor FROM vendor_orders WHERE application_uuid = $1', [uuid]);
  const documents = await rows<{ type: string }>(
    'SELECT type FROM documents WHERE application_uuid = $1 ORDER BY type',
    [uuid],
  );
  const counts: Record<string, number> = {};
  for (const o of orders) counts[o.vendor] = (counts[o.vendor] ?? 0) + 1;
  return {
    stage: app.stage,
    transitions: history.map((h) => `${h.from_stage ?? ''}>${h.to_stage}`),
    orders: counts,
    documents: documents.map((d) => d.type),
    amount: Number(app.amount),
  };
}

/** The same journey in one uninterrupted in-process server: what every crashed run must end with. */
let reference: Outcome | null = null;
async function referenceOutcome(): Promise<Outcome> {
  if (reference) return reference;
  const t = await makeTestApp('sqlite');
  try {
    const b = await journey(t.app, async () => undefined);
    const db = sqliteRows(t.dbFile!);
    try {
      reference = await outcomeOf(db.rows, b.applicationUuid);
    } finally {
      db.close();
    }
  } finally {
    await t.close();
  }
  return reference;
}

/** One cluster's environment (its instances share the keys): vendor waits long enough to be killed in. */
const clusterEnv = (databaseUrl: string, clientDir: string): NodeJS.ProcessEnv =>
  serverEnv(databaseUrl, clientDir, { SANDBOX_LATENCY_MS: '150' });

/** Kills during rescission and during recording or funding, on top of the random ones. */
function closingKills(cluster: Cluster, remote: ReturnType<typeof remoteApp>, rng: () => number) {
  return async (b: Borrower) => {
    const waitFor = async (stages: string[]) => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const { stage } = await remote.pendingJobs(b.applicationUuid);
        if (stages.includes(stage) || stage === 'COMPLETE' || Date.now() > deadline) return stage;
        await sleep(20);
      }
    };
    if ((await waitFor(['RESCISSION'])) === 'RESCISSION') {
      await sleep(Math.floor(rng() * 300));
      await cluster.killAndRestart(Math.floor(rng() * cluster.ports.length));
    }
    if ((await waitFor(['RECORDING', 'FUNDABLE', 'FUNDING_DECISION'])) !== 'COMPLETE') {
      await cluster.killAndRestart(Math.floor(rng() * cluster.ports.length));
    }
  };
}

async function crashRun(cluster: Cluster, rows: Rows, rng: () => number): Promise<void> {
  const remote = remoteApp(cluster, { rng, chance: 0.5 });
  const expected = await referenceOutcome();
  const borrowers = await Promise.all(
    Array.from({ length: JOURNEYS }, () => journey(remote.app, closingKills(cluster, remote, rng))),
  );
  await remote.settled();
  console.log(`kill test (seed ${SEED}): ${cluster.kills} kills over ${JOURNEYS} journeys`);
  expect(cluster.kills).toBeGreaterThanOrEqual(2 * JOURNEYS);
  for (const b of borrowers) {
    const outcome = await outcomeOf(rows, b.applicationUuid);
    expect(outcome).toEqual(expected);
    // Each change once, each starting where the one before ended.
    expect(new Set(outcome.transitions).size).toBe(outcome.transitions.length);
    const app = await application(b);
    expect(app.status.checklistStatus).toBe('COMPLETE');
    expect(app.loanNumber).toMatch(/^HL\d{9}$/);
  }
}

describe('SIGKILL mid-journey', () => {
  jest.setTimeout(300_000);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('the reference journey, uninterrupted, reaches COMPLETE', async () => {
    const outcome = await referenceOutcome();
    expect(outcome.stage).toBe('COMPLETE');
    expect(SETTLED_STAGES.every((s) => outcome.transitions.some((t) => t.endsWith(`>${s}`)))).toBe(true);
  });

  it('SQLite, one process killed and restarted: every application ends as without the crash', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'heloc-kill-'));
    const client = makeClientDir();
    const file = path.join(dir, 'heloc.sqlite');
    const cluster = new Cluster(clusterEnv(`sqlite:${file}`, client), [await freePort()]);
    cleanups.push(
      () => rmSync(dir, { recursive: true, force: true }),
      () => rmSync(client, { recursive: true, force: true }),
    );
    cleanups.push(() => cluster.stop());
    await cluster.startAll();
    // Read only once the run is over: an open reader would hold the file while a killed server's WAL is recovered.
    let db: ReturnType<typeof sqliteRows> | null = null;
    cleanups.push(() => db?.close());
    const rows: Rows = (sql, params) => {
      db ??= sqliteRows(file);
      return db.rows(sql, params);
    };
    await crashRun(cluster, rows, seeded(SEED));
  });

  const onPostgres = PG_URL ? it : () => console.log('PostgreSQL kill test not run: DATABASE_URL unset');
  onPostgres(
    'PostgreSQL, two processes, either killed and restarted: every application ends as without the crash',
    async () => {
      const database = await makePgDatabase('kill');
      const client = makeClientDir();
      const cluster = new Cluster(clusterEnv(database.url, client), [await freePort(), await freePort()]);
      const reader = new Client({ connectionString: database.url });
      cleanups.push(async () => {
        await database.drop();
        rmSync(client, { recursive: true, force: true });
      });
      cleanups.push(() => cluster.stop());
      await cluster.startAll();
      await reader.connect();
      cleanups.push(() => reader.end());
      await crashRun(cluster, pgRows(reader), seeded(SEED + 1));
    },
  );
});
