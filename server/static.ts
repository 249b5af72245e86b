// Delivery as a production web server does it, with the Fastify plugins made for it: the client's files from
// dist/ (brotli and gzip copies written beside each asset at build time, chosen from Accept-Encoding), logos,
// and compression of the server's own answers (JSON, pages) above a small size.
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_BASENAME } from '../src/domain/guards';
import type { ServerConfig } from './config';
import { allFontFiles, FONTS_PREFIX } from './fonts';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** webpack's `[name].[contenthash:8]` names: their content never changes, so browsers may keep them a year. */
const HASHED = /[.-][0-9a-f]{8,}\./i;

export function assetCacheControl(file: string): string {
  return HASHED.test(path.basename(file)) ? IMMUTABLE : 'no-cache';
}

/** What webpack writes into dist/ for server/pages to fill in (webpack/webpack.common.js). */
export const PAGE_TEMPLATES = ['app.html', 'outside.html', 'agent.html'];

const ASSETS_PREFIX = `${APP_BASENAME}/assets/`;
const LOGOS_PREFIX = '/brand/';
const FILE_PREFIXES = [ASSETS_PREFIX, LOGOS_PREFIX, FONTS_PREFIX];

// Quality 4: close to gzip's speed with a better ratio; the build's copies of assets use the maximum.
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };
const JSON_TYPE = 'application/json; charset=utf-8';
const ANSWER_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/** A JSON answer made once and sent to many requests: its text, and its compressed forms as they are asked for. */
export interface KeptAnswer {
  text: string;
  /** At least COMPRESS_THRESHOLD_BYTES: worth compressing for a client that accepts it. */
  large: boolean;
  encoded: { br?: Buffer; gzip?: Buffer };
}

export function keptAnswer(text: string): KeptAnswer {
  return { text, large: Buffer.byteLength(text) >= COMPRESS_THRESHOLD_BYTES, encoded: {} };
}

/**
 * Sends a kept JSON answer as the compression plugin would (br or gzip as the request accepts, above
 * COMPRESS_THRESHOLD_BYTES), but compressing each form once, not on every request: a page polls the same answer.
 * For a route registered with `compress: false`.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  reply.type(JSON_TYPE);
  if (!answer.large) return reply.send(answer.text);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted.toLowerCase(), ANSWER_ENCODINGS) : null;
  if (encoding !== 'br' && encoding !== 'gzip') return reply.send(answer.text);
  let body = answer.encoded[encoding];
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(answer.text, BROTLI_OPTIONS) : gzipSync(answer.text);
    answer.encoded[encoding] = body;
  }
  return reply.header('content-encoding', encoding).send(body);
}

/** Compression of dynamic answers; registered before any route so every route gets its onSend hook. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Files are compressed once, at build time: the plugin must not compress them again per request (it cannot
  // see a stream's size, so it would also wrap files smaller than the threshold). Added before the plugin's own
  // onRoute hook, which reads this flag.
  // A GET or HEAD has no body to decompress: without the plugin's preParsing hook there, a polled read skips a
  // step on every request.
  app.addHook('onRoute', (route) => {
    if (FILE_PREFIXES.some((prefix) => route.url.startsWith(prefix))) route.compress = false;
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) route.decompress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ANSWER_ENCODINGS,
    brotliOptions: BROTLI_OPTIONS,
  });
}

/**
 * The organisations' brand fonts (server/fonts) under /account/heloc/fonts/: woff2 is compressed already, and the
 * names carry their content's hash, so they are immutable. Read at start: a missing font package fails the start.
 */
function registerFontFiles(app: FastifyInstance): void {
  const byName = new Map(allFontFiles().map((file) => [file.name, file]));
  app.get<{ Params: { file: string } }>(`${FONTS_PREFIX}:file`, (request, reply) => {
    const file = byName.get(request.params.file);
    if (!file) return reply.callNotFound();
    return reply.header('cache-control', IMMUTABLE).type('font/woff2').send(file.bytes);
  });
}

/** The client's built files under /account/heloc/assets/ and the organisations' logos under /brand/. */
export async function registerStaticFiles(app: FastifyInstance, config: ServerConfig): Promise<void> {
  registerFontFiles(app);
  await app.register(fastifyStatic, {
    root: path.resolve(config.clientDir),
    prefix: ASSETS_PREFIX,
    // The build may not exist yet (tests, first start): files are looked up per request.
    suppressWarning: true,
    preCompressed: true,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // The page templates hold unfilled placeholders: only their rendered form (server/pages) is served. Source
    // maps are for error reports, never public in production (they are the app's source).
    allowedPath: (pathname) =>
      !PAGE_TEMPLATES.includes(path.posix.basename(pathname).toLowerCase()) &&
      !(config.env === 'production' && /\.map$/i.test(pathname)),
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', assetCacheControl(file.replace(/\.(br|gz)$/, '')));
    },
  });
  await app.register(fastifyStatic, {
    root: path.join(__dirname, 'organisations', 'logos'),
    prefix: LOGOS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
}
