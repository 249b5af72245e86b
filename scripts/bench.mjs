// `npm run bench`: the gzipped size of every chunk the first route (/account/heloc/register) loads before it is
// interactive — the app entry's initial chunks plus the lazily loaded register screen — against DESIGN.md's
// 160 KB budget. Exits non-zero over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from './build-if-stale.mjs';

const BUDGET_KB = 160;
const FIRST_ROUTE_CHUNK = /^screen-register$/;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

buildIfStale();
const report = JSON.parse(readFileSync(path.join(root, 'reports', 'chunks.json'), 'utf8'));
const initial = report.entrypoints.app.filter((f) => f.endsWith('.js'));
const routeChunks = report.chunks
  .filter((c) => !c.initial && c.names.some((n) => FIRST_ROUTE_CHUNK.test(n)))
  .flatMap((c) => c.files.filter((f) => f.endsWith('.js')));
if (routeChunks.length === 0) {
  console.error('bench: no lazily loaded chunk named like /register/ was found; name the register screen chunk.');
  process.exit(1);
}

let total = 0;
console.log('First route /account/heloc/register — gzipped JavaScript:');
for (const file of [...new Set([...initial, ...routeChunks])]) {
  const kb = gzipSync(readFileSync(path.join(root, 'dist', file)), { level: 9 }).length / 1024;
  total += kb;
  console.log(
    `  ${file.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB${routeChunks.includes(file) ? '  (route chunk)' : ''}`,
  );
}
console.log(`  ${'total'.padEnd(48)} ${total.toFixed(1).padStart(7)} KB  (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error(`bench: first route is ${total.toFixed(1)} KB gzipped, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
