import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { isPro } from "@studio/domain";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { creditLedger } from "../credits/credits.schema";
import { subscriptions } from "./payments.schema";
import { buy, userRow, type Body } from "./payments-fixtures";

/** Pro bought on the sandbox, with the clock moved (deps.now) instead of waiting a month. */
describe("payments: Pro, once per month, renewals, cancel at period end, expiry", () => {
  let ctx: TestContext;
  let clock = new Date("2026-01-15T12:00:00Z");
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: () => clock });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const proGrants = async (userId: number) =>
    (
      await ctx.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.kind, [1, 6])))
        .orderBy(creditLedger.id)
    ).map((row) => [row.kind, row.amount]);
  const subscriptionOf = async (userId: number) => (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

  it("grants once per month across a month boundary, renews, cancels at period end and expires", async () => {
    clock = new Date("2026-01-15T12:00:00Z");
    const member = await signIn(ctx);
    await buy(ctx, member, { product: "pro-monthly" });
    let row = await userRow(ctx, member.user.id);
    expect(row.vip).toBe(true);
    expect(row.vipEndsAt?.toISOString()).toBe("2026-02-15T12:00:00.000Z");
    expect(row.aiCredits).toBe(500);
    expect(isPro(row, clock)).toBe(true);
    expect(await proGrants(member.user.id)).toEqual([[1, 500]]);
    expect(await subscriptionOf(member.user.id)).toMatchObject({ provider: "sandbox", status: "active", cancelAtPeriodEnd: false });

    // Nothing is due before the paid month is over.
    clock = new Date("2026-01-31T23:59:00Z");
    expect(await ctx.app.services.settleSubscriptions()).toBe(0);

    // The month is over: the sandbox charges the next one (renewPro 6, February's credits).
    clock = new Date("2026-02-15T12:00:01Z");
    expect(await ctx.app.services.settleSubscriptions()).toBeGreaterThanOrEqual(1);
    row = await userRow(ctx, member.user.id);
    expect(row.vipEndsAt?.toISOString()).toBe("2026-03-15T12:00:00.000Z");
    expect(row.aiCredits).toBe(1000);
    expect(await ctx.app.services.settleSubscriptions()).toBe(0);
    expect(await proGrants(member.user.id)).toEqual([
      [1, 500],
      [6, 500],
    ]);

    // A second Pro order in February extends Pro but February's credits were already granted.
    clock = new Date("2026-02-20T09:00:00Z");
    await buy(ctx, member, { product: "pro-monthly" });
    row = await userRow(ctx, member.user.id);
    expect(row.vipEndsAt?.toISOString()).toBe("2026-04-15T12:00:00.000Z");
    expect(row.aiCredits).toBe(1000);
    expect(await proGrants(member.user.id)).toHaveLength(2);

    // Cancel at period end: Pro stays until the end, then goes, and nothing renews.
    const cancel = await ctx.app.inject({ method: "POST", url: "/api/payment/subscription/cancel", headers: member.headers });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<Body<{ cancelAtPeriodEnd: boolean; periodEnd: string }>>().data).toEqual({
      cancelAtPeriodEnd: true,
      periodEnd: "2026-04-15T12:00:00.000Z",
    });
    clock = new Date("2026-04-01T00:00:00Z");
    expect(await ctx.app.services.settleSubscriptions()).toBe(0);
    expect(isPro(await userRow(ctx, member.user.id), clock)).toBe(true);
    clock = new Date("2026-04-15T12:00:01Z");
    expect(isPro(await userRow(ctx, member.user.id), clock)).toBe(false);
    await ctx.app.services.settleSubscriptions();
    row = await userRow(ctx, member.user.id);
    expect(row.vip).toBe(false);
    expect(isPro(row, clock)).toBe(false);
    expect(await subscriptionOf(member.user.id)).toMatchObject({ status: "expired" });
    expect(await proGrants(member.user.id)).toHaveLength(2);
    expect((await ctx.app.inject({ method: "POST", url: "/api/payment/subscription/cancel", headers: member.headers })).statusCode).toBe(404);
  });

  it("a renewal notice replayed acts once", async () => {
    clock = new Date("2026-05-10T08:00:00Z");
    const member = await signIn(ctx);
    await buy(ctx, member, { product: "pro-monthly" });
    const subscription = await subscriptionOf(member.user.id);
    const sandbox = ctx.app.services.paymentProviders.sandbox;
    if (!subscription?.providerRef || !sandbox) throw new Error("no subscription");
    clock = new Date("2026-06-10T08:00:01Z");
    const renewal = sandbox.sign({
      type: "renewed",
      eventId: `evt_renew_${member.user.id}`,
      subscriptionRef: subscription.providerRef,
      periodEnd: "2026-07-10T08:00:00.000Z",
      orderId: null,
    });
    for (let i = 0; i < 3; i += 1) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/payment/webhook/sandbox",
        headers: renewal.headers as Record<string, string>,
        payload: renewal.rawBody,
      });
      expect(res.statusCode).toBe(200);
    }
    const row = await userRow(ctx, member.user.id);
    expect(row.vipEndsAt?.toISOString()).toBe("2026-07-10T08:00:00.000Z");
    expect(row.aiCredits).toBe(1000);
    expect(await proGrants(member.user.id)).toEqual([
      [1, 500],
      [6, 500],
    ]);
  });

  it("a month paid through a provider without renewals (PayPal, WeChat Pay, Alipay) ends when it is over", async () => {
    clock = new Date("2026-08-01T00:00:00Z");
    const member = await signIn(ctx, { vip: true, vipEndsAt: new Date("2026-08-20T00:00:00Z") });
    await ctx.database.db.insert(subscriptions).values({
      userId: member.user.id,
      provider: "paypal",
      providerRef: `PAYPAL-${member.user.id}`,
      status: "active",
      currentPeriodEnd: new Date("2026-08-20T00:00:00Z"),
    });
    await ctx.app.services.settleSubscriptions();
    expect((await subscriptionOf(member.user.id))?.status).toBe("active");
    clock = new Date("2026-08-20T00:00:01Z");
    await ctx.app.services.settleSubscriptions();
    expect((await subscriptionOf(member.user.id))?.status).toBe("expired");
    expect((await userRow(ctx, member.user.id)).vip).toBe(false);
  });
});
