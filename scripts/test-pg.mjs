// `npm run test:pg`: the server tests on PostgreSQL. With DATABASE_URL, a fresh database is made on
// that server for this run; otherwise a throwaway cluster is started from the PostgreSQL binaries
// (Debian's /usr/lib/postgresql/<v>/bin) and removed after. Extra arguments go to vitest.
import { spawnSync } from "node:child_process";
import { runOnFreshDatabase } from "./pg-cluster.mjs";

// Paths given after `--` narrow the run (e.g. one module); without any, every server test runs.
const extra = process.argv.slice(2);
const narrowed = extra.some((a) => !a.startsWith("-"));
// One file at a time: every file of the run shares this one database (PGlite gives each its own), so
// a task worker started by one file could claim another file's queued tasks and leave that file's
// worker nothing to run (vendor-tasks.test.ts failed so once vitest ran two files at a time).
const vitestArgs = ["vitest", "run", "--project", "node", "--no-file-parallelism", ...(narrowed ? [] : ["apps/server"]), ...extra];

function runTests(databaseUrl) {
  process.stdout.write(`Server tests on PostgreSQL (${databaseUrl.replace(/:[^:@/]*@/, ":***@")})\n`);
  const result = spawnSync("npx", vitestArgs, { stdio: "inherit", env: { ...process.env, DATABASE_URL: databaseUrl } });
  return result.status ?? 1;
}

process.exit(await runOnFreshDatabase("studio_test", runTests));
