import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseInUseError, lockPgliteDir } from "./pglite-lock";

describe("the PGlite directory lock", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "studio-lock-"));
  const pgliteDir = path.join(dir, "db");
  const lockFile = `${pgliteDir}.lock`;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is held until released, and a second open in this process is refused", () => {
    const release = lockPgliteDir(pgliteDir);
    expect(existsSync(lockFile)).toBe(true);
    expect(() => lockPgliteDir(pgliteDir)).toThrow(DatabaseInUseError);
    release();
    expect(existsSync(lockFile)).toBe(false);
    lockPgliteDir(pgliteDir)();
  });

  it("refuses while another live process holds it, naming the process and the way out", () => {
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, host: hostname() }));
    expect(() => lockPgliteDir(pgliteDir)).toThrow(`in use by process ${process.ppid}`);
    expect(() => lockPgliteDir(pgliteDir)).toThrow(/stop the server first.*delete .*db\.lock/);
    rmSync(lockFile);
  });

  it("takes over a lock left by a process that is gone (killed, crashed)", () => {
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(lockFile, JSON.stringify({ pid: Number(gone.stdout), host: hostname() }));
    const release = lockPgliteDir(pgliteDir);
    release();
    expect(existsSync(lockFile)).toBe(false);
  });
});
