// Setup file of the node test project. Under `npm run test:pg` (scripts/test-pg.mjs) test files run
// side by side, and each vitest worker gets a PostgreSQL database of its own, made by that script
// before the run: here DATABASE_URL is pointed at this worker's, before any test file reads it (the
// helper, and the tests that start server processes, all take it from the environment). Idempotent:
// always derived from the run's base URL, however many files this worker process runs.
const base = process.env.TEST_PG_WORKER_BASE_URL;
if (base) {
  const url = new URL(base);
  url.pathname = `${url.pathname}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  process.env.DATABASE_URL = url.toString();
}
