import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, users } from "../../db/schema";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { paidOrder } from "../../../test/payment-orders";
import { AppError } from "../../errors";
import { createAdminOrdersRepository } from "./admin-orders.repository";
import type { PaymentProvider } from "./payment-provider";
import { designUnlocks, orderEvents, orders, subscriptions } from "./payments.schema";
import { createRefundsRepository } from "./refunds.repository";
import { createRefundsService } from "./refunds.service";

/** A provider that records what it was asked to do; `failNext` makes the next refund call fail. */
function recordingProvider() {
  const calls = { refunds: [] as string[], cancels: [] as string[], failNext: false };
  const provider: PaymentProvider = {
    name: "sandbox",
    startCheckout: async () => ({ providerRef: null, checkoutUrl: null, clientSecret: null }),
    parseNotification: async () => ({ type: "ignored", eventId: "x" }),
    lookup: async () => null,
    async refund(providerRef) {
      // A slow provider: concurrent refunds overlap while the first one waits here.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (calls.failNext) {
        calls.failNext = false;
        throw new Error("card_declined: the charge cannot be refunded");
      }
      calls.refunds.push(providerRef);
    },
    async cancelSubscription(ref) {
      calls.cancels.push(ref);
    },
  };
  return { provider, calls };
}

describe("refunds (issue 16 P4)", () => {
  let ctx: TestContext;
  const fake = recordingProvider();
  const at = new Date("2026-11-25T12:00:00Z");
  let refunds: ReturnType<typeof createRefundsService>;

  beforeAll(async () => {
    ctx = await createTestApp();
    refunds = createRefundsService({
      repository: createRefundsRepository(ctx.database.db),
      orders: createAdminOrdersRepository(ctx.database.db),
      provider: (name) => (name === "sandbox" ? fake.provider : undefined),
      siteVariant: "en",
      now: () => at,
    });
  });
  afterAll(() => ctx.close());

  const balance = async (userId: number) => (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]?.aiCredits;
  const order = async (id: string) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const takeBacks = (id: string) =>
    ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reference, id), eq(creditLedger.reason, "refund.order")));

  it("shows the figures first (dry run moves nothing), then takes back at most the balance and records the shortfall", async () => {
    const buyer = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const paid = await paidOrder(ctx.database, ctx.app.services.credits, { userId: buyer.user.id, details: { credits: 50 } });
    await ctx.app.services.credits.spend({ userId: buyer.user.id, amount: 20, kind: "matting", reason: "ai.matting", reference: "t1" });
    expect(await balance(buyer.user.id)).toBe(30);

    const preview = await refunds.refund(paid.id, { actorId: admin.user.id, dryRun: true });
    expect(preview).toMatchObject({
      dryRun: true,
      replayed: false,
      state: "fulfilled",
      creditsGranted: 50,
      creditsTaken: 30,
      creditsShortfall: 20,
      balanceBefore: 30,
      balanceAfter: 0,
      amount: 499,
      currency: "USD",
    });
    expect(await balance(buyer.user.id)).toBe(30);
    expect((await order(paid.id))?.state).toBe("fulfilled");
    expect(fake.calls.refunds).not.toContain(paid.providerRef);

    const done = await refunds.refund(paid.id, { actorId: admin.user.id, note: "duplicate purchase" });
    expect(done).toMatchObject({
      dryRun: false,
      replayed: false,
      state: "refunded",
      creditsGranted: 50,
      creditsTaken: 30,
      creditsShortfall: 20,
      balanceBefore: 30,
      balanceAfter: 0,
    });
    expect(await balance(buyer.user.id)).toBe(0);
    expect(await order(paid.id)).toMatchObject({ state: "refunded", refundTaken: 30, refundShortfall: 20, refundedAt: at });
    expect(fake.calls.refunds.filter((ref) => ref === paid.providerRef)).toHaveLength(1);
    const [row] = await takeBacks(paid.id);
    expect(row).toMatchObject({ kind: 3, amount: -30, balanceAfter: 0, actorId: admin.user.id, note: "duplicate purchase" });
    const history = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, paid.id)).orderBy(orderEvents.id);
    expect(history.map((event) => event.state)).toEqual(["created", "paid", "fulfilled", "refunded"]);
    expect(history[3]).toMatchObject({ actorId: admin.user.id, note: "duplicate purchase · credits taken back 30 of 50" });

    // Again, later: the first refund's figures, nothing moves, the provider is not asked twice.
    await ctx.app.services.credits.grant({ userId: buyer.user.id, amount: 7, kind: "adminManual", reason: "grant.admin", reference: "later" });
    const again = await refunds.refund(paid.id, { actorId: admin.user.id });
    expect(again).toMatchObject({ replayed: true, state: "refunded", creditsTaken: 30, creditsShortfall: 20 });
    expect(await balance(buyer.user.id)).toBe(7);
    expect(await takeBacks(paid.id)).toHaveLength(1);
    expect(fake.calls.refunds.filter((ref) => ref === paid.providerRef)).toHaveLength(1);
  });

  it("10 concurrent refunds of one order: one provider refund, one take-back, the same figures for all", async () => {
    const buyer = await signIn(ctx);
    const paid = await paidOrder(ctx.database, ctx.app.services.credits, { userId: buyer.user.id, product: "credits-100", details: { credits: 100 } });
    const results = await Promise.all(Array.from({ length: 10 }, () => refunds.refund(paid.id, { actorId: null })));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    for (const result of results) expect(result).toMatchObject({ state: "refunded", creditsGranted: 100, creditsTaken: 100, creditsShortfall: 0 });
    expect(fake.calls.refunds.filter((ref) => ref === paid.providerRef)).toHaveLength(1);
    expect(await takeBacks(paid.id)).toHaveLength(1);
    expect(await balance(buyer.user.id)).toBe(0);
    const refundedEvents = await ctx.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, paid.id), eq(orderEvents.state, "refunded")));
    expect(refundedEvents).toHaveLength(1);
  });

  it("withdraws the refunded order's unlock and keeps the package bought before it", async () => {
    const buyer = await signIn(ctx);
    const designId = `task:${Date.now()}:0`;
    const basic = await paidOrder(ctx.database, ctx.app.services.credits, {
      userId: buyer.user.id,
      kind: "package",
      product: "package-basic",
      amount: 2900,
      designId,
    });
    const upgrade = await paidOrder(ctx.database, ctx.app.services.credits, {
      userId: buyer.user.id,
      kind: "package",
      product: "package-professional",
      amount: 3000,
      designId,
      details: { level: "professional", fromLevel: "basic" },
    });
    const preview = await refunds.refund(upgrade.id, { actorId: null, dryRun: true });
    expect(preview).toMatchObject({ unlock: "package:professional", designId, creditsGranted: 0, creditsTaken: 0, creditsShortfall: 0, proEnded: false });
    const done = await refunds.refund(upgrade.id, { actorId: null });
    expect(done).toMatchObject({ unlock: "package:professional", state: "refunded" });
    const unlocks = await ctx.database.db.select().from(designUnlocks).where(eq(designUnlocks.designId, designId));
    expect(unlocks.find((row) => row.orderId === upgrade.id)?.revokedAt).toEqual(at);
    expect(unlocks.find((row) => row.orderId === basic.id)?.revokedAt).toBeNull();
  });

  it("a Pro refund ends Pro now, takes back the month's credits up to the balance and stops the subscription", async () => {
    const buyer = await signIn(ctx);
    const pro = await paidOrder(ctx.database, ctx.app.services.credits, { userId: buyer.user.id, kind: "pro", amount: 1900, details: { credits: 500 } });
    await ctx.app.services.credits.spend({ userId: buyer.user.id, amount: 120, kind: "matting", reason: "ai.matting", reference: "p1" });
    const done = await refunds.refund(pro.id, { actorId: null });
    expect(done).toMatchObject({ proEnded: true, creditsGranted: 500, creditsTaken: 380, creditsShortfall: 120 });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(user).toMatchObject({ vip: false, vipEndsAt: at, aiCredits: 0 });
    const [subscription] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id));
    expect(subscription).toMatchObject({ status: "expired", currentPeriodEnd: at });
    expect(fake.calls.cancels).toContain(`sub_${pro.id}`);
    const [row] = await takeBacks(pro.id);
    expect(row).toMatchObject({ kind: 1, amount: -380 });
  });

  it("a provider that refuses the refund changes nothing, so the admin can try again", async () => {
    const buyer = await signIn(ctx);
    const paid = await paidOrder(ctx.database, ctx.app.services.credits, { userId: buyer.user.id });
    fake.calls.failNext = true;
    const error = await refunds.refund(paid.id, { actorId: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "REFUND_FAILED", status: 502 });
    expect((await order(paid.id))?.state).toBe("fulfilled");
    expect(await balance(buyer.user.id)).toBe(50);
    expect(await takeBacks(paid.id)).toHaveLength(0);
    expect(await refunds.refund(paid.id, { actorId: null })).toMatchObject({ state: "refunded", creditsTaken: 50 });
  });

  it("refuses orders that were never paid, unknown orders and providers no longer configured", async () => {
    const buyer = await signIn(ctx);
    const pending = await paidOrder(ctx.database, ctx.app.services.credits, { userId: buyer.user.id, state: "pending", paidAt: null });
    await expect(refunds.refund(pending.id, { actorId: null })).rejects.toMatchObject({ code: "ORDER_NOT_PAID", status: 409 });
    await expect(refunds.refund("ord_nope", { actorId: null })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const paypal = await paidOrder(ctx.database, ctx.app.services.credits, { userId: buyer.user.id, provider: "paypal" });
    await expect(refunds.refund(paypal.id, { actorId: null })).rejects.toMatchObject({ code: "REFUND_FAILED" });
    expect((await order(paypal.id))?.state).toBe("fulfilled");
    // A refund the provider reports itself (made in its dashboard) reverses the grant without asking it again.
    expect(await refunds.refund(paypal.id, { actorId: null, reportedByProvider: true })).toMatchObject({ state: "refunded", creditsTaken: 50 });
  });
});
