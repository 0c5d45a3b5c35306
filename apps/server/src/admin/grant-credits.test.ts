import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, users } from "../db/schema";
import { createTestApp, signIn, type TestContext } from "../../test/helper";
import { adminCommands } from "./admin-commands";
import { runAdmin } from "./run-admin";

describe("admin CLI: grant-credits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(argv, adminCommands, { config: ctx.config, database: ctx.database, out: (line) => lines.push(line) });
    return { code, output: lines.join("\n") };
  };

  it("grants credits by e-mail and records an admin grant in the ledger", async () => {
    const { user } = await signIn(ctx, { aiCredits: 3 });
    const result = await run("grant-credits", (user.email ?? "").toUpperCase(), "40", "support", "ticket");
    expect(result).toMatchObject({ code: 0, output: expect.stringContaining("balance now 43") });
    expect((await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.aiCredits).toBe(43);
    const rows = await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 2, amount: 40, balanceAfter: 43, note: "support ticket", actorId: null });
  });

  it("explains bad arguments and unknown users", async () => {
    expect(await run("grant-credits", "nobody@example.test", "5")).toMatchObject({ code: 1, output: "No user with e-mail nobody@example.test." });
    expect((await run("grant-credits", "a@b.test", "-5")).output).toContain("usage: grant-credits <email> <n>");
    expect((await run("grant-credits", "a@b.test")).code).toBe(1);
    expect((await run("help")).output).toContain("grant-credits <email> <n>");
  });
});
