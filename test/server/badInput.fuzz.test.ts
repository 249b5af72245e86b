// The bounded bad-input fuzz (issue 20): generated hostile requests over every route of the OpenAPI document
// (test/server/fuzz/hostile.ts). No answer may be a 500, no request may crash the app, and no answer may carry
// the other borrower's data. `npm run fuzz` runs the long form (100,000 requests).
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { runFuzz } from './fuzz/hostile';
import { dialects, makeTestApp, type TestApp } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20);

describe.each(dialects)('bad-input fuzz over the OpenAPI document (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect, { authRateLimit: 1_000_000 });
    // The helpers' built client has the borrower's pages; the agent console's page is served too.
    copyFileSync(path.join(t.config.clientDir, 'app.html'), path.join(t.config.clientDir, 'agent.html'));
  });
  afterAll(async () => {
    await t.app.pipeline.idle();
    await t.close();
  });

  it(`answers ${RUNS} hostile requests without a 500, a crash or a leak`, async () => {
    const counts = await runFuzz(t.app, { runs: RUNS, seed: SEED });
    expect(counts.findings).toEqual([]);
    expect(counts.requests).toBe(RUNS);
    // The requests reached the handlers, not only the authentication: some were refused as bad input.
    expect(counts.byStatus['400'] ?? 0).toBeGreaterThan(RUNS / 20);
  }, 120_000);
});
