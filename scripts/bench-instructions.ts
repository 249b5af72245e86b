// Instructions per request on the server's main thread, counted by valgrind's callgrind: GET application on SQLite
// against a Fastify hello-world, each in its own process, counted the same way in this run. Unlike requests/s or CPU
// time, which move by ±20% with whatever else this shared machine runs, the count repeats to about 1% from one run
// to the next, so a change of a few percent in what a request costs can be seen and kept. A diagnostic for work on
// the throughput budget of `npm run bench:server`, not a budget of its own; never in CI (about 3 minutes).
//
// Only the main thread's event loop is counted (callgrind's inclusive cost of uv_run): the optimising compiler's
// background threads, whose work depends on timing, are left out. Collection starts after a warm-up, once the
// compiler has settled. The C++ and built-in functions that cost most are printed by name (JavaScript compiled at
// run time has no symbols here, so it is left out of that list). Needs valgrind (Debian's package), which every
// machine here has.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { registerBorrower } from './bench-support.mjs';
import { SERVER_ENTRY, SERVER_NODE_ARGS } from './server-command.mjs';

const autocannon = createRequire(path.join(process.cwd(), 'package.json'))('autocannon') as (options: {
  url: string;
  connections: number;
  amount: number;
  headers?: Record<string, string>;
}) => Promise<{ non2xx: number; errors: number }>;

const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP ?? 8000);
const COUNTED_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const PORT = Number(process.env.BENCH_PORT ?? 4481);
const HELLO_PORT = PORT + 1;
const APP_BASE = '/service-application/api/v1/application/heloc';

function tool(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A process under callgrind with instrumentation off until `count` switches it on. */
function underCallgrind(outDir: string, nodeArgs: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${outDir}/callgrind.out`,
      process.execPath,
      ...nodeArgs,
    ],
    { env, stdio: ['ignore', 'ignore', 'ignore'] },
  );
}

async function waitFor(url: string): Promise<void> {
  // Under valgrind a start takes a minute or more.
  for (let i = 0; i < 1200; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`bench: nothing answered at ${url}`);
}

async function load(url: string, amount: number, headers: Record<string, string> = {}): Promise<void> {
  const result = await autocannon({ url, connections: 20, amount, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`bench: ${url} answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  }
}

interface Count {
  perRequest: number;
  top: { name: string; perRequest: number }[];
}

/** Warms `url` up, counts COUNTED_REQUESTS of it, and reads the main thread's instructions per request. */
async function count(
  child: ChildProcess,
  outDir: string,
  url: string,
  headers: Record<string, string>,
): Promise<Count> {
  const pid = String(child.pid);
  await load(url, WARMUP_REQUESTS, headers);
  execFileSync('callgrind_control', ['--instr=on', pid], { stdio: 'ignore' });
  await load(url, COUNTED_REQUESTS, headers);
  execFileSync('callgrind_control', ['--instr=off', pid], { stdio: 'ignore' });
  execFileSync('callgrind_control', ['--dump', pid], { stdio: 'ignore' });
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  const dump = readdirSync(outDir)
    .filter((f) => f.startsWith('callgrind.out.'))
    .map((f) => path.join(outDir, f))
    .pop();
  if (!dump) throw new Error('bench: callgrind wrote no dump');
  const annotate = (inclusive: boolean) =>
    execFileSync('callgrind_annotate', [`--inclusive=${inclusive ? 'yes' : 'no'}`, dump], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  const costOf = (line: string) => Number(line.trim().split(/\s+/)[0].replace(/,/g, ''));
  const loop = annotate(true)
    .split('\n')
    .find((line) => / \S*:uv_run \[/.test(line));
  if (!loop) throw new Error('bench: no event loop in the dump');
  const top = annotate(false)
    .split('\n')
    .filter((line) => /^\s*[\d,]+ \(/.test(line) && !line.includes('PROGRAM TOTALS'))
    // The compiler's threads and unnamed JavaScript say nothing by name.
    .filter((line) => !line.includes('compiler::') && !/\?\?\?:0x/.test(line))
    .slice(0, 8)
    .map((line) => ({
      name: line
        .replace(/^.*\?\?\?:/, '')
        .replace(/\(.*$|\s\[.*$/, '')
        .slice(0, 90),
      perRequest: costOf(line) / COUNTED_REQUESTS,
    }));
  return { perRequest: costOf(loop) / COUNTED_REQUESTS, top };
}

async function helloWorld(dir: string): Promise<Count> {
  const code = `const f = require('fastify')(); f.get('/', async () => ({ hello: 'world' }));
    f.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });`;
  const child = underCallgrind(dir, ['-e', code], process.env);
  const url = `http://127.0.0.1:${HELLO_PORT}/`;
  await waitFor(url);
  return count(child, dir, url, {});
}

async function product(dir: string): Promise<Count> {
  const child = underCallgrind(dir, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/healthz`);
  const { jwt, uuid } = await registerBorrower(base);
  return count(child, dir, `${base}${APP_BASE}/${uuid}`, { authorization: `Bearer ${jwt}` });
}

function print(label: string, counted: Count): void {
  console.log(`${label}: ${Math.round(counted.perRequest).toLocaleString('en-US')} instructions a request`);
  for (const { name, perRequest } of counted.top) {
    console.log(`    ${Math.round(perRequest).toLocaleString('en-US').padStart(7)}  ${name}`);
  }
}

async function main(): Promise<number> {
  if (!tool('valgrind') || !tool('callgrind_control') || !tool('callgrind_annotate')) {
    console.error('bench: valgrind is not installed (apt-get install -y valgrind)');
    return 1;
  }
  const dirs = [mkdtempSync(path.join(os.tmpdir(), 'heloc-insn-')), mkdtempSync(path.join(os.tmpdir(), 'heloc-insn-'))];
  try {
    const hello = await helloWorld(dirs[0]);
    const app = await product(dirs[1]);
    print('Fastify hello-world', hello);
    print('GET application (SQLite)', app);
    console.log(
      `GET application costs ${(app.perRequest / hello.perRequest).toFixed(2)}× a hello-world request in main-thread` +
        ` instructions (${COUNTED_REQUESTS} requests counted after ${WARMUP_REQUESTS} of warm-up, 20 connections)`,
    );
    return 0;
  } finally {
    for (const dir of dirs) if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
