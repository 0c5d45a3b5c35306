import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../modules/payments/payments.schema";
import { createTestApp, signIn, type TestContext } from "../../test/helper";
import { paidOrder } from "../../test/payment-orders";
import { adminCommands } from "./admin-commands";
import { runAdmin } from "./run-admin";

describe("admin CLI: refund", () => {
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

  it("shows the money, the credits taken back and the shortfall before anything moves", async () => {
    const { user } = await signIn(ctx);
    const paid = await paidOrder(ctx.database, ctx.app.services.credits, { userId: user.id, amount: 899, product: "credits-100", details: { credits: 100 } });
    await ctx.app.services.credits.spend({ userId: user.id, amount: 40, kind: "matting", reason: "ai.matting", reference: "cli" });
    const preview = await run("refund", paid.id);
    expect(preview.code).toBe(0);
    expect(preview.output).toContain("Would refund (run again with --yes to do it):");
    expect(preview.output).toContain("$8.99 USD through sandbox");
    expect(preview.output).toContain("Credits: 60 of 100 taken back (balance 60 -> 0); shortfall 40 already spent.");
    expect((await ctx.database.db.select().from(orders).where(eq(orders.id, paid.id)))[0]?.state).toBe("fulfilled");
  });

  it("explains what it cannot do", async () => {
    expect(await run("refund", "ord_unknown", "--yes")).toMatchObject({ code: 1, output: "Not refunded: Order not found." });
    expect((await run("refund")).output).toContain("usage: refund <orderId> [--yes] [note]");
    expect((await run("refund", "bad id!")).code).toBe(1);
    expect((await run("help")).output).toContain("refund <orderId> [--yes] [note]");
  });
});
