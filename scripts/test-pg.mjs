// `npm run test:pg`: the server tests on PostgreSQL. With DATABASE_URL, a fresh database is made on
// that server for this run; otherwise a throwaway cluster is started from the PostgreSQL binaries
// (Debian's /usr/lib/postgresql/<v>/bin) and removed after. Extra arguments go to vitest.
import { spawnSync } from "node:child_process";
import pg from "pg";
import { startThrowawayCluster } from "./pg-cluster.mjs";

// Paths given after `--` narrow the run (e.g. one module); without any, every server test runs.
const extra = process.argv.slice(2);
const narrowed = extra.some((a) => !a.startsWith("-"));
// One file at a time: every file of the run shares this one database (PGlite gives each its own), so
// a task worker started by one file could claim another file's queued tasks and leave that file's
// worker nothing to run (vendor-tasks.test.ts failed so once vitest ran two files at a time).
const vitestArgs = ["vitest", "run", "--project", "node", "--no-file-parallelism", ...(narrowed ? [] : ["apps/server"]), ...extra];

async function withFreshDatabase(adminUrl, run) {
  const name = `studio_test_${Date.now()}_${process.pid}`;
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
  process.stdout.write(`Server tests on PostgreSQL (${databaseUrl.replace(/:[^:@/]*@/, ":***@")})\n`);
  const result = spawnSync("npx", vitestArgs, { stdio: "inherit", env: { ...process.env, DATABASE_URL: databaseUrl } });
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
