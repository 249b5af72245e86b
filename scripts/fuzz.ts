// The long bad-input fuzz (issue 20): `npm run fuzz` sends FUZZ_RUNS (default 100,000) generated hostile requests
// over every route of the OpenAPI document to an in-process app (SQLite, or PostgreSQL when DATABASE_URL is
// set) and prints the counts. Exits 1 on any 5xx, crash or leak. FUZZ_SEED picks the sequence.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { runFuzz } from '../test/server/fuzz/hostile';
import { makeTestApp } from '../test/server/helpers';

async function main(): Promise<void> {
  const runs = Number(process.env.FUZZ_RUNS ?? 100_000);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
  const dialect = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
  const t = await makeTestApp(dialect, { authRateLimit: Number.MAX_SAFE_INTEGER });
  copyFileSync(path.join(t.config.clientDir, 'app.html'), path.join(t.config.clientDir, 'agent.html'));
  let last = Date.now();
  try {
    const counts = await runFuzz(t.app, {
      runs,
      seed,
      onProgress: (done) => {
        if (Date.now() - last > 10_000) {
          last = Date.now();
          console.log(`… ${done} of ${runs}`);
        }
      },
    });
    console.log(
      `bad-input fuzz on ${dialect}, seed ${seed}: ${counts.requests} requests in ${(counts.ms / 1000).toFixed(1)} s`,
    );
    console.log(`answers by status: ${JSON.stringify(counts.byStatus)}`);
    console.log(
      `5xx: ${counts.fiveHundreds} of ${counts.requests}; crashes: ${counts.crashes}; leaks: ${counts.leaks}`,
    );
    if (process.env.FUZZ_ROUTES) {
      for (const [route, statuses] of Object.entries(counts.byRoute))
        console.log(`  ${route} ${JSON.stringify(statuses)}`);
    }
    for (const f of counts.findings) console.log(`  ${f.kind} ${f.status ?? ''} ${f.route}: ${f.detail}`);
    process.exitCode = counts.findings.length > 0 ? 1 : 0;
  } finally {
    await t.app.pipeline.idle();
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
