// Temporary probe: CPU profile of a page's load under 4x throttling, self time by original source file (source maps).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { APP, CHROMIUM, CHROMIUM_ARGS, registerBorrower, signedInScript, startServer } from './bench-support.mjs';
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  const first = await registerBorrower(server.baseUrl);
  const which = process.env.PAGE || 'start/profile';
  const url = which === 'register' ? `${APP}/register` : which === 'sign-in' ? '/auth/login' : `${APP}/${first.uuid}/start/profile`;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  if (which === 'start/profile') await context.addInitScript(signedInScript(first));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.baseUrl + url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const n = byId.get(profile.samples[i]);
    self.set(n.id, (self.get(n.id) || 0) + (dt[i] || 0));
  }
  const consumers = new Map();
  const totals = new Map();
  for (const [id, us] of self) {
    const n = byId.get(id);
    const cf = n.callFrame;
    let key = cf.functionName || '(anon)';
    if (cf.url && cf.url.includes('/assets/')) {
      const file = cf.url.split('/').pop();
      if (!consumers.has(file)) {
        try { consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`dist/${file}.map`, 'utf8')))); } catch { consumers.set(file, null); }
      }
      const c = consumers.get(file);
      const pos = c?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
      key = (pos?.source || file).replace(/^webpack:\/\/heloc-white-label\//, '').replace(/.*node_modules\//, 'nm:');
      if (!process.env.DEEP) key = key.startsWith('nm:') ? key.split('/').slice(0, key.startsWith('nm:@') ? 2 : 1).join('/') : key;
    } else key = `[${key}] ${cf.url ? cf.url.split('/').pop() : ''}`;
    totals.set(key, (totals.get(key) || 0) + us);
  }
  const sorted = [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP || 30));
  for (const [k, us] of sorted) console.log(String(Math.round(us / 1000)).padStart(6), 'ms', k);
  await context.close();
} finally { await browser.close(); await server.stop(); }
