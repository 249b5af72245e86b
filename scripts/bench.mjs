// `npm run bench`: the script bytes each entry page really costs. Every entry page (register, sign-in, a journey
// screen with a signed-in borrower, the co-owner's login) is loaded in headless Chromium from the built server;
// every script the page requested until it was idle is summed as served (compressed bytes on the wire, whatever
// was requested: entry, route chunks, vendor chunks). Each figure is printed against its budget (DESIGN.md §13:
// 150 KB for the register page, 170 KB for any page) and against the floor: the same mandated libraries (React,
// the store, the router, styled-components, axios, the form and validation libraries) used minimally, built in
// this run with our production settings and compressed the same way. Exits non-zero when a page is over its budget.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildIfStale } from './build-if-stale.mjs';
import {
  APP,
  CHROMIUM,
  CHROMIUM_ARGS,
  kb,
  registerBorrower,
  requireChromium,
  root,
  signedInScript,
  startServer,
} from './bench-support.mjs';

const require = createRequire(import.meta.url);
const REGISTER_BUDGET_KB = 150;
const PAGE_BUDGET_KB = 170;

/** A minimal app that needs every library the first screen is built on, as our screens use them. */
const FLOOR_ENTRY = `
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { call } from 'redux-saga/effects';
import { ConnectedRouter, connectRouter, routerMiddleware } from 'connected-react-router';
import { createBrowserHistory } from 'history';
import { Route, Switch } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import axios from 'axios';
import { Form, Field } from 'react-final-form';
import { object, string } from 'yup';

const history = createBrowserHistory();
const slice = createSlice({ name: 'n', initialState: { v: '' }, reducers: { set: (s, a) => { s.v = a.payload; } } });
const saga = createSagaMiddleware();
const store = configureStore({
  reducer: { n: slice.reducer, router: connectRouter(history) },
  middleware: (d) => d().concat(saga, routerMiddleware(history)),
});
const api = axios.create({ baseURL: '/' });
saga.run(function* root() { yield call(() => api.get('/healthz')); });
const schema = object({ name: string().required().max(20) });
const Box = styled.div\`padding: \${(p) => p.theme.pad};\`;
function Screen() {
  return (
    <Form
      onSubmit={(v) => store.dispatch(slice.actions.set(v.name))}
      validate={(v) => { try { schema.validateSync(v); return {}; } catch (e) { return { name: e.message }; } }}
      render={({ handleSubmit }) => <form onSubmit={handleSubmit}><Field name="name" component="input" /></form>}
    />
  );
}
createRoot(document.getElementById('root')).render(
  <Provider store={store}>
    <ThemeProvider theme={{ pad: '1rem' }}>
      <ConnectedRouter history={history}>
        <Box><Switch><Route path="/" component={Screen} /></Switch></Box>
      </ConnectedRouter>
    </ThemeProvider>
  </Provider>,
);
`;

/** Builds the floor with webpack.prod.js's own loaders and optimisation; its compressed size per encoding. */
async function buildFloor() {
  const webpack = require('webpack');
  const prod = require(path.join(root, 'webpack', 'webpack.prod.js'));
  const dir = path.join(root, 'reports', 'bench-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'entry.jsx'), FLOOR_ENTRY);
  const config = {
    ...prod,
    entry: { floor: path.join(dir, 'entry.jsx') },
    output: { ...prod.output, path: path.join(dir, 'out'), clean: true },
    plugins: [],
    devtool: false,
    cache: false,
  };
  await new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
  const files = readdirSync(path.join(dir, 'out')).filter((f) => f.endsWith('.js'));
  const sizes = { br: 0, gzip: 0, identity: 0 };
  for (const file of files) {
    const text = readFileSync(path.join(dir, 'out', file));
    sizes.identity += text.length;
    sizes.gzip += gzipSync(text, { level: 9 }).length;
    sizes.br += brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return sizes;
}

/** Loads `url` in a fresh context and sums the script bytes it requested until the network was idle. */
async function measure(browser, baseUrl, url, initScript) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const scripts = [];
  if (process.env.BENCH_DEBUG) page.on('framenavigated', (f) => console.log('navigated', f.url()));
  if (process.env.BENCH_DEBUG) page.on('console', (m) => console.log('console', m.text().slice(0, 200)));
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    const response = await request.response();
    scripts.push({
      name: new URL(request.url()).pathname.split('/').pop(),
      bytes: sizes.responseBodySize,
      encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
    });
  });
  await page.goto(baseUrl + url, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const heading = (await page.locator('main h1').first().textContent())?.trim();
  await context.close();
  return { scripts, heading, total: scripts.reduce((sum, s) => sum + s.bytes, 0) };
}

async function main() {
  requireChromium();
  buildIfStale();
  const started = Date.now();
  const floor = await buildFloor();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  let failed = false;
  try {
    const borrower = await registerBorrower(server.baseUrl);
    const pages = [
      { name: 'register', url: `${APP}/register`, budget: REGISTER_BUDGET_KB },
      { name: 'sign-in', url: '/auth/login', budget: PAGE_BUDGET_KB },
      {
        name: 'journey (start/profile)',
        url: `${APP}/${borrower.uuid}/start/profile`,
        budget: PAGE_BUDGET_KB,
        init: signedInScript(borrower),
      },
      { name: "co-owner's login", url: `${APP}/heloc-signer/login`, budget: PAGE_BUDGET_KB },
    ];
    const rows = [];
    for (const entry of pages) {
      const result = await measure(browser, server.baseUrl, entry.url, entry.init);
      rows.push({ ...entry, ...result });
    }
    const encodings = new Set(rows.flatMap((r) => r.scripts.map((s) => s.encoding)));
    const encoding = encodings.size === 1 ? [...encodings][0] : 'br';
    const floorBytes = floor[encoding === 'gzip' ? 'gzip' : encoding === 'br' ? 'br' : 'identity'];
    console.log(`Script bytes each entry page loads before it is idle, as served (${[...encodings].join(', ')}):`);
    console.log(
      `  floor (the mandated libraries alone, this run's production build): ${kb(floorBytes)} KB ` +
        `(br ${kb(floor.br)}, gzip ${kb(floor.gzip)}, raw ${kb(floor.identity)})`,
    );
    for (const row of rows) {
      const over = row.total / 1024 > row.budget;
      failed ||= over;
      console.log(
        `  ${row.name.padEnd(26)} ${kb(row.total).padStart(7)} KB  budget ${row.budget} KB  ` +
          `${(row.total / floorBytes).toFixed(2)}× floor  ${row.scripts.length} scripts  ` +
          `"${row.heading}"${over ? '  OVER BUDGET' : ''}`,
      );
      if (process.env.BENCH_VERBOSE || over) {
        for (const s of row.scripts)
          console.log(`      ${s.name.padEnd(52)} ${kb(s.bytes).padStart(7)} KB ${s.encoding}`);
      }
    }
    console.log(`  (measured in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await browser.close();
    await server.stop();
  }
  if (failed) {
    console.error('bench: a page is over its budget (DESIGN.md section 13).');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
