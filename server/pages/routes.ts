// HTML pages with the organisation's private-label JSON, static client assets, logos and legacy redirects.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_BASENAME, rewriteLegacyPath } from '../../src/domain/guards';
import type { ServerConfig } from '../config';
import { privateLabelFor } from '../organisations';
import { sendStatic } from '../static';

export const OUTSIDE_PAGES = [
  '/auth/login',
  '/dashboard',
  '/dashboard/settings',
  '/terms',
  '/privacy',
  '/licenses',
  '/communications',
  '/contact',
] as const;

/** The lender's agents' console (web chat): its own small client entry, agent.html. */
export const AGENT_CONSOLE_PATH = '/agent-console';

export const CLIENT_NOT_BUILT = 'Client not built: run npm run build';

/** JSON safe inside <script>: no `</script>`, `<!--` or line separators can end the block early. */
const PRIVATE_LABEL_TOKEN = '__PRIVATE_LABEL_JSON__';

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderPage(template: string, request: FastifyRequest, environment: ServerConfig['env']): string {
  const label = privateLabelFor(request.org, environment);
  const title = `${label.metadata.companyInfo.companyNameShort} | Home Equity Line of Credit`.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
  // Function replacers: a `$` in the data must not be read as a replacement pattern.
  return (
    template
      // The template carries <script id="private-label-data" type="application/json">__PRIVATE_LABEL_JSON__</script>:
      // a token in text survives HTML minification, where a comment placeholder would not.
      .replace(PRIVATE_LABEL_TOKEN, () => scriptSafeJson(label))
      .replace(/__CSP_NONCE__/g, () => request.cspNonce)
      .replace(/__PAGE_TITLE__/g, () => title)
  );
}

const HASHED = /[.-][0-9a-f]{8,}\./i;

export async function pageRoutes(app: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  // Templates are re-read in development so a rebuilt client shows without a restart.
  const cache = new Map<string, string>();
  async function template(file: string): Promise<string | null> {
    const cached = cache.get(file);
    if (cached) return cached;
    try {
      const text = await readFile(path.join(config.clientDir, file), 'utf8');
      if (config.env === 'production') cache.set(file, text);
      return text;
    } catch {
      return null;
    }
  }

  async function servePage(file: string, request: FastifyRequest, reply: FastifyReply) {
    const text = await template(file);
    if (text === null) return reply.code(503).type('text/plain; charset=utf-8').send(CLIENT_NOT_BUILT);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderPage(text, request, config.env));
  }

  const assetRoot = path.resolve(config.clientDir);
  // Hashed file names never change content: cache for a year; anything else is revalidated.
  const assetCache = (file: string) =>
    HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
  app.get(`${APP_BASENAME}/assets/*`, async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    // The page templates hold unfilled placeholders: only their rendered form is served. Source maps are for
    // error reports, never public in production (they are the app's source).
    const hidden = /\.html$/i.test(rel) || (config.env === 'production' && /\.map$/i.test(rel));
    if (hidden || !(await sendStatic(reply, assetRoot, rel, assetCache))) return reply.callNotFound();
    return reply;
  });
  const logoRoot = path.join(__dirname, '..', 'organisations', 'logos');
  app.get('/brand/*', async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    if (!(await sendStatic(reply, logoRoot, rel, () => 'public, max-age=86400'))) return reply.callNotFound();
    return reply;
  });

  app.get(APP_BASENAME, (request, reply) => servePage('app.html', request, reply));
  app.get(`${APP_BASENAME}/*`, (request, reply) => servePage('app.html', request, reply));
  for (const page of OUTSIDE_PAGES) {
    app.get(page, (request, reply) => servePage('outside.html', request, reply));
  }
  app.get(AGENT_CONSOLE_PATH, (request, reply) => servePage('agent.html', request, reply));

  // Legacy links keep working: the guard gives the in-app path, which lives under the app's base path.
  const legacy = (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://local');
    const target = rewriteLegacyPath(url.pathname, url.search);
    if (!target) return reply.callNotFound();
    return reply.redirect(`${APP_BASENAME}${target}`, 302);
  };
  app.get('/account/register', legacy);
  app.get('/account/heloc-signer', legacy);
  app.get('/account/heloc-signer/*', legacy);

  app.get('/healthz', async () => ({ ok: true }));
}
