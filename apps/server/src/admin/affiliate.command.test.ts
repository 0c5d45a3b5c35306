import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../test/helper";
import { createAffiliateRepository } from "../modules/affiliate/affiliate.repository";
import { adminCommands } from "./admin-commands";
import { runAdmin } from "./run-admin";

describe("admin CLI: affiliate", () => {
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

  it("approves and rejects applications by e-mail, lists them, and decides withdrawals once", async () => {
    const who = await signIn(ctx);
    const email = who.user.email ?? "";
    expect(await run("affiliate", "approve", email)).toEqual({ code: 1, output: `No affiliate application from ${email}.` });
    await ctx.app.services.affiliate.apply(who.user.id, { account: "paypal:x", name: "X", email, channel: "blog" });
    expect((await run("affiliate", "list", "pending")).output).toContain(`${email}: pending`);
    expect(await run("affiliate", "approve", email)).toEqual({ code: 0, output: `${email}: approved.` });
    expect((await run("affiliate", "reject", email, "spam")).output).toBe("This partner is approved.");

    // A withdrawal of money that is there (moved in by the ledger's own move, as a matured reward would be).
    const repo = createAffiliateRepository(ctx.database.db);
    await repo.transaction((tx) =>
      repo.move(tx, { partnerId: who.user.id, event: "mature", amount: 5000, available: 5000, key: `test:${randomUUID()}`, at: new Date() }),
    );
    const w = await ctx.app.services.affiliate.requestWithdrawal(who.user, { amount: 5000, message: "", requestKey: randomUUID() });
    expect((await run("affiliate", "withdrawals", "requested")).output).toContain(`#${w.id} ${email}: $50.00 USD (fee $0.00), requested`);
    expect((await run("affiliate", "refuse", String(w.id))).output).toContain("usage:");
    expect(await run("affiliate", "refuse", String(w.id), "wrong", "account")).toEqual({ code: 0, output: `Withdrawal #${w.id}: rejected (wrong account).` });
    expect((await run("affiliate", "paid", String(w.id))).output).toBe("This withdrawal is rejected.");
    expect((await repo.partner(who.user.id))?.available).toBe(5000);
  });
});
