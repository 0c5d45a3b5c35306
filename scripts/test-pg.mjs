// `npm run test:pg`: the server tests on PostgreSQL. With DATABASE_URL, a fresh database is made on
// that server for this run; otherwise a throwaway cluster is started from the PostgreSQL binaries
// (Debian's /usr/lib/postgresql/<v>/bin) and removed after. Extra arguments go to vitest.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

// Paths given after `--` narrow the run (e.g. one module); without any, every server test runs.
const extra = process.argv.slice(2);
const narrowed = extra.some((a) => !a.startsWith("-"));
const vitestArgs = ["vitest", "run", "--project", "node", ...(narrowed ? [] : ["apps/server"]), ...extra];

function findBinDir() {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(base, v, "bin", "initdb"))) return path.join(base, v, "bin");
  const which = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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
  const bin = findBinDir();
  if (!bin) {
    process.stderr.write("PostgreSQL binaries not found: install them with 'apt-get install -y postgresql', or set DATABASE_URL.\n");
    process.exit(1);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "studio-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  // initdb refuses to run as root; run the cluster as the postgres user then.
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const run = (cmd, args) => (asRoot ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { stdio: "pipe" }) : execFileSync(path.join(bin, cmd), args, { stdio: "pipe" }));
  try {
    run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"]);
    run("pg_ctl", ["-D", dataDir, "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, "-w", "-l", path.join(dir, "log"), "start"]);
    status = await withFreshDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`, runTests);
  } finally {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    } catch {
      // already stopped or never started
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(status);
