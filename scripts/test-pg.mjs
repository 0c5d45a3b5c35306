// `npm run test:pg`: the server tests on PostgreSQL. With DATABASE_URL, a fresh database is made on
// that server for this run; otherwise a throwaway cluster is started from the PostgreSQL binaries
// (Debian's /usr/lib/postgresql/<v>/bin) and removed after. Extra arguments go to vitest.
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import pg from "pg";
import { runOnFreshDatabase } from "./pg-cluster.mjs";
import { postgresTestFiles } from "./pg-test-files.mjs";

// Paths given after `--` narrow the run (e.g. one module); without any, every server test file that
// opens a database runs (scripts/pg-test-files.mjs: the others would only repeat the PGlite run).
const extra = process.argv.slice(2);
const narrowed = extra.some((a) => !a.startsWith("-"));
// Files run side by side, one per vitest worker, and each worker has a database of its own
// (`<run>_w<VITEST_POOL_ID>`, chosen by apps/server/test/pg-worker-database.ts): on one shared
// database a task worker started by one file could claim another file's queued tasks and leave that
// file's worker nothing to run (vendor-tasks.test.ts failed so when two files shared it). Files of one
// worker run one after another, so they still share a database the way the helper expects (unique rows).
const workers = availableParallelism();
const vitestArgs = ["vitest", "run", "--project", "node", `--maxWorkers=${workers}`, ...(narrowed ? [] : postgresTestFiles(process.cwd())), ...extra];

const workerDatabase = (url, poolId) => `${url.pathname.slice(1)}_w${poolId}`;

async function onEachWorkerDatabase(databaseUrl, statement) {
  const url = new URL(databaseUrl);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    for (let poolId = 1; poolId <= workers; poolId++) await admin.query(statement(workerDatabase(url, poolId)));
  } finally {
    await admin.end();
  }
}

async function runTests(databaseUrl) {
  process.stdout.write(`Server tests on PostgreSQL (${databaseUrl.replace(/:[^:@/]*@/, ":***@")}), ${workers} files at a time\n`);
  await onEachWorkerDatabase(databaseUrl, (name) => `CREATE DATABASE ${name}`);
  try {
    const env = { ...process.env, DATABASE_URL: databaseUrl, TEST_PG_WORKER_BASE_URL: databaseUrl };
    const result = spawnSync("npx", vitestArgs, { stdio: "inherit", env });
    return result.status ?? 1;
  } finally {
    await onEachWorkerDatabase(databaseUrl, (name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

process.exit(await runOnFreshDatabase("studio_test", runTests));
