// Several instances on one PostgreSQL database and one Redis (README "Run several instances"): two real server
// processes, A and B. A takes no pipeline jobs (PIPELINE_WORKERS=0) and the borrower's journey is sent to B, so
// every stage change is made on B; the borrower's socket on A must be pushed each one (socket.io's Redis
// adapter). An agent on B and a borrower on A chat both ways, typing included. The login rate limit counts
// across both (@fastify/rate-limit's Redis store). Runs when DATABASE_URL is PostgreSQL and REDIS_URL is set.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { PUSH_PATH } from '../../server/push';
import { SANDBOX_AGENT_PASSWORD, sandboxAgentEmail } from '../../server/identityBroker/agents';
import { CHAT_EVENTS, type ChatSendAck, type ChatTypingEvent, type ChatWireMessage } from '../../src/domain/chat';
import { PUSH_EVENTS, type StageChangedEvent } from '../../src/domain/socketEvents';
import { AGENT_URL, INIT_URL } from './chatHelpers';
import { registrationBody, PASSWORD } from './helpers';
import { TEST_SSNS, throughOffer, throughSubmission } from './journeyHelpers';
import {
  PG_URL,
  REDIS_URL,
  freePort,
  http,
  makeClientDir,
  makePgDatabase,
  removeDir,
  serverEnv,
  sleep,
  startServer,
  type ServerProcess,
} from './processes';

const APP_BASE = '/service-application/api/v1/application/heloc';

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** What the journey helpers need of an app (`inject`, `pipeline.idle`), over HTTP to one instance. */
function remote(base: string, operatorToken: () => Promise<string>, applications: Set<string>): FastifyInstance {
  async function inject(options: { method: string; url: string; headers?: Record<string, string>; payload?: unknown }) {
    const res = await http(base, options.method, options.url, {
      body: options.payload,
      headers: options.headers,
    });
    return {
      statusCode: res.status,
      body: res.text,
      headers: Object.fromEntries(res.headers.entries()),
      json: () => JSON.parse(res.text) as unknown,
    } as unknown as LightMyRequestResponse;
  }
  return {
    inject,
    pipeline: {
      async idle() {
        const token = await operatorToken();
        for (const uuid of applications) {
          await until(`the pipeline to settle for ${uuid}`, async () => {
            const res = await http(base, 'GET', `/service-pipeline/operator/api/v1/applications/${uuid}/jobs`, {
              headers: { authorization: `Bearer ${token}`, 'x-org': 'HEARTH' },
            });
            return res.status === 200 && res.json<{ pending: number }>().pending === 0;
          });
        }
      },
    },
  } as unknown as FastifyInstance;
}

describe('two instances on one PostgreSQL and Redis', () => {
  jest.setTimeout(240_000);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const whenCluster =
    PG_URL && REDIS_URL
      ? it
      : (name: string) =>
          it(name, () => console.log(`not run (needs DATABASE_URL on PostgreSQL and REDIS_URL): ${name}`));

  let a: ServerProcess;
  let b: ServerProcess;
  let database: { url: string; drop(): Promise<void> } | null = null;
  const sockets: Socket[] = [];

  async function cluster(): Promise<void> {
    if (database) return;
    database = await makePgDatabase('cluster');
    cleanups.push(() => database!.drop());
    const client = makeClientDir();
    cleanups.push(() => removeDir(client));
    const env = serverEnv(database.url, client, {
      REDIS_URL: REDIS_URL!,
      // A prefix of this run's own: the machine's Redis is shared.
      REDIS_PREFIX: `test-ops-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_AUTH_MAX: '6',
    });
    a = await startServer({ ...env, PIPELINE_WORKERS: '0' }, await freePort());
    cleanups.push(async () => void (await a.kill('SIGTERM')));
    b = await startServer(env, await freePort());
    cleanups.push(async () => void (await b.kill('SIGTERM')));
    cleanups.push(() => {
      for (const s of sockets) s.disconnect();
    });
  }

  function socketTo(server: ServerProcess, nsp: string, auth: Record<string, unknown>): Socket {
    const socket = connect(`${server.baseUrl}${nsp}`, { path: PUSH_PATH, auth, transports: ['websocket'] });
    sockets.push(socket);
    return socket;
  }

  let operator: string | null = null;
  const operatorToken = async () => {
    if (operator) return operator;
    const res = await http(b.baseUrl, 'POST', '/identity-broker/agent/api/v3/login', {
      headers: { 'x-org': 'HEARTH' },
      body: { email: sandboxAgentEmail('HEARTH'), password: SANDBOX_AGENT_PASSWORD, applicationName: 'heloc' },
    });
    if (res.status !== 200) throw new Error(`operator sign-in failed: ${res.status} ${res.text}`);
    operator = String(res.headers.get('authorization')).replace(/^Bearer /, '');
    return operator;
  };

  whenCluster('a borrower connected to A is pushed every stage change made on B', async () => {
    await cluster();
    const body = registrationBody({
      property: { street1: '40 Aspen Way', street2: '', city: 'Boulder', state: 'CO', zip: '80302' },
    });
    const registered = await http(b.baseUrl, 'POST', '/identity/api/v1/registration/register', { body });
    expect(registered.status).toBe(200);
    const { jwt, applicationUuid } = registered.json<{ jwt: string; applicationUuid: string }>();

    const socket = socketTo(a, '', { token: jwt });
    const pushed: StageChangedEvent[] = [];
    socket.on(PUSH_EVENTS.stageChanged, (e: StageChangedEvent) => pushed.push(e));
    const watched = await socket.timeout(10_000).emitWithAck(PUSH_EVENTS.watch, { uuid: applicationUuid });
    expect(watched).toEqual({ ok: true });
    // A keeps its answer to GET application (server/db keptReads) until the application changes anywhere: read on
    // A the moment each push from B arrives, it already shows that stage (or a later one, the pipeline moving on).
    const readOnA = () =>
      http(a.baseUrl, 'GET', `${APP_BASE}/${applicationUuid}`, {
        headers: { authorization: `Bearer ${jwt}`, 'x-org': 'HEARTH' },
      }).then((res) => res.json<{ status: { checklistStatus: string } }>().status.checklistStatus);
    await readOnA();
    const readAtPush: Promise<string>[] = [];
    socket.on(PUSH_EVENTS.stageChanged, () => readAtPush.push(readOnA()));

    const applications = new Set([applicationUuid]);
    const onB = remote(b.baseUrl, operatorToken, applications);
    await throughOffer(onB, jwt, applicationUuid);
    await throughSubmission(onB, jwt, applicationUuid, TEST_SSNS[1]);
    await onB.pipeline.idle();

    const reader = new Client({ connectionString: database!.url });
    await reader.connect();
    const { rows } = await reader.query<{ from_stage: string | null; to_stage: string }>(
      `SELECT from_stage, to_stage FROM stage_history WHERE application_uuid = $1 AND at > $2 ORDER BY at`,
      [applicationUuid, '1970-01-01'],
    );
    await reader.end();
    // The changes made after the socket watched (registration's own first stage came before).
    const expected = rows.slice(rows.findIndex((r) => r.from_stage !== null));
    expect(expected.length).toBeGreaterThanOrEqual(4);
    await until('every stage change at A', () => pushed.length >= expected.length, 10_000);
    expect(pushed.map((e) => `${e.from}>${e.to}`)).toEqual(expected.map((r) => `${r.from_stage}>${r.to_stage}`));
    expect(pushed.every((e) => e.applicationUuid === applicationUuid)).toBe(true);
    const read = await Promise.all(readAtPush);
    expect(read).toHaveLength(pushed.length);
    read.forEach((stage, i) => expect(pushed.slice(i).map((e) => e.to)).toContain(stage));
  });

  whenCluster('an agent on B and a borrower on A chat both ways', async () => {
    await cluster();
    const started = await http(a.baseUrl, 'POST', INIT_URL, {
      headers: { 'x-org': 'HEARTH' },
      body: { friendlyName: 'Dana Rivera', emailAddress: 'dana@example.com', pageUrl: '/account/heloc/register' },
    });
    expect(started.status).toBe(200);
    const chat = started.json<{ token: string; conversationSid: string }>();
    const borrower = socketTo(a, '/chat', { chatToken: chat.token });
    const toBorrower: ChatWireMessage[] = [];
    const typingAtBorrower: ChatTypingEvent[] = [];
    borrower.on(CHAT_EVENTS.message, (e: { message: ChatWireMessage }) => toBorrower.push(e.message));
    borrower.on(CHAT_EVENTS.typing, (e: ChatTypingEvent) => typingAtBorrower.push(e));
    const states: string[] = [];
    borrower.on(CHAT_EVENTS.state, (e: { state: string }) => states.push(e.state));
    await until('the borrower connected to A', () => borrower.connected);

    const agent = await operatorToken();
    const headers = { authorization: `Bearer ${agent}`, 'x-org': 'HEARTH' };
    const console_ = socketTo(b, '/chat', { token: agent });
    await until('the agent connected to B', () => console_.connected);
    expect((await http(b.baseUrl, 'POST', `${AGENT_URL}/${chat.conversationSid}/accept`, { headers })).status).toBe(
      200,
    );
    await until('the chat taken, seen on A', () => states.includes('ACTIVE'), 10_000);
    const watched = await console_
      .timeout(10_000)
      .emitWithAck(CHAT_EVENTS.watch, { conversationSid: chat.conversationSid });
    expect(watched.ok).toBe(true);
    const toAgent: ChatWireMessage[] = [];
    const typingAtAgent: ChatTypingEvent[] = [];
    console_.on(CHAT_EVENTS.message, (e: { message: ChatWireMessage }) => toAgent.push(e.message));
    console_.on(CHAT_EVENTS.typing, (e: ChatTypingEvent) => typingAtAgent.push(e));

    const ack: ChatSendAck = await borrower
      .timeout(10_000)
      .emitWithAck(CHAT_EVENTS.send, { clientId: 'c-1', body: 'Hello from instance A' });
    expect(ack.ok).toBe(true);
    await until(
      'the borrower message at the agent on B',
      () => toAgent.some((m) => m.body === 'Hello from instance A'),
      10_000,
    );
    borrower.emit(CHAT_EVENTS.typing, { preview: 'And' });
    await until('the borrower typing at B', () => typingAtAgent.some((t) => t.preview === 'And'), 10_000);

    const reply = await http(b.baseUrl, 'POST', `${AGENT_URL}/${chat.conversationSid}/messages`, {
      headers,
      body: { clientId: 'a-1', body: 'Hello from instance B' },
    });
    expect(reply.status).toBe(200);
    await until(
      'the agent reply at the borrower on A',
      () => toBorrower.some((m) => m.body === 'Hello from instance B'),
      10_000,
    );
    console_.emit(CHAT_EVENTS.typing, { conversationSid: chat.conversationSid });
    await until('the agent typing at A', () => typingAtBorrower.some((t) => t.senderType === 'AGENT'), 10_000);
  });

  whenCluster('the login rate limit counts across both instances', async () => {
    await cluster();
    const email = `nobody.${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    // Six a minute per client address: alternate instances, as a round-robin balancer would.
    // Each instance alone would let all ten through (five each, under six); counted together, six at most pass.
    const limited = { a: 0, b: 0 };
    for (let i = 0; i < 10; i += 1) {
      const onA = i % 2 === 0;
      const res = await http(onA ? a.baseUrl : b.baseUrl, 'POST', '/identity/api/v1/login', {
        body: { email, password: PASSWORD },
      });
      statuses.push(res.status);
      if (res.status === 429) limited[onA ? 'a' : 'b'] += 1;
    }
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 401 || s === 400)).toBe(true);
    expect(limited.a).toBeGreaterThan(0);
    expect(limited.b).toBeGreaterThan(0);
  });
});
