// Database faults on PostgreSQL, against a real server process: the database is taken away under load through a
// TCP proxy this test starts and stops (never the machine's PostgreSQL service), then made to swallow connections
// without answering, then given back; and the server's pooled connections are terminated by the database. The
// process must stay up throughout, answer 503 with Retry-After (never hang, never 500) while the database is
// away, say so on /readyz while /healthz stays 200, and serve normally again by itself once it returns.
import net from 'node:net';
import { Client } from 'pg';
import { registrationBody } from './helpers';
import { APP_BASE } from './journeyHelpers';
import {
  PG_URL,
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

const APP = APP_BASE;

/** Pipes 127.0.0.1:<port> to the database; `stop` cuts every connection and refuses new ones; `blackhole`
 * accepts connections and never answers. */
class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  mode: 'pipe' | 'blackhole' = 'pipe';

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
      if (this.mode === 'blackhole') return;
      const upstream = net.connect(this.target.port, this.target.host);
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
      socket.pipe(upstream).pipe(socket);
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Keeps `concurrency` GET application requests going until stopped; records every answer. */
function load(base: string, jwt: string, uuid: string, concurrency = 6) {
  const answers: { status: number; retryAfter: string | null; ms: number; at: number }[] = [];
  const errors: string[] = [];
  let running = true;
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      const started = Date.now();
      try {
        const res = await http(base, 'GET', `${APP}/${uuid}`, {
          headers: { authorization: `Bearer ${jwt}` },
          timeoutMs: 20_000,
        });
        answers.push({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          ms: Date.now() - started,
          at: started,
        });
      } catch (err) {
        errors.push(String(err));
      }
      await sleep(20);
    }
  });
  return {
    answers,
    errors,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function register(base: string): Promise<{ jwt: string; uuid: string }> {
  const res = await http(base, 'POST', '/identity/api/v1/registration/register', { body: registrationBody() });
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${res.text}`);
  const body = res.json<{ jwt: string; applicationUuid: string }>();
  return { jwt: body.jwt, uuid: body.applicationUuid };
}

async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('PostgreSQL faults (a real server process)', () => {
  const onPostgres = PG_URL
    ? it
    : (name: string) => it(name, () => console.log(`not run (DATABASE_URL is not PostgreSQL): ${name}`));
  jest.setTimeout(180_000);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp(viaProxy: boolean) {
    const database = await makePgDatabase('faults');
    cleanups.push(() => database.drop());
    const client = makeClientDir();
    cleanups.push(() => removeDir(client));
    const target = new URL(database.url);
    const proxy = new TcpProxy(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    cleanups.push(() => proxy.stop());
    const url = new URL(database.url);
    if (viaProxy) {
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
    }
    const server: ServerProcess = await startServer(
      serverEnv(url.toString(), client, {
        PG_CONNECT_TIMEOUT_MS: '1000',
        PG_STATEMENT_TIMEOUT_MS: '2000',
        PG_POOL_SIZE: '8',
      }),
      await freePort(),
    );
    cleanups.push(async () => {
      await server.kill('SIGKILL');
    });
    return { server, proxy, database };
  }

  onPostgres(
    'database away under load: 503 with Retry-After, no hang, no exit; back to normal when it returns',
    async () => {
      const { server, proxy } = await setUp(true);
      const base = server.baseUrl;
      const { jwt, uuid } = await register(base);
      const traffic = load(base, jwt, uuid);
      await sleep(1_000);

      // 1. The database goes away: every connection cut, new ones refused.
      await proxy.stop();
      const cutAt = Date.now();
      await sleep(3_000);
      if (!server.alive()) throw new Error(`the server exited: ${server.output()}`);
      const ready = await http(base, 'GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.json()).toMatchObject({ ok: false, database: 'down' });
      expect((await http(base, 'GET', '/healthz')).status).toBe(200);

      // 2. Worse: connections are accepted and never answered (a hung network path); the connect timeout holds.
      proxy.mode = 'blackhole';
      await proxy.start();
      await sleep(4_000);
      const hungAnswer = await http(base, 'GET', `${APP}/${uuid}`, { headers: { authorization: `Bearer ${jwt}` } });
      expect(hungAnswer.status).toBe(503);
      await proxy.stop();

      // 3. The database returns.
      proxy.mode = 'pipe';
      await proxy.start();
      const backAt = Date.now();
      await until('the server to answer 200 again', async () => {
        const res = await http(base, 'GET', `${APP}/${uuid}`, { headers: { authorization: `Bearer ${jwt}` } });
        return res.status === 200;
      });
      const recoveredAt = Date.now();
      await sleep(2_000);
      await traffic.stop();
      console.log(`database back: serving again ${recoveredAt - backAt} ms later`);

      expect(server.alive()).toBe(true);
      expect(traffic.errors).toEqual([]);
      const during = traffic.answers.filter((a) => a.at >= cutAt + 500 && a.at < backAt);
      const after = traffic.answers.filter((a) => a.at >= recoveredAt);
      expect(during.length).toBeGreaterThan(10);
      // Every answer while the database was away: 503 with Retry-After, never a 500 (nor any other status).
      expect(during.filter((a) => a.status !== 503)).toEqual([]);
      expect(during.every((a) => a.retryAfter !== null && Number(a.retryAfter) > 0)).toBe(true);
      // Never a hang: bounded by the connection timeout (1 s) plus the server's own scheduling on a busy machine.
      expect(Math.max(...during.map((a) => a.ms))).toBeLessThan(6_000);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((a) => a.status === 200)).toBe(true);
      expect((await http(base, 'GET', '/readyz')).status).toBe(200);
      // And writes work again too.
      await register(base);
      expect(server.output()).not.toMatch(/unhandled rejection/);
    },
  );

  onPostgres(
    'pooled connections terminated by the database: the process stays up and the next requests succeed',
    async () => {
      const { server, database } = await setUp(false);
      const base = server.baseUrl;
      const { jwt, uuid } = await register(base);
      const admin = new Client({ connectionString: PG_URL! });
      await admin.connect();
      cleanups.push(() => admin.end());
      const dbName = new URL(database.url).pathname.slice(1);
      const get = () => http(base, 'GET', `${APP}/${uuid}`, { headers: { authorization: `Bearer ${jwt}` } });

      for (let round = 0; round < 3; round += 1) {
        // Fill the pool, let it go idle, then kill every one of the server's connections (pg-boss's too).
        await Promise.all(Array.from({ length: 8 }, get));
        const { rows } = await admin.query<{ n: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [dbName],
        );
        expect(rows[0].n).toBeGreaterThan(0);
        await sleep(500);
        expect(server.alive()).toBe(true);
        // The dropped connections were noticed while idle and replaced: the next requests all succeed.
        const answers = await Promise.all(Array.from({ length: 10 }, get));
        expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      }

      // Terminated while busy: the requests in flight may get a 503, never a 500, and the process stays up.
      const traffic = load(base, jwt, uuid, 8);
      await sleep(500);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [dbName],
      );
      await sleep(1_500);
      await traffic.stop();
      expect(server.alive()).toBe(true);
      expect(traffic.errors).toEqual([]);
      expect(traffic.answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      expect((await get()).status).toBe(200);
      expect(server.output()).not.toMatch(/unhandled rejection/);
    },
  );
});
