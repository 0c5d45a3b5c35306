import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/**
 * PGlite takes no lock on its data directory: a second process opens it without complaint and both
 * then write the same files, which corrupts the database (checked with PGlite 0.5: two processes
 * open one directory and both read and write). So every open of a PGlite directory takes this lock
 * file beside it (`DATA_DIR/db.lock`: pid and host) and gives it back on close. A lock left by a
 * process that is gone (killed, crashed) is taken over.
 */
export class DatabaseInUseError extends Error {}

/** Locks this process holds, so a second open inside one process is refused too. */
const heldHere = new Set<string>();

type LockOwner = { pid: number; host: string };

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" && typeof owner.host === "string" ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A lock file owned by a live process other than this one's earlier run (same pid after a container restart). */
function ownerStillHolds(owner: LockOwner | null, file: string): boolean {
  // Unreadable: another opener may be between creating the file and writing its pid.
  if (!owner) {
    const written = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    return written !== undefined && Date.now() - written < 10_000;
  }
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return heldHere.has(file);
  return isAlive(owner.pid);
}

export function lockPgliteDir(pgliteDir: string): () => void {
  const file = `${pgliteDir.replace(/[\\/]+$/, "")}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() }));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (ownerStillHolds(owner, file)) {
        throw new DatabaseInUseError(
          `The database in ${pgliteDir} is in use by process ${owner?.pid ?? "?"} on ${owner?.host ?? "?"} (the server?). ` +
            `PGlite cannot be opened by two processes: stop the server first, or use PostgreSQL (DATABASE_URL). ` +
            `If no such process runs, delete ${file}.`,
        );
      }
      // Left by a process that is gone: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock ${file}: another process keeps taking it`);
}
