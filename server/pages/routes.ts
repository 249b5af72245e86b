// HTML pages with the organisation's private-label JSON, static client assets, logos and legacy redirects.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_BASENAME, leaveAppDestination, rewriteLegacyPath } from '../../src/domain/guards';
import type { ServerConfig } from '../config';
import { fontFaceCss, organisationFontFiles } from '../fonts';
import { privateLabelFor } from '../organisations';
import { registerStaticFiles } from '../static';
import { firstPaintMarkup } from './firstPaint';

export const OUTSIDE_PAGES = [
  '/auth/login',
  '/dashboard',
  '/dashboard/settings',
  '/terms',
  '/privacy',
  '/licenses',
  '/communications',
  '/contact',
  // The shared app's pages the navigation links to (src/outside/SharedAppPages.tsx).
  '/exchange',
  '/pay',
  '/universal-marketplace',
  '/universal-passport',
  '/portfolio',
  '/group-manager',
] as const;

/** The lender's agents' console (web chat): its own small client entry, agent.html. */
export const AGENT_CONSOLE_PATH = '/agent-console';

export const CLIENT_NOT_BUILT = 'Client not built: run npm run build';

/** JSON safe inside <script>: no `</script>`, `<!--` or line separators can end the block early. */
const PRIVATE_LABEL_TOKEN = '__PRIVATE_LABEL_JSON__';
// An empty style element survives the build's HTML minifier where a token inside it would not.
const FIRST_PAINT_STYLE = /(<style\b[^>]*\bid="?first-paint"?[^>]*>)(<\/style>)/;
const FIRST_PAINT_HTML_TOKEN = '__FIRST_PAINT_HTML__';
const BRAND_FONTS_STYLE = /(<style\b[^>]*\bid="?brand-fonts"?[^>]*>)(<\/style>)/;

/**
 * The organisation's @font-face rules in the head (only its own families: server/fonts). On a page the server
 * paints, the rules for the font files wait in a style that applies to print only, and the app applies them once the
 * landing screen has replaced the painted markup (src/app/renderApp.tsx): the painted text (each page's LCP) and the
 * screen's text that takes its place are drawn in the metric-matched fallback faces, which apply from the start, and
 * the brand's faces then swap in on the same text. Not preloaded: a preload, even at low priority, started the files
 * before the first paint, and Lighthouse's simulated slow 4G counted their 97 KB as the paint's dependencies
 * (register's LCP 1.37 to 1.43 s against 0.69 to 0.78 s without, 2026-11-28).
 */
export function brandFontsHead(label: ReturnType<typeof privateLabelFor>, painted: boolean): string {
  const faces = fontFaceCss(label);
  if (!painted) return `${faces.files}\n${faces.fallbacks}`;
  return faces.fallbacks;
}

/**
 * On a page the server leaves empty (the app draws its first screen, after the scripts), the font files are preloaded
 * beside the scripts: that screen is drawn in the brand's faces as soon as it renders, and no paint of the HTML's
 * own waits for them. The painted pages preload nothing (above).
 */
export function brandFontPreloads(label: ReturnType<typeof privateLabelFor>, painted: boolean): string {
  if (painted) return '';
  return organisationFontFiles(label)
    .map((file) => `<link rel="preload" href="${file.url}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/** The font files' rules on a painted page, applied by the app once the landing screen is shown. */
export function afterPaintFontFiles(label: ReturnType<typeof privateLabelFor>): string {
  return `<style nonce="__CSP_NONCE__" id="brand-font-files" media="print" data-after-first-paint>${fontFaceCss(label).files}</style>`;
}

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderPage(template: string, request: FastifyRequest, environment: ServerConfig['env']): string {
  return withNonce(renderPageWithoutNonce(template, request, environment), request.cspNonce);
}

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

function withNonce(page: string, nonce: string): string {
  return page.replace(NONCE_PLACEHOLDER, () => nonce);
}

/** The page as far as it is the same for every request of this organisation: all but the per-request nonce. */
function renderPageWithoutNonce(template: string, request: FastifyRequest, environment: ServerConfig['env']): string {
  const label = privateLabelFor(request.org, environment);
  const paint = firstPaintMarkup(label, request.url);
  const painted = paint.html !== '';
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
      .replace(
        BRAND_FONTS_STYLE,
        (_, open: string, close: string) =>
          `${open}${brandFontsHead(label, painted)}${close}${painted ? afterPaintFontFiles(label) : brandFontPreloads(label, painted)}`,
      )
      // The register, sign-in and first journey pages arrive painted (server/pages/firstPaint.ts).
      .replace(FIRST_PAINT_STYLE, (_, open: string, close: string) => `${open}${paint.css}${close}`)
      .replace(FIRST_PAINT_HTML_TOKEN, () => paint.html)
      .replace(/__PAGE_TITLE__/g, () => title)
  );
}

/** A weak validator: two answers with the same tag differ only in their nonce, which is not their meaning. */
export function pageEtag(pageWithoutNonce: string): string {
  return `W/"${createHash('sha256').update(pageWithoutNonce).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` is ignored on either side. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

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
    const page = renderPageWithoutNonce(text, request, config.env);
    const etag = pageEtag(page);
    // Revalidated on every use (the organisation and the build decide the page), but a browser that holds the
    // same page gets a 304 with no body. Private: the organisation may come from the visitor's cookie.
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(withNonce(page, request.cspNonce));
  }

  await registerStaticFiles(app, config);

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

  // The bare root is the shared site's: it leaves for the dashboard as the app's guard does (core-journey section 2).
  app.get('/', (_request, reply) => reply.redirect(leaveAppDestination('/') ?? '/dashboard', 302));
}
