// WebdriverIO in Debian's Chromium (no browser download), or with BROWSER=webkit in WebKitGTK's MiniBrowser (Safari's
// engine) through WebKitWebDriver on an Xvfb display the launcher starts and stops itself. The launcher builds the
// client when stale and starts the real lender server on E2E_PORT with a fresh SQLite database; every spec runs
// against it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SMTPServer } from 'smtp-server';
import { buildIfStale } from './scripts/build-if-stale.mjs';
import { serverArgs } from './scripts/server-command.mjs';
import { startE2eMailbox } from './test/e2e/support/mailbox';
import { browserFolder, runViewport, scrollBeforeClick, setViewport } from './test/e2e/support/browsers';
import { MINIBROWSER, startWebKit, type WebKitRig } from './test/e2e/support/webkitDriver';

/** The e2e server's token secret: specs mint tokens with it (a session that runs out, test/e2e/specs/sessionEnd). */
export const E2E_JWT_SECRET = 'e2e-only-secret-e2e-only-secret-e2e-only';
const port = Number(process.env.E2E_PORT || 4455);
const browserName = process.env.BROWSER || 'chromium';
// E2E_VIEWPORT=390x844 runs the specs in a phone-sized viewport (test/e2e/support/phone.ts); desktop otherwise.
const viewport = runViewport();
const size = `${viewport.width}x${viewport.height}`;
const baseUrl = `http://127.0.0.1:${port}`;
const headless = process.env.E2E_HEADED ? [] : ['--headless=new'];
const chromiumFlags = [
  ...headless,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--window-size=1440,900',
];

// Cross-browser runs are configured here. Chromium (the default) and WebKit run on these machines; Firefox stays
// configured but unrun (no geckodriver can be had).
function capabilities(): WebdriverIO.Capabilities[] {
  switch (process.env.BROWSER) {
    case 'webkit':
      return [
        {
          browserName: 'MiniBrowser',
          // WebKitGTK speaks WebDriver classic only: without this WebdriverIO 9 asks for BiDi and is refused.
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER,
            args: ['--automation'],
          },
        } as WebdriverIO.Capabilities,
      ];
    case 'firefox':
      return [{ browserName: 'firefox', 'moz:firefoxOptions': { args: ['-headless'] } }];
    case 'edge':
      return [{ browserName: 'MicrosoftEdge', 'ms:edgeOptions': { args: chromiumFlags } }];
    default:
      return [
        {
          browserName: 'chrome',
          'goog:chromeOptions': {
            binary: process.env.CHROME_BIN || '/usr/bin/chromium',
            args: [...chromiumFlags, `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'heloc-chrome-'))}`],
          },
          'wdio:chromedriverOptions': { binary: process.env.CHROMEDRIVER_BIN || '/usr/bin/chromedriver' },
        },
      ];
  }
}

/**
 * Browsers at once (E2E_INSTANCES). Chromium runs two: one spec's waits on the sandbox's clocks overlap the other's
 * drawing (30 specs in 1,719 s where their own times add up to 2,971 s; the suite is mostly CPU-bound, so not 2×).
 * WebKit runs one: its driver serves one session at a time here (and the chat spec's second browser takes the other).
 */
function e2eInstances(): number {
  const asked = Number(process.env.E2E_INSTANCES);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return process.env.BROWSER === 'webkit' ? 1 : 2;
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let smtp: SMTPServer | undefined;
let webkit: WebKitRig | undefined;

// Whatever the launcher started stops with it, also when the run fails or is interrupted (WebdriverIO exits the
// launcher on SIGINT/SIGTERM; 'exit' handlers run then and must be synchronous).
function stopAll(): void {
  webkit?.stop();
  webkit = undefined;
  if (server && server.exitCode === null) server.kill('SIGTERM');
}
process.once('exit', stopAll);

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The lender server did not answer ${url} within ${timeoutMs} ms`);
}

export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: ['./test/e2e/specs/**/*.e2e.ts'],
  maxInstances: e2eInstances(),
  capabilities: capabilities(),
  baseUrl,
  logLevel: 'warn',
  outputDir: 'test/e2e/logs',
  autoXvfb: false,
  waitforTimeout: 15000,
  connectionRetryTimeout: 120000,
  connectionRetryCount: 1,
  framework: 'mocha',
  reporters: ['spec'],
  mochaOpts: { ui: 'bdd', timeout: 180000 },

  // Every spec file starts in a fresh browser profile, as a new visitor: the capabilities above are computed once by
  // the launcher, so a profile named there would carry one spec's sign-in into the next.
  // The viewport asked for (the same in every browser), and which browser this is, in the log.
  before: async () => {
    await setViewport(viewport.width, viewport.height);
    scrollBeforeClick();
    const agent = await browser.execute(() => navigator.userAgent);
    console.log(`${browserName} at ${size}, user agent: ${agent}`);
  },
  beforeSession: (_config, caps) => {
    const options = (caps as WebdriverIO.Capabilities)['goog:chromeOptions'];
    if (!options?.args) return;
    const profile = `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'heloc-chrome-'))}`;
    options.args = [...options.args.filter((a) => !a.startsWith('--user-data-dir=')), profile];
  },
  onPrepare: async (_config, caps) => {
    buildIfStale();
    if (process.env.BROWSER === 'webkit') {
      webkit = await startWebKit();
      // The workers inherit DISPLAY (set before they are forked), and each session goes to this driver.
      process.env.DISPLAY = webkit.display;
      process.env.E2E_WEBKIT_SECOND_PORT = String(webkit.secondPort);
      for (const cap of caps as WebdriverIO.Capabilities[])
        Object.assign(cap, { hostname: '127.0.0.1', port: webkit.port });
      console.log(
        `WebKit: WebKitWebDriver on ports ${webkit.port} and ${webkit.secondPort}, display ${webkit.display}`,
      );
    }
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'heloc-e2e-'));
    // Mail that leaves: the lender server sends over SMTP to the launcher's own server (port E2E_PORT + 2), which
    // files each message in E2E_MAIL_DIR for the specs to read (test/e2e/support/mailbox.ts).
    const mailDir = path.join(dataDir, 'mail');
    smtp = await startE2eMailbox(mailDir, port + 2);
    process.env.E2E_MAIL_DIR = mailDir;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
      JWT_SECRET: E2E_JWT_SECRET,
      DATA_ENCRYPTION_KEY: '07'.repeat(32),
      RATE_LIMIT_AUTH_MAX: '1000',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
      MAIL_FROM: 'hello@hearth.example',
      MAIL_POLL_MS: '500',
    };
    // Specs that count records read the server's database (read-only): the workers inherit this.
    process.env.E2E_DATABASE_FILE = path.join(dataDir, 'e2e.sqlite');
    server = spawn(process.execPath, serverArgs(), {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    server.on('exit', (code) => {
      if (code) console.error(`lender server exited with ${code}`);
    });
    await waitForServer(`${baseUrl}/healthz`, 60000);
  },

  // A failed test leaves a picture of what the browser showed, beside the CI artefacts.
  afterTest: async (test, _context, { passed }) => {
    if (passed) return;
    const dir = path.join(process.cwd(), 'test/e2e/screenshots', browserFolder(), 'failures');
    mkdirSync(dir, { recursive: true });
    const name = `${test.parent} ${test.title}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 120);
    await browser.saveScreenshot(path.join(dir, `${name}.png`));
    const where = await browser.execute(() => ({
      url: window.location.href,
      main: (document.querySelector('main')?.innerHTML ?? '(no main)').slice(0, 1500),
    }));
    console.log(`failed at ${where.url}\n${where.main}`);
  },

  // One line per run that .ci/run gathers into its summary of specs passed per browser.
  onComplete: (_exitCode, _config, _caps, results) => {
    console.log(
      `e2e ${browserName} ${size}: ${results.passed} spec files passed, ${results.failed} failed, of ${results.finished}`,
    );
    stopAll();
    smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
};
