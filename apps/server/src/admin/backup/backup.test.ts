import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { openDatabase, type Database } from "../../db/database";
import { createCreditsRepository } from "../../modules/credits/credits.repository";
import { createCreditsService } from "../../modules/credits/credits.service";
import { createImagesRepository } from "../../modules/images/images.repository";
import { createUsersRepository } from "../../modules/users/users.repository";
import { createLocalStorage } from "../../storage/local-storage";
import { createStorage } from "../../storage/create-storage";
import { startS3rver } from "../../../test/s3rver";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { ownDatabaseCommands } from "../admin-commands";
import { runAdmin } from "../run-admin";
import { createBackup } from "./create-backup";
import { createTarWriter } from "./tar";

/**
 * Backup and restore on the database the run uses: PGlite in this process, or the PostgreSQL of
 * `npm run test:pg` (pg_dump/pg_restore into a database made here). The target is always fresh.
 */
describe("npm run admin -- backup / restore", () => {
  let ctx: TestContext;
  const work = mkdtempSync(path.join(tmpdir(), "studio-backup-"));
  const onPostgres = Boolean(process.env.DATABASE_URL);
  const made: { user: SignedIn; src: string; bytes: Buffer }[] = [];
  const backupFile = path.join(work, "site.backup.tar");
  const madeDatabases: string[] = [];

  /** A fresh restore target: a new DATA_DIR, and on PostgreSQL a new empty database. */
  async function freshTarget(name: string, env: Record<string, string> = {}) {
    const dataDir = path.join(work, name);
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const database = `restore_${name}_${process.pid}_${Date.now()}`;
      await ctx.database.withSession((s) => s.exec(`CREATE DATABASE ${database}`));
      madeDatabases.push(database);
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
    }
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", ...env });
    return { dataDir, config };
  }

  const run = async (config: ReturnType<typeof loadConfig>, ...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(argv, ownDatabaseCommands, { config, out: (line) => lines.push(line) });
    return { code, output: lines.join("\n") };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const credits = createCreditsService(createCreditsRepository(ctx.database.db), { config: ctx.config.credits });
    const images = createImagesRepository(ctx.database.db);
    for (let i = 0; i < 3; i += 1) {
      const user = await signIn(ctx, { aiCredits: 5 });
      await credits.grantManual({
        userId: user.user.id,
        amount: 10 + i,
        actorId: null,
        note: `backup test ${i}`,
        requestId: `backup-test-${process.pid}-${i}`,
      });
      const src = `ai-images/png/backup-${process.pid}-${i}.png`;
      const bytes = randomBytes(2048 + i * 1000);
      await ctx.storage.put(src, bytes);
      await images.insertMany([{ userId: user.user.id, groupId: `g-${i}`, src, prompt: `prompt ${i}` }]);
      made.push({ user, src, bytes });
    }
    // A cached resized copy: made again on demand, so left out of the backup.
    await ctx.storage.put(".variants/ai-images/png/some.webp", Buffer.from("cache"));
  });

  afterAll(async () => {
    for (const name of madeDatabases) await ctx.database.withSession((s) => s.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await ctx.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** Users, their ledger rows, image records and file bytes, read back through the app's repositories. */
  async function expectRestored(database: Database, filesDir: string) {
    const users = createUsersRepository(database.db);
    const credits = createCreditsService(createCreditsRepository(database.db), { config: ctx.config.credits });
    const images = createImagesRepository(database.db);
    const storage = createLocalStorage(filesDir);
    for (const [i, { user, src, bytes }] of made.entries()) {
      const found = await users.findByEmail(user.user.email ?? "");
      expect(found).toMatchObject({ id: user.user.id, aiCredits: 15 + i });
      const history = await credits.history(user.user.id, 1, 10);
      expect(history.items).toEqual([expect.objectContaining({ amount: 10 + i, balanceAfter: 15 + i, note: `backup test ${i}` })]);
      expect(await images.findOwnBySrc(user.user.id, src)).toMatchObject({ prompt: `prompt ${i}`, groupId: `g-${i}` });
      expect((await storage.read(src))?.equals(bytes)).toBe(true);
    }
    expect(await storage.head(".variants/ai-images/png/some.webp")).toBeNull();
  }

  it("backs up users, ledgers, images and files into one archive and restores them into a fresh data dir and database", async () => {
    if (onPostgres) {
      // The command itself, against the run's database: pg_dump inside an exported snapshot.
      const source = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: ctx.dataDir, DATABASE_URL: process.env.DATABASE_URL });
      const backedUp = await run(source, "backup", backupFile);
      expect(backedUp).toMatchObject({ code: 0, output: expect.stringContaining(`Backup written to ${backupFile}`) });
      expect(backedUp.output).toMatch(/database: PostgreSQL \d+\.\d+, \d+ users, \d+ credit ledger rows/);
    } else {
      const manifest = await createBackup(backupFile, {
        database: ctx.database,
        databaseUrl: undefined,
        storage: ctx.storage,
        storageKind: "local",
        includeFiles: true,
        appVersion: ctx.config.version,
      });
      expect(manifest.database).toMatchObject({ kind: "pglite", counts: { users: 3, creditLedger: 3, images: 3 } });
      expect(manifest.files).toEqual({ storage: "local", included: true, count: 3, bytes: made.reduce((n, m) => n + m.bytes.length, 0) });
    }
    // A plain tar the operator can look into: the database, the files (no cache), the manifest last.
    const listed = execFileSync("tar", ["-tf", backupFile], { encoding: "utf8" }).trim().split("\n");
    expect(listed[0]).toBe(onPostgres ? "database/postgresql.dump" : "database/pglite-datadir.tar.gz");
    expect(listed).toEqual(expect.arrayContaining(made.map((m) => `files/${m.src}`)));
    expect(listed.some((name) => name.includes(".variants"))).toBe(false);
    expect(listed.at(-1)).toBe("manifest.json");

    const target = await freshTarget("a");
    const restored = await run(target.config, "restore", backupFile);
    expect(restored).toMatchObject({ code: 0, output: expect.stringContaining(`Restored ${backupFile}`) });
    expect(restored.output).toContain("schema already current");
    const database = await openDatabase({ databaseUrl: target.config.databaseUrl, pgliteDir: target.config.pgliteDir });
    try {
      await expectRestored(database, target.config.filesDir);
    } finally {
      await database.close();
    }

    // The same target again: refused, nothing touched; with --force it is replaced.
    const again = await run(target.config, "restore", backupFile);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(
      /Refusing to restore into a target that is not empty: .*(has \d+ tables|holds a database); the file storage holds files\. .*--force/,
    );
    const forced = await run(target.config, "restore", backupFile, "--force");
    expect(forced.code).toBe(0);
    const reopened = await openDatabase({ databaseUrl: target.config.databaseUrl, pgliteDir: target.config.pgliteDir });
    try {
      await expectRestored(reopened, target.config.filesDir);
    } finally {
      await reopened.close();
    }
    // PGlite's dump, load and check run three times here: minutes on a loaded 2-core machine.
  }, 180_000);

  it("on S3: a local-disk backup restores its files into the bucket, and a backup of an S3 site leaves the bucket to the store's own backups", async () => {
    // Uses the archive the first test wrote.
    const s3 = await startS3rver();
    try {
      const target = await freshTarget("s3", s3.env);
      expect(await run(target.config, "restore", backupFile)).toMatchObject({ code: 0, output: expect.stringContaining("3 files") });
      const bucket = createStorage(target.config);
      for (const { src, bytes } of made) expect((await bucket.read(src))?.equals(bytes)).toBe(true);
      const file = path.join(work, "s3-site.tar");
      const backedUp = await run(target.config, "backup", file);
      expect(backedUp).toMatchObject({ code: 0, output: expect.stringContaining("files not included (the object store is backed up by its own means") });
      const listed = execFileSync("tar", ["-tf", file], { encoding: "utf8" }).trim().split("\n");
      expect(listed.filter((name) => name.startsWith("files/"))).toEqual([]);
    } finally {
      await s3.stop();
    }
  }, 120_000);

  it("refuses archives it must not restore: another database kind, a newer release, a link, not a backup at all", async () => {
    const target = await freshTarget("b");
    const craft = async (name: string, manifest: object, extra?: (w: Awaited<ReturnType<typeof createTarWriter>>) => Promise<void>) => {
      const file = path.join(work, name);
      const writer = await createTarWriter(file);
      await extra?.(writer);
      await writer.add("manifest.json", Buffer.from(JSON.stringify(manifest)));
      await writer.finish();
      return file;
    };
    const base = {
      format: "logo-studio-backup",
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      appVersion: "9.9.9",
      database: {
        kind: onPostgres ? "postgresql" : "pglite",
        entry: onPostgres ? "database/postgresql.dump" : "database/pglite-datadir.tar.gz",
        serverVersion: "x",
        dumpTool: null,
        migrations: ["0001_users.sql"],
        counts: { users: 0, creditLedger: 0, images: 0, tasks: 0, orders: 0 },
      },
      files: { storage: "local", included: true, count: 0, bytes: 0 },
    };
    const otherKind = await craft("other.tar", {
      ...base,
      database: {
        ...base.database,
        kind: onPostgres ? "pglite" : "postgresql",
        entry: onPostgres ? "database/pglite-datadir.tar.gz" : "database/postgresql.dump",
      },
    });
    expect((await run(target.config, "restore", otherKind)).output).toMatch(onPostgres ? /holds a PGlite database/ : /holds a PostgreSQL database/);
    const newer = await craft("newer.tar", { ...base, database: { ...base.database, migrations: ["0001_users.sql", "9998_from_the_future.sql"] } });
    expect(await run(target.config, "restore", newer)).toMatchObject({
      code: 1,
      output: "This backup was made by a newer release (9.9.9; migrations 9998_from_the_future.sql unknown here): restore it with that release or newer.",
    });
    const escaping = await craft("escaping.tar", base, (w) => w.add("files/../../etc/cron.d/x", Buffer.from("x")));
    expect((await run(target.config, "restore", escaping)).output).toContain("files/../../etc/cron.d/x is not a valid file name");
    const notBackup = await craft("plain.tar", { hello: "world" });
    expect((await run(target.config, "restore", notBackup)).output).toContain("manifest.json is not one this release reads");
    expect((await run(target.config, "restore", path.join(work, "missing.tar"))).output).toContain("does not exist");
    expect((await run(target.config, "restore")).output).toBe("usage: restore <file> [--force]");
    expect((await run(target.config, "backup", backupFile)).output).toContain("already exists");
  });

  it("PGlite: refuses while the server has the data directory open; PostgreSQL: backs up while the site writes, the manifest's counts exactly the dump's", async () => {
    if (onPostgres) {
      const source = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: ctx.dataDir, DATABASE_URL: process.env.DATABASE_URL });
      const file = path.join(work, "while-writing.tar");
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await signIn(ctx);
          written += 1;
        }
      })();
      const backedUp = await run(source, "backup", file);
      writing = false;
      await writer;
      expect(backedUp.code).toBe(0);
      expect(written).toBeGreaterThan(0);
      // The restore checks the restored counts against the manifest's and fails on any difference.
      const target = await freshTarget("c");
      expect(await run(target.config, "restore", file)).toMatchObject({ code: 0 });
      return;
    }
    const dataDir = path.join(work, "running");
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
    const snapshot = await ctx.database.dumpPgliteDataDir?.();
    const server = await openDatabase({ pgliteDir: config.pgliteDir, pgliteLoadDataDir: snapshot });
    const file = path.join(work, "running.tar");
    const refused = await run(config, "backup", file);
    expect(refused).toMatchObject({ code: 1, output: expect.stringContaining(`in use by process ${process.pid}`) });
    expect(refused.output).toContain("stop the server first");
    await server.close();
    const taken = await run(config, "backup", file);
    expect(taken).toMatchObject({
      code: 0,
      output: expect.stringMatching(/database: PGlite [\d.]+, 3 users, 3 credit ledger rows, 3 images, 0 tasks, 0 orders/),
    });
    expect(taken.output).toContain("0 files (0.0 MB)");
  }, 120_000);
});
