import { offContractAnswers } from '../../server/openapi';

// Whole journeys run through the durable job engine (pg-boss on PostgreSQL): seconds, not milliseconds, and CI runs
// them on two loaded cores. Set here because Jest 30 ignores `testTimeout` in a project's config.
jest.setTimeout(30_000);

// Every answer the API sends in these tests is held to its route's contract (server/openapi documentedScope): an
// answer off it fails the test that asked for it.
afterEach(() => {
  const breaches = offContractAnswers.splice(0);
  if (breaches.length) throw new Error(`answers off their contract:\n${breaches.join('\n')}`);
});
