import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreditsRepository } from "../modules/credits/credits.repository";
import { createCreditsService } from "../modules/credits/credits.service";
import { createImagesRepository } from "../modules/images/images.repository";
import { createOrdersRepository } from "../modules/payments/orders.repository";
import { createTasksRepository } from "../modules/tasks/tasks.repository";
import { createUsersRepository } from "../modules/users/users.repository";
import { loadConfig } from "../config";
import { openTestDatabase } from "../../test/helper";
import { openDatabase, type Database } from "./database";
import { migrate, readMigrations } from "./migrate";

/**
 * An upgrade from the previous release's database (fixtures/release-issue-19.sql, made by
 * scripts/make-upgrade-fixture.mjs) to this code's migrations, on PGlite and on PostgreSQL: the
 * rows survive and the app's repositories read them, and a worker can still claim a queued task.
 */
const fixture = readFileSync(path.join(import.meta.dirname, "fixtures/release-issue-19.sql"), "utf8");
const fixtureMigrations = [...fixture.matchAll(/INSERT INTO public\.schema_migrations \(name, applied_at\) VALUES \('(\d{4}_[a-z0-9_]+\.sql)'/g)].map(
  (m) => m[1],
);

describe("upgrading the previous release's database", () => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const testDatabase = await openTestDatabase();
    if (process.env.DATABASE_URL) {
      // A database of its own: the run's shared one already has today's schema.
      const name = `upgrade_${process.pid}_${Date.now()}`;
      await testDatabase.withSession((s) => s.exec(`CREATE DATABASE ${name}`));
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory://" });
      cleanup = async () => {
        await database.close();
        await testDatabase.withSession((s) => s.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        await testDatabase.close();
      };
    } else {
      // The migrated snapshot emptied: as fresh as a new PGlite without paying for its initdb.
      database = testDatabase;
      await database.withSession((s) => s.exec("DROP SCHEMA public CASCADE; CREATE SCHEMA public;"));
      cleanup = () => database.close();
    }
    // The dump's SET lines would otherwise stay on this connection.
    await database.withSession(async (s) => {
      await s.exec(fixture);
      await s.exec("RESET ALL");
    });
  });
  afterAll(() => cleanup());

  it("applies exactly the migrations the old release lacked, and then finds nothing to do", async () => {
    expect(fixtureMigrations).toHaveLength(22);
    expect(fixtureMigrations.at(-1)).toBe("0032_icon_generator_usage.sql");
    const expected = readMigrations()
      .map((f) => f.name)
      .filter((n) => !fixtureMigrations.includes(n));
    expect(expected.length).toBeGreaterThan(0);
    expect(await migrate(database)).toEqual(expected);
    expect(await migrate(database)).toEqual([]);
  });

  it("keeps users, the credit ledger, tasks, image records and orders, read through the app's repositories", async () => {
    const users = createUsersRepository(database.db);
    const admin = await users.findByEmail("ADMIN@upgrade.example");
    expect(admin).toMatchObject({ id: 1, name: "Ada Admin", isAdmin: true, language: "en" });
    const pro = await users.findByEmail("pro@upgrade.example");
    expect(pro).toMatchObject({ id: 2, aiCredits: 42, credits: 5, freeCredits: 2, vip: true });
    expect(pro?.vipEndsAt?.toISOString()).toBe("2027-01-01T00:00:00.000Z");

    const config = loadConfig({ NODE_ENV: "test" });
    const credits = createCreditsService(createCreditsRepository(database.db), { config: config.credits });
    const history = await credits.history(2, 1, 10);
    expect(history.total).toBe(5);
    expect(history.items.map((e) => [e.amount, e.balanceAfter, e.kindName])).toEqual([
      [-4, 42, "adminManual"],
      [4, 46, "text2img"],
      [-4, 42, "text2img"],
      [-4, 46, "text2img"],
      [50, 50, "recharge"],
    ]);
    expect(history.items.find((e) => e.amount === 4)?.refundOf).toBe(3);
    expect((await credits.history(3, 1, 10)).items).toEqual([expect.objectContaining({ amount: 12, balanceAfter: 12, note: "support" })]);

    const tasks = createTasksRepository(database.db);
    expect(await tasks.findById("tsk_upgrade_ok")).toMatchObject({ state: "succeeded", userId: 2, cost: 4 });
    expect(await tasks.findById("tsk_upgrade_failed")).toMatchObject({ state: "failed", refunded: true });

    const images = createImagesRepository(database.db);
    expect(await images.findOwnBySrc(2, "ai-images/png/upgrade-fox.png")).toMatchObject({ taskId: "tsk_upgrade_ok", prompt: "a fox logo", width: 1024 });
    expect((await images.byTask("tsk_upgrade_ok")).map((i) => i.id)).toEqual([1]);

    const orders = createOrdersRepository(database.db);
    expect(await orders.find("ord_upgrade_1")).toMatchObject({ userId: 2, state: "fulfilled", amount: 999, currency: "USD" });
    expect((await orders.events("ord_upgrade_1")).map((e) => e.state)).toEqual(["created", "paid", "fulfilled"]);
  });

  it("goes on where the old release stopped: new rows take the next ids, a worker claims the queued task", async () => {
    const users = createUsersRepository(database.db);
    const created = await users.findOrCreateByEmail("new@upgrade.example", "en");
    expect(created.id).toBe(4);
    expect(await users.findByMobile("13800138000")).toMatchObject({ id: 3, name: "王小明", aiCredits: 12 });
    const claimed = await createTasksRepository(database.db).claim("worker-upgrade", 5, new Date(), 30_000);
    expect(claimed.map((t) => t.id)).toEqual(["tsk_upgrade_queued"]);
  });
});
