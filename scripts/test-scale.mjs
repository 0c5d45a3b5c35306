// `npm run test:scale`: the multi-process test of issue 20 (apps/server/src/*.scale.test.ts): 2 API
// and 2 worker processes on one PostgreSQL, one of each killed mid-run. PostgreSQL only: a fresh
// database on DATABASE_URL's server when set, otherwise a throwaway cluster (scripts/pg-cluster.mjs),
// removed after. Extra arguments go to vitest.
import { spawnSync } from "node:child_process";
import pg from "pg";
import { startThrowawayCluster } from "./pg-cluster.mjs";

async function withFreshDatabase(adminUrl, run) {
  const name = `studio_scale_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

function runTests(databaseUrl) {
  process.stdout.write(`Scale test on PostgreSQL (${databaseUrl.replace(/:[^:@/]*@/, ":***@")})\n`);
  const args = ["vitest", "run", "--config", "apps/server/test/scale/vitest.config.ts", ...process.argv.slice(2)];
  const result = spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, DATABASE_URL: databaseUrl } });
  return result.status ?? 1;
}

let status;
if (process.env.DATABASE_URL) {
  status = await withFreshDatabase(process.env.DATABASE_URL, runTests);
} else {
  const cluster = await startThrowawayCluster();
  if (!cluster) {
    process.stderr.write("PostgreSQL binaries not found: install them with 'apt-get install -y postgresql', or set DATABASE_URL.\n");
    process.exit(1);
  }
  try {
    status = await withFreshDatabase(cluster.url, runTests);
  } finally {
    cluster.stop();
  }
}
process.exit(status);
