import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../modules/payments/payments.schema";
import { createTestApp, signIn, type TestContext } from "../../test/helper";
import { paidOrder } from "../../test/payment-orders";
import { buy, userRow } from "../modules/payments/payments-fixtures";
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

  it("--yes refunds a sandbox order once; a second run changes nothing", async () => {
    const who = await signIn(ctx);
    const orderId = await buy(ctx, who, { product: "credits-50", provider: "sandbox" });
    const before = (await userRow(ctx, who.user.id)).aiCredits;
    const done = await run("refund", orderId, "--yes", "chargeback", "prevention");
    expect(done.code).toBe(0);
    expect(done.output).toContain("Refunded:");
    expect(done.output).toContain(`Credits: 50 of 50 taken back (balance ${before} -> ${before - 50})`);
    expect((await userRow(ctx, who.user.id)).aiCredits).toBe(before - 50);
    const again = await run("refund", orderId, "--yes");
    expect(again.output).toContain("Already refunded; nothing changed.");
    expect((await userRow(ctx, who.user.id)).aiCredits).toBe(before - 50);
  });

  it("explains what it cannot do", async () => {
    expect(await run("refund", "ord_unknown", "--yes")).toMatchObject({ code: 1, output: "Not refunded: Order not found." });
    expect((await run("refund")).output).toContain("usage: refund <orderId> [--yes] [note]");
    expect((await run("refund", "bad id!")).code).toBe(1);
    expect((await run("help")).output).toContain("refund <orderId> [--yes] [note]");
  });
});
