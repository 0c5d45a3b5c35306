import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { testFileOpensDatabase } from "../../../scripts/pg-test-files.mjs";
import { buildApp, type App, type AppDeps } from "../src/app";
import { loadConfig, type Config } from "../src/config";
import { openMigratedPglite } from "./pglite-snapshot";
import { openDatabase, type Database } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { users, type UserRow } from "../src/db/schema";
import { createSessionService } from "../src/modules/auth/session.service";
import { createSessionsRepository } from "../src/modules/auth/sessions.repository";
import { createStorage } from "../src/storage/create-storage";
import { startS3rver } from "./s3rver";
import type { Storage } from "../src/storage/storage";

/**
 * The database tests run against: PostgreSQL when DATABASE_URL is set (npm run test:pg gives each
 * run a fresh database), otherwise a fresh in-memory PGlite per test file. Migrations run once per
 * database; the advisory lock makes concurrent test files safe.
 *
 * A fresh PGlite spends most of its start in initdb, and 64 test files open one or more (105 call
 * sites): each starts from the migrated snapshot of pglite-snapshot.ts instead, still one database
 * per test file.
 */
export async function openTestDatabase(): Promise<Database> {
  assertRunsOnPostgres();
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: "memory://" });
    await migrate(database);
    return database;
  }
  return openMigratedPglite("memory://");
}

const checkedFiles = new Set<string>();

/**
 * `npm run test:pg` picks the files that open a database by a word in them or in their fixture files
 * (scripts/pg-test-files.mjs). A file that reaches this helper some other way would be left out of the
 * PostgreSQL run without a word said, so it fails here, in the PGlite run every file goes through.
 */
function assertRunsOnPostgres(): void {
  const file = expect.getState().testPath;
  if (!file || checkedFiles.has(file)) return;
  if (!testFileOpensDatabase(file))
    throw new Error(
      `${file} opens a database, but neither it nor a fixture file it imports (./name-fixtures) names createTestApp, openTestDatabase, openDatabase or DATABASE_URL, so npm run test:pg would skip it (scripts/pg-test-files.mjs)`,
    );
  checkedFiles.add(file);
}

/**
 * Sells every catalogue product, also those whose area is not built yet (per-download items, the
 * Brand package), for tests of their orders; the site itself offers only `isProductOffered`.
 */
export const sellEverything = (): boolean => true;

export type TestContext = { app: App; config: Config; database: Database; storage: Storage; dataDir: string; close(): Promise<void> };

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppDeps, "now" | "extraProviders" | "smsSender" | "qrProvider" | "productOffered" | "spendKindAvailable" | "toolEngines"> = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-test-"));
  // TEST_STORAGE=s3 runs any server test on a bucket of its own (an s3rver per app) instead of local disk.
  const s3 = process.env.TEST_STORAGE === "s3" && !overrides.storage ? await startS3rver() : undefined;
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...s3?.env },
    { webDistDir: path.join(dataDir, "no-web-build"), ...overrides },
  );
  const database = await openTestDatabase();
  // Local disk under the test's data dir, unless the overrides or TEST_STORAGE name another store.
  const storage = createStorage(config);
  const app = await buildApp(config, { database, storage, ...options });
  return {
    app,
    config,
    database,
    storage,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await s3?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from an inject response's set-cookie headers, for the next request. */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list.map((c) => c.split(";")[0]).join("; ");
}

let userCounter = 0;

export type SignedIn = { user: UserRow; token: string; headers: { authorization: string } };

/**
 * A user with a live session, made directly in the database (the sign-in routes have tests of their
 * own). Unique e-mails, so test files can share one PostgreSQL database.
 */
export async function signIn(ctx: TestContext, fields: Partial<typeof users.$inferInsert> = {}): Promise<SignedIn> {
  userCounter += 1;
  const email = fields.email ?? `user${userCounter}.${process.pid}.${Date.now()}@example.test`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({ name: "Test", ...fields, email })
    .returning();
  if (!user) throw new Error("user not created");
  const { token } = await createSessionService(createSessionsRepository(ctx.database.db), { ttlDays: 30 }).create(user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
