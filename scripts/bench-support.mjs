// What `npm run bench` and `npm run bench:web` share: the built lender server started on a free port with a fresh
// database (production settings), a borrower registered through the API, Debian's Chromium, and the entry pages.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from './server-command.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROME_BIN || '/usr/bin/chromium';
export const APP = '/account/heloc';
const API = '/service-application/api/v1/application/heloc';

export function requireChromium() {
  if (!existsSync(CHROMIUM)) {
    console.error(`bench: no Chromium at ${CHROMIUM}: apt-get install -y chromium (the bench never downloads one).`);
    process.exit(1);
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The lender server as production runs it, on dist/ as built, with its own SQLite file. */
export async function startServer({ clientDir = path.join(root, 'dist') } = {}) {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heloc-bench-'));
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: clientDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.sqlite')}`,
      JWT_SECRET: 'bench-only-secret-bench-only-secret-bench',
      DATA_ENCRYPTION_KEY: '09'.repeat(32),
      RATE_LIMIT_AUTH_MAX: '1000',
      SANDBOX_LATENCY_MS: '0',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the lender server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the lender server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(baseUrl, method, url, body, jwt) {
  const response = await fetch(baseUrl + url, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

let registrations = 0;

/** A new borrower, registered as the register page does it: their JWT and application, on start/profile. */
export async function registerBorrower(baseUrl) {
  registrations += 1;
  const body = await call(baseUrl, 'POST', '/identity/api/v1/registration/register', {
    property: { street1: '12 Elm Street', city: 'Austin', state: 'TX', zip: '78701' },
    saleStatus: 'NOT_SELLING',
    employmentType: 'FULL_TIME',
    annualIncome: 120000,
    firstName: 'Dana',
    lastName: 'Rivera',
    dob: '1980-04-12',
    email: `bench.${Date.now()}.${registrations}@example.com`,
    phone: '(512) 555-0142',
    password: 'correct horse 42',
    agreeToTerms: true,
  });
  return { jwt: body.jwt, uuid: body.applicationUuid };
}

/** The borrower takes the first screen (profile) and waits until the server has moved the application on. */
export async function throughProfile(baseUrl, { jwt, uuid }) {
  const before = (await call(baseUrl, 'GET', `${API}/${uuid}/stage`, undefined, jwt)).stage;
  await call(
    baseUrl,
    'POST',
    `${API}/${uuid}/profile`,
    {
      firstName: 'Dana',
      lastName: 'Rivera',
      dob: '1980-04-12',
      ownership: 'SOLE',
      softCreditConsent: true,
      esignAccessConfirmed: true,
      esignConsent: true,
      disclosuresReceived: true,
    },
    jwt,
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { stage } = await call(baseUrl, 'GET', `${API}/${uuid}/stage`, undefined, jwt);
    if (stage !== before) return stage;
    if (Date.now() > deadline) throw new Error(`the application stayed at ${stage}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The script a signed-in borrower's browser holds, run before the page's own. */
export function signedInScript({ jwt, uuid }) {
  return `try { localStorage.setItem('jwt', ${JSON.stringify(`Bearer ${jwt}`)}); localStorage.setItem('heloc_uuid', ${JSON.stringify(uuid)}); } catch {}`;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}
