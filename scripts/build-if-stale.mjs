// Builds the client when dist/ is missing or older than any client source, so `npm start` and `npm run e2e`
// always serve what is in the tree. Exported for the wdio hooks; runnable on its own.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT_SOURCES = ['src', 'store', 'sagas', 'public', 'webpack', 'babel.config.js', 'package-lock.json'];
const STAMP = path.join(root, 'dist', 'outside.html');

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), s.mtimeMs);
}

export function clientIsStale() {
  if (!existsSync(STAMP) || !existsSync(path.join(root, 'dist', 'app.html'))) return true;
  const built = statSync(STAMP).mtimeMs;
  return CLIENT_SOURCES.some((p) => newestMtime(path.join(root, p)) > built);
}

export function buildIfStale() {
  if (!clientIsStale()) return;
  console.log('Building the client (dist/ is missing or stale)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('Client build failed');
  // webpack leaves a file it would write unchanged alone, so the stamp can stay older than the sources it was
  // built from: mark the build as done, or every later check would build again.
  const now = new Date();
  utimesSync(STAMP, now, now);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
