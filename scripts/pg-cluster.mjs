// A throwaway PostgreSQL cluster from Debian's binaries (/usr/lib/postgresql/<v>/bin), for
// `npm run test:pg` and `npm run bench`: initdb in a temp folder (as the postgres user when run as
// root, which initdb refuses), started on a free loopback port with fsync off, removed on stop.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export function findPostgresBinDir() {
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

/**
 * Starts a cluster and returns `{url, stop}` (url: the postgres database as superuser), or
 * undefined when no PostgreSQL binaries are installed.
 */
export async function startThrowawayCluster() {
  const bin = findPostgresBinDir();
  if (!bin) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "studio-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const run = (cmd, args) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, cmd), args, { stdio: "pipe" });
  const stop = () => {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    } catch {
      // already stopped or never started
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"]);
    run("pg_ctl", [
      "-D",
      dataDir,
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "-w",
      "-l",
      path.join(dir, "log"),
      "start",
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/**
 * Runs `run(url)` on a fresh database named `{prefix}_{time}_{pid}`, made on DATABASE_URL's server
 * when set, otherwise on a throwaway cluster; the database (and cluster) are removed after. Returns
 * run's exit status (1 when no PostgreSQL is found). Shared by `npm run test:pg` and `test:scale`.
 */
export async function runOnFreshDatabase(prefix, run) {
  const onServer = async (adminUrl) => {
    const name = `${prefix}_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      return await run(url.toString());
    } finally {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    }
  };
  if (process.env.DATABASE_URL) return onServer(process.env.DATABASE_URL);
  const cluster = await startThrowawayCluster();
  if (!cluster) {
    process.stderr.write("PostgreSQL binaries not found: install them with 'apt-get install -y postgresql', or set DATABASE_URL.\n");
    return 1;
  }
  try {
    return await onServer(cluster.url);
  } finally {
    cluster.stop();
  }
}
