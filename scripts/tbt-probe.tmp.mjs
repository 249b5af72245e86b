// Temporary probe: long tasks (>50 ms) after FCP under 4x CPU throttling, per page, N runs; prints median TBT-like sum.
import { chromium } from 'playwright-core';
import { APP, CHROMIUM, CHROMIUM_ARGS, registerBorrower, signedInScript, startServer, throughProfile } from './bench-support.mjs';
const runs = Number(process.env.RUNS || 3);
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  const first = await registerBorrower(server.baseUrl);
  const second = await registerBorrower(server.baseUrl);
  await throughProfile(server.baseUrl, second);
  const pages = [['register', null, `${APP}/register`], ['sign-in', null, '/auth/login'], ['start/profile', first, `${APP}/${first.uuid}/start/profile`], ['liens', second, `${APP}/${second.uuid}/liens`]].filter((p) => !process.env.PAGES || process.env.PAGES.split(',').includes(p[0]));
  for (const [name, b, url] of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      if (b) await context.addInitScript(signedInScript(b));
      await context.addInitScript(`window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });`);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(server.baseUrl + url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const lt = await page.evaluate(() => window.__lt);
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      const tbt = lt.filter(([s]) => s >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      results.push({ tbt, lt: lt.map(([s, d]) => `${d}@${s}`).join(' ') });
      await context.close();
    }
    results.sort((a, b) => a.tbt - b.tbt);
    console.log(name, 'TBT-like (ms, sorted):', results.map((r) => r.tbt).join(', '));
    console.log('   median run long tasks:', results[Math.floor(results.length / 2)].lt);
  }
} finally { await browser.close(); await server.stop(); }
