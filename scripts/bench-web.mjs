// `npm run bench:web`: Lighthouse 12 (mobile defaults: a mid-range phone, simulated slow 4G and a 4× slower CPU)
// in Debian's Chromium on the register page, the sign-in page and two journey screens of a signed-in borrower,
// with a minimal static page served by the same server in the same run as the reference. Prints score, LCP,
// TBT, CLS, bytes and the LCP ratio to the static page; exits non-zero over a budget (DESIGN.md §13). Each page
// gets a fresh browser, so nothing is cached between them. Not part of CI: about two minutes on two cores.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildIfStale } from './build-if-stale.mjs';
import {
  APP,
  CHROMIUM,
  CHROMIUM_ARGS,
  registerBorrower,
  requireChromium,
  root,
  startServer,
  throughProfile,
} from './bench-support.mjs';

const BUDGET = { score: 90, lcpMs: 1200, tbtMs: 200, cls: 0.02 };
const STATIC_NAME = 'bench-static.html';

// The reference: what a browser does with a page that needs nothing but itself.
const STATIC_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title></head>
<body><h1>Home equity line of credit</h1><p>A minimal static page, served by the same server, as the reference.</p></body>
</html>
`;

/** BENCH_VERBOSE=1: what the page's LCP element is, its phases, and the longest main-thread tasks with their scripts. */
function explain(audits) {
  const lines = [];
  const failed = audits['largest-contentful-paint-element']?.errorMessage;
  if (failed) lines.push(`LCP element: not reported (${failed.slice(0, 100)})`);
  const element = audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of element) {
    for (const item of table.items ?? []) {
      if (item.node) lines.push(`LCP element: ${item.node.snippet} (${item.node.selector})`);
      if (item.phase) lines.push(`  ${item.phase}: ${Math.round(item.timing)} ms`);
    }
  }
  const tasks = (audits['long-tasks']?.details?.items ?? []).slice(0, 6);
  for (const task of tasks)
    lines.push(`long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
  return lines;
}

/** One Lighthouse run in a fresh Chromium; `storage` is put in the origin's localStorage first (a signed-in borrower). */
async function audit(baseUrl, url, storage) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/healthz`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(baseUrl + url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keep the signed-in borrower's token; the browser is fresh, so its cache is empty anyway.
      disableStorageReset: Boolean(storage),
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      finalUrl: lhr.finalDisplayedUrl,
      details: explain(audits),
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  requireChromium();
  buildIfStale();
  const staticFile = path.join(root, 'dist', STATIC_NAME);
  writeFileSync(staticFile, STATIC_PAGE);
  const server = await startServer();
  let failed = false;
  try {
    const first = await registerBorrower(server.baseUrl);
    const second = await registerBorrower(server.baseUrl);
    await throughProfile(server.baseUrl, second);
    const signedIn = (b) => ({ jwt: `Bearer ${b.jwt}`, heloc_uuid: b.uuid });
    const pages = [
      { name: 'static reference', url: `${APP}/assets/${STATIC_NAME}`, reference: true },
      { name: 'register', url: `${APP}/register` },
      { name: 'sign-in', url: '/auth/login' },
      { name: 'journey: start/profile', url: `${APP}/${first.uuid}/start/profile`, storage: signedIn(first) },
      { name: 'journey: liens', url: `${APP}/${second.uuid}/liens`, storage: signedIn(second) },
    ];
    // BENCH_PAGES=register,sign-in audits only those pages (and the reference).
    const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
    const chosen = only ? pages.filter((p) => p.reference || only.includes(p.name)) : pages;
    const rows = [];
    for (const page of chosen) rows.push({ ...page, ...(await audit(server.baseUrl, page.url, page.storage)) });
    const reference = rows.find((r) => r.reference);
    console.log(
      'Lighthouse 12.2.3, mobile defaults, Debian Chromium (budgets: score ≥ 90, LCP ≤ 1.2 s, TBT ≤ 200 ms, CLS ≤ 0.02):',
    );
    console.log(`  ${'page'.padEnd(24)} score    LCP      TBT     CLS     bytes   LCP ÷ static`);
    for (const row of rows) {
      const over =
        !row.reference &&
        (row.score < BUDGET.score || row.lcpMs > BUDGET.lcpMs || row.tbtMs > BUDGET.tbtMs || row.cls > BUDGET.cls);
      failed ||= over;
      console.log(
        `  ${row.name.padEnd(24)} ${String(row.score).padStart(5)} ${(row.lcpMs / 1000).toFixed(2).padStart(6)} s ` +
          `${Math.round(row.tbtMs).toString().padStart(5)} ms ${row.cls.toFixed(3).padStart(6)} ` +
          `${(row.bytes / 1024).toFixed(0).padStart(6)} KB ${(row.lcpMs / reference.lcpMs).toFixed(2).padStart(8)}×` +
          `${over ? '  OVER BUDGET' : ''}${row.finalUrl.endsWith(row.url) ? '' : `  (ended at ${row.finalUrl})`}`,
      );
      if (process.env.BENCH_VERBOSE) for (const line of row.details) console.log(`      ${line}`);
    }
  } finally {
    await server.stop();
    rmSync(staticFile, { force: true });
  }
  if (failed) {
    console.error('bench:web: a page is over its Lighthouse budget.');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
