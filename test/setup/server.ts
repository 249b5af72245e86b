// Whole journeys run through the durable job engine (pg-boss on PostgreSQL): seconds, not milliseconds, and CI runs
// them on two loaded cores. Set here because Jest 30 ignores `testTimeout` in a project's config.
jest.setTimeout(30_000);
