// `npm run bench:boot`: the main thread's long tasks while each painted entry page boots, measured in the browser
// itself rather than simulated. Lighthouse's TBT (`npm run bench:web`) runs the page once on the host's CPU and
// scales its tasks by 4, so on a loaded machine it moves by hundreds of milliseconds between runs; this loads each
// page several times in Debian's Chromium with the CPU slowed 4× (DevTools' CPU throttling, as Lighthouse's
// devtools mode does) and a `longtask` PerformanceObserver registered before any script, and prints per page the
// median over the runs of: the first contentful paint, the blocking time after it (the sum over tasks after FCP of
// what each spends over 50 ms, Lighthouse's TBT definition, here observed), the longest task, and the number of
// tasks over 50 ms. The load average is printed with it: judge the figures beside it. Under load those wall-clock
// figures still move a lot, so each run is also traced and its main-thread tasks' CPU time (which another process
// on the machine lengthens far less than their wall time) is scaled by 4 as Lighthouse's simulation scales the tasks
// of its unthrottled run: each run loads the page a second time without throttling, traced, and "CPU-based" is the
// sum over its main-thread tasks after FCP of (4 × CPU time − 50 ms), clamped at 0.
// BENCH_RUNS (default 5), BENCH_PAGES=register,sign-in (some pages only), CLIENT_DIR (another build, e.g. one
// kept aside before a change), BENCH_VERBOSE=1 (each run's tasks).
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfStale } from './build-if-stale.mjs';
import {
  APP,
  CHROMIUM,
  CHROMIUM_ARGS,
  registerBorrower,
  requireChromium,
  root,
  signedInScript,
  startServer,
  throughProfile,
} from './bench-support.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const CPU_SLOWDOWN = 4;

// Runs in the page before any of its scripts: every long task and the first contentful paint, kept for the bench.
const OBSERVE = `
window.__bootTasks = [];
window.__fcp = null;
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bootTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
} catch {}
`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** From a trace: the sum over the page's main-thread tasks after its first contentful paint of 4 × CPU time − 50 ms. */
function cpuBlocking(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return NaN;
  const main = events.find((e) => e.name === 'thread_name' && e.pid === paint.pid && e.args?.name === 'CrRendererMain');
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === paint.pid && e.tid === main?.tid)
    .filter((e) => e.ts >= paint.ts && typeof e.tdur === 'number')
    .reduce((sum, e) => sum + Math.max(0, (CPU_SLOWDOWN * e.tdur) / 1000 - 50), 0);
}

/** One load of `url` in a fresh context with the CPU slowed down; the long tasks after the first paint. */
async function measure(browser, baseUrl, url, init, { throttle = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  if (init) await context.addInitScript(init);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...event.value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline', 'loading'] },
  });
  await page.goto(baseUrl + url, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Whatever the boot left for later (a transition's slices, a lazy chunk's evaluation) has run by now.
  await page.waitForTimeout(2000);
  const { tasks, fcp } = await page.evaluate(() => ({ tasks: window.__bootTasks, fcp: window.__fcp }));
  await cdp.send('Tracing.end');
  await traced;
  await context.close();
  const after = tasks.filter((t) => fcp !== null && t.start >= fcp);
  return {
    cpuBlocking: cpuBlocking(events),
    fcp: fcp ?? NaN,
    blocking: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    longest: Math.max(0, ...after.map((t) => t.duration)),
    count: after.length,
    tasks,
  };
}

async function main() {
  requireChromium();
  const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist');
  if (!process.env.CLIENT_DIR) buildIfStale();
  const server = await startServer({ clientDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const first = await registerBorrower(server.baseUrl);
    const second = await registerBorrower(server.baseUrl);
    await throughProfile(server.baseUrl, second);
    const pages = [
      { name: 'register', url: `${APP}/register` },
      { name: 'sign-in', url: '/auth/login' },
      { name: 'journey: start/profile', url: `${APP}/${first.uuid}/start/profile`, init: signedInScript(first) },
      { name: 'journey: liens', url: `${APP}/${second.uuid}/liens`, init: signedInScript(second) },
    ];
    const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
    const chosen = only ? pages.filter((p) => only.includes(p.name)) : pages;
    const before = loadavg();
    console.log(
      `Long tasks after the first paint, CPU slowed ${CPU_SLOWDOWN}×, median of ${RUNS} runs per page ` +
        `(${clientDir === path.join(root, 'dist') ? 'dist/' : clientDir}):`,
    );
    console.log(`  ${'page'.padEnd(24)}    FCP  blocking  longest  tasks > 50 ms  CPU-based`);
    for (const entry of chosen) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await measure(browser, server.baseUrl, entry.url, entry.init);
        const unthrottled = await measure(browser, server.baseUrl, entry.url, entry.init, { throttle: false });
        runs.push({ ...run, cpuBlocking: unthrottled.cpuBlocking });
      }
      const m = (key) => median(runs.map((r) => r[key]));
      console.log(
        `  ${entry.name.padEnd(24)} ${Math.round(m('fcp')).toString().padStart(5)} ms ` +
          `${Math.round(m('blocking')).toString().padStart(6)} ms ${Math.round(m('longest')).toString().padStart(6)} ms ` +
          `${String(m('count')).padStart(6)} ${Math.round(m('cpuBlocking')).toString().padStart(13)} ms` +
          `   (blocking per run: ${runs.map((r) => Math.round(r.blocking)).join(', ')} ms; ` +
          `CPU-based: ${runs.map((r) => Math.round(r.cpuBlocking)).join(', ')} ms)`,
      );
      if (process.env.BENCH_VERBOSE)
        for (const r of runs)
          console.log(
            `      FCP ${Math.round(r.fcp)} ms; tasks: ` +
              r.tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start)}`).join(', '),
          );
    }
    const after = loadavg();
    console.log(
      `  load average ${before.map((l) => l.toFixed(2)).join(' ')} before, ${after.map((l) => l.toFixed(2)).join(' ')} after`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
