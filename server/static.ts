// A small static file server. @fastify/static pulls in an ESM-only dependency (content-disposition) that
// the server Jest project cannot load without changing the shared jest.config.js, so files are served here.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Resolves `relative` inside `root`; null for traversal attempts, dot-files and anything not a file. */
export async function resolveStaticFile(
  root: string,
  relative: string,
): Promise<{ file: string; size: number } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.sep}${decoded}`);
  if (!file.startsWith(base + path.sep)) return null;
  if (
    path
      .relative(base, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'))
  )
    return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size } : null;
  } catch {
    return null;
  }
}

/** Sends the file, or returns false so the caller can answer 404. */
export async function sendStatic(
  reply: FastifyReply,
  root: string,
  relative: string,
  cacheControl: (file: string) => string,
): Promise<boolean> {
  const found = await resolveStaticFile(root, relative);
  if (!found) return false;
  reply
    .type(TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream')
    .header('content-length', found.size)
    .header('cache-control', cacheControl(found.file));
  await reply.send(createReadStream(found.file));
  return true;
}
