import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * PostgreSQL's own pg_dump and pg_restore, which know every object type and keep a dump consistent
 * while the server writes. A newer pg_dump reads older servers but not the other way round, so the
 * newest of Debian's /usr/lib/postgresql/<version>/bin is preferred to whatever PATH has.
 */
export type PgTool = "pg_dump" | "pg_restore";

export class PgToolMissingError extends Error {}
/** pg_dump or pg_restore said no (version mismatch, permissions, a connection refused): its words are the message. */
export class PgToolFailedError extends Error {}

function onPath(tool: PgTool): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, tool);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function findPgTool(tool: PgTool, debianBase = "/usr/lib/postgresql"): string {
  const versions = existsSync(debianBase)
    ? readdirSync(debianBase)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(debianBase, version, "bin", tool);
    if (existsSync(candidate)) return candidate;
  }
  const found = onPath(tool);
  if (found) return found;
  throw new PgToolMissingError(
    `${tool} was not found (looked in ${debianBase}/<version>/bin and PATH). Install the PostgreSQL client tools ` +
      `(Debian/Ubuntu: apt-get install postgresql-client; the version must be at least the server's) and run again.`,
  );
}

/**
 * The connection for libpq tools: the URL without its password, which goes in PGPASSWORD instead,
 * so it never shows in the process list (`ps`) that every local user can read.
 */
export function connectionFor(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = "";
  return { dbname: url.toString(), env: password === undefined ? {} : { PGPASSWORD: password } };
}

/** Runs the tool and resolves with its output, or rejects with its last error lines (never the password). */
export function runPgTool(tool: PgTool, args: string[], databaseUrl: string): Promise<string> {
  const { dbname, env } = connectionFor(databaseUrl);
  const binary = findPgTool(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [...args, `--dbname=${dbname}`], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-4000)));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new PgToolFailedError(`${tool} failed (exit ${code ?? "signal"}): ${stderr.trim() || "no message"}`));
    });
  });
}

/** "pg_dump (PostgreSQL) 15.18 ..." of the tool that runPgTool would use. */
export function pgToolVersion(tool: PgTool): Promise<string> {
  const binary = findPgTool(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", () => resolve(out.trim()));
  });
}
