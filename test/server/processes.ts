// Real server processes for the operations tests (database faults, crashes, several instances, shutdown): each
// is `server/main.ts` in its own Node process, started on a free port and stopped or killed by the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Client } from 'pg';
import { serverArgs } from '../../scripts/server-command.mjs';

export const ROOT = path.resolve(__dirname, '../..');

export const PG_URL =
  process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : null;
export const REDIS_URL =
  process.env.REDIS_URL && /^rediss?:\/\//.test(process.env.REDIS_URL) ? process.env.REDIS_URL : null;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A built-client stand-in (the server only needs the two HTML templates). */
export function makeClientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'heloc-proc-client-'));
  const template = readFileSync(path.join(ROOT, 'public/app.html'), 'utf8');
  writeFileSync(path.join(dir, 'app.html'), template);
  writeFileSync(path.join(dir, 'outside.html'), template);
  return dir;
}

/** The environment of a test server process; `extra` overrides. One set of keys per cluster. */
export function serverEnv(databaseUrl: string, clientDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    CLIENT_DIR: clientDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH_MAX: '1000',
    SANDBOX_LATENCY_MS: '100',
    SANDBOX_BUSINESS_DAY_MS: '500',
    PIPELINE_JOB_EXPIRE_SECONDS: '2',
    PIPELINE_JOB_MAINTENANCE_SECONDS: '1',
    ...extra,
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process wrote. */
  output(): string;
  alive(): boolean;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `command` (default: the server) and waits for its "listening on" line. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  command: string[] = serverArgs(),
): Promise<ServerProcess> {
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 90_000;
  while (!output.includes('listening on')) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited at start: ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${output}`);
    }
    await sleep(50);
  }
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A PostgreSQL database of its own for a test (dropped by `drop`), and its URL. */
export async function makePgDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: PG_URL! });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: PG_URL! });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  json<T = unknown>(): T;
}

export async function http(
  baseUrl: string,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A SQLite database file and a built-client stand-in of their own for server processes, and their environment;
 * `cleanups` removes both once the test is done.
 */
export function sqliteServerEnv(prefix: string, cleanups: (() => unknown)[]): { file: string; env: NodeJS.ProcessEnv } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => removeDir(dir));
  const client = makeClientDir();
  cleanups.push(() => removeDir(client));
  const file = path.join(dir, 'heloc.sqlite');
  return { file, env: serverEnv(`sqlite:${file}`, client) };
}

/** One SELECT on a test's database; its parameters may be written `?` or `$1`, as either reader takes both. */
export type Rows = <T>(sql: string, params: unknown[]) => Promise<T[]>;

/** A read-only connection to a server process's SQLite file (each statement sees what is committed then). */
export function sqliteRows(file: string): { rows: Rows; close(): void } {
  const db = new SQLite(file, { readonly: true });
  return {
    rows: async <T>(sql: string, params: unknown[]) => db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as T[],
    close: () => db.close(),
  };
}

/** SELECTs over a connected PostgreSQL client. */
export function pgRows(client: Client): Rows {
  return async <T>(sql: string, params: unknown[]) => {
    let i = 0;
    return (
      await client.query(
        sql.replace(/\?/g, () => `$${(i += 1)}`),
        params,
      )
    ).rows as T[];
  };
}
