// The pages the server paints first do not run their entry scripts before that paint: the build (webpack's own
// page plugins and webpack/entryLoader.js, on a small entry of our own) writes, where the script tags were, no script
// tag and no preload, and a small inline loader at the end of the body, which the server gives the request's CSP nonce. So the
// only things the browser must load and run before it shows the page are the HTML and its inline style.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { makeTestApp, type TestApp } from './helpers';

// The build's configuration, as webpack/webpack.prod.js takes it.
const { config } = require('../../webpack/webpack.common') as { config: webpack.Configuration };

const UUID = '6f1c2b2e-1111-4222-8333-944445555666';

/** Builds three small entries that share a module (so each page has two scripts) with the build's page plugins. */
async function buildPages(dir: string): Promise<Record<string, string>> {
  const src = path.join(dir, 'src');
  const out = path.join(dir, 'out');
  mkdirSync(src, { recursive: true });
  writeFileSync(path.join(src, 'shared.js'), `export const shared = ${JSON.stringify('x'.repeat(2000))};`);
  for (const entry of ['app', 'outside', 'agent'])
    writeFileSync(
      path.join(src, `${entry}.js`),
      `import { shared } from './shared';\nconsole.log('${entry}', shared);`,
    );
  const compiler = webpack({
    ...config,
    mode: 'production',
    devtool: false,
    cache: false,
    entry: Object.fromEntries(['app', 'outside', 'agent'].map((e) => [e, path.join(src, `${e}.js`)])),
    output: { ...config.output, path: out, filename: '[name].[contenthash:8].js' },
    module: { rules: [] },
    optimization: {
      splitChunks: { chunks: 'all', minSize: 0, cacheGroups: { shared: { test: /shared/, name: 'shared' } } },
    },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
  return Object.fromEntries(
    ['app.html', 'outside.html', 'agent.html'].map((name) => [name, readFileSync(path.join(out, name), 'utf8')]),
  );
}

const scriptTagsWithSrc = (html: string) => html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? [];
const preloads = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="?preload"?[^>]*\bhref="?([^"\s>]+)"?[^>]*>/g)].map((m) => m[1]);

describe('entry scripts after the first paint', () => {
  let dir: string;
  let pages: Record<string, string>;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'heloc-pages-'));
    pages = await buildPages(dir);
    t = await makeTestApp('sqlite');
    writeFileSync(path.join(t.config.clientDir, 'app.html'), pages['app.html']);
    writeFileSync(path.join(t.config.clientDir, 'outside.html'), pages['outside.html']);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the app’s and the outside pages’ templates run their entry from an inline loader, nothing fetched before', () => {
    for (const name of ['app.html', 'outside.html']) {
      const html = pages[name];
      // Nothing the parser finds runs, or is fetched, before the page is shown (a preload made Lighthouse count the
      // scripts as the first paint's dependencies).
      expect(scriptTagsWithSrc(html)).toEqual([]);
      expect(preloads(html)).toEqual([]);
      const loader = /<script nonce="?__CSP_NONCE__"?>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1];
      expect(loader).toBeDefined();
      // Every entry script, in the entry's order.
      const sources = [...(loader as string).matchAll(/"(\/account\/heloc\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
      expect(sources).toEqual([
        expect.stringMatching(/^\/account\/heloc\/assets\/shared\.[0-9a-f]{8}\.js$/),
        expect.stringMatching(new RegExp(`^/account/heloc/assets/${name.replace('.html', '')}\\.[0-9a-f]{8}\\.js$`)),
      ]);
      // After the root, so the markup it waits to see painted is already parsed.
      expect(html.indexOf('__FIRST_PAINT_HTML__')).toBeLessThan(html.indexOf(loader as string));
    }
  });

  it('leaves the agents’ console, which the server does not paint, with its deferred script tags', () => {
    expect(scriptTagsWithSrc(pages['agent.html'])).toHaveLength(2);
    expect(pages['agent.html']).not.toMatch(/<script nonce="?__CSP_NONCE__"?>/);
    expect(preloads(pages['agent.html'])).toEqual([]);
  });

  it('serves the painted pages with the loader under the request’s nonce, after the painted markup', async () => {
    for (const url of [`/account/heloc/${UUID}/start/profile`, '/auth/login', '/account/heloc/register']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      expect(scriptTagsWithSrc(res.body)).toEqual([]);
      // The build writes the attribute without quotes when it can.
      const loaderAt = Math.max(
        res.body.indexOf(`<script nonce="${nonce}">`),
        res.body.indexOf(`<script nonce=${nonce}>`),
      );
      expect(loaderAt).toBeGreaterThan(res.body.indexOf('<main class="fp-main">'));
      expect(res.body).not.toContain('__CSP_NONCE__');
    }
  });
});
