// `npm run test:scale`: the multi-process test of issue 20 (apps/server/src/*.scale.test.ts): 2 API
// and 2 worker processes on one PostgreSQL, one of each killed mid-run. PostgreSQL only: a fresh
// database on DATABASE_URL's server when set, otherwise a throwaway cluster (scripts/pg-cluster.mjs),
// removed after. Extra arguments go to vitest.
import { spawnSync } from "node:child_process";
import { runOnFreshDatabase } from "./pg-cluster.mjs";

function runTests(databaseUrl) {
  process.stdout.write(`Scale test on PostgreSQL (${databaseUrl.replace(/:[^:@/]*@/, ":***@")})\n`);
  const args = ["vitest", "run", "--config", "apps/server/test/scale/vitest.config.ts", ...process.argv.slice(2)];
  const result = spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, DATABASE_URL: databaseUrl } });
  return result.status ?? 1;
}

process.exit(await runOnFreshDatabase("studio_scale", runTests));
