import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connectionFor, findPgTool, PgToolFailedError, PgToolMissingError, runPgTool } from "./pg-tools";

describe("pg_dump and pg_restore", () => {
  const empty = mkdtempSync(path.join(tmpdir(), "studio-pgtools-"));
  afterAll(() => rmSync(empty, { recursive: true, force: true }));

  it("get the password in PGPASSWORD, never on the command line that ps shows", () => {
    expect(connectionFor("postgres://studio:s%40cret@db.internal:5432/site?sslmode=require")).toEqual({
      dbname: "postgres://studio@db.internal:5432/site?sslmode=require",
      env: { PGPASSWORD: "s@cret" },
    });
    expect(connectionFor("postgres://studio@127.0.0.1/site")).toEqual({ dbname: "postgres://studio@127.0.0.1/site", env: {} });
  });

  it("say how to install them when neither Debian's folder nor PATH has them", () => {
    const path_ = process.env.PATH;
    process.env.PATH = empty;
    try {
      expect(() => findPgTool("pg_dump", path.join(empty, "none"))).toThrow(PgToolMissingError);
      expect(() => findPgTool("pg_dump", path.join(empty, "none"))).toThrow(/apt-get install postgresql-client/);
    } finally {
      process.env.PATH = path_;
    }
  });

  it("report a failure in the tool's own words, without the password", async () => {
    // Port 1 on loopback: nothing listens, so pg_dump is refused at once.
    const failure = runPgTool("pg_dump", ["--format=custom", `--file=${path.join(empty, "x.dump")}`], "postgres://studio:hunter2secret@127.0.0.1:1/site");
    await expect(failure).rejects.toThrow(PgToolFailedError);
    await expect(failure).rejects.toThrow(/pg_dump failed \(exit 1\): .*(refused|connect)/s);
    await expect(failure).rejects.not.toThrow(/hunter2secret/);
  });
});
