import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { startStripeFake, type StripeFake } from "../../../test/fakes/stripe-fake";
import { startPaypalFake, type PaypalFake } from "../../../test/fakes/paypal-fake";
import { check, finishedLogo, orderRow, refundedEvents, takeBacks, userRow, type Body, type Created } from "./payments-fixtures";
import { designUnlocks, orderEvents } from "./payments.schema";

/**
 * Refunds the provider reports (its dashboard, or the echo of our own refund call) are reversed
 * exactly once through the admin's refunds service: Stripe `charge.refunded` and PayPal
 * `PAYMENT.CAPTURE.REFUNDED`, each against the local fake of its API. (WeChat Pay and Alipay:
 * provider-refunds-cn.test.ts.)
 */
const pair = { secretKey: "sk_test_refunds", publishableKey: "pk_test_refunds", webhookSecret: "whsec_refunds" };
const paypalApp = { clientId: "AcLientRefunds", clientSecret: "ESecretRefunds", webhookId: "8PT597110X687430REFUNDS" };
const signer = new Stripe("sk_test_signer");

describe("refunds reported by Stripe and PayPal are reversed exactly once (local fakes)", () => {
  let ctx: TestContext;
  let stripe: StripeFake;
  let paypal: PaypalFake;
  let admin: SignedIn;

  beforeAll(async () => {
    stripe = await startStripeFake();
    stripe.keys.add(pair.secretKey);
    paypal = await startPaypalFake(paypalApp);
    ctx = await createTestApp({
      paymentVendors: {
        stripe: { keyPairs: [pair], apiUrl: stripe.url, timeoutMs: 5_000 },
        paypal: { ...paypalApp, apiUrl: paypal.url, timeoutMs: 5_000 },
      },
    });
    admin = await signIn(ctx, { isAdmin: true });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
    await paypal.close();
  });

  const webhook = (provider: string, delivery: { headers: Record<string, string>; rawBody: Buffer | string }) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/payment/webhook/${provider}`,
      headers: delivery.headers,
      payload: delivery.rawBody,
      remoteAddress: "203.0.113.7",
    });

  const stripeEvent = (id: string, type: string, object: unknown, secret = pair.webhookSecret) => {
    const payload = JSON.stringify({ id, object: "event", type, api_version: "2026-10-28.endive", created: 1, data: { object } });
    return {
      headers: { "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }), "content-type": "application/json" },
      rawBody: payload,
    };
  };

  const order = async (who: SignedIn, payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/payment/orders", headers: who.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Body<Created>>().data;
  };

  /** 50 credits bought through Stripe (PaymentIntent settled, its webhook delivered); the intent id. */
  const stripeCredits = async (who: SignedIn) => {
    const created = await order(who, { product: "credits-50", provider: "stripe" });
    const intent = [...stripe.intents.values()].find((i) => (i.metadata as { orderId: string }).orderId === created.orderId);
    const intentId = String(intent?.id);
    stripe.settle(intentId, "succeeded");
    expect((await webhook("stripe", stripeEvent(`evt_paid_${created.orderId}`, "payment_intent.succeeded", stripe.intents.get(intentId)))).statusCode).toBe(
      200,
    );
    return { orderId: created.orderId, intentId };
  };

  const adminRefund = (orderId: string) =>
    ctx.app.inject({ method: "POST", url: `/api/admin/payment/orders/${orderId}/refund`, headers: admin.headers, payload: { note: "customer asked" } });

  it("Stripe: a dashboard refund delivered 3 times reverses once, takes back at most the balance and records the shortfall", async () => {
    const buyer = await signIn(ctx, { aiCredits: 0 });
    const { orderId, intentId } = await stripeCredits(buyer);
    await ctx.app.services.credits.spend({ userId: buyer.user.id, amount: 20, kind: "matting", reason: "ai.matting", reference: "r1" });
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(30);

    const delivery = stripeEvent("evt_refund_1", "charge.refunded", stripe.charge(intentId, {}));
    const tampered = { ...delivery, rawBody: delivery.rawBody.replace('"refunded":true', '"refunded":false') };
    expect((await webhook("stripe", tampered)).statusCode).toBe(400);
    expect((await orderRow(ctx, orderId)).state).toBe("fulfilled");

    const answers = await Promise.all([webhook("stripe", delivery), webhook("stripe", delivery), webhook("stripe", delivery)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json<Body<{ acted: boolean }>>().data.acted)).toHaveLength(1);
    expect(await orderRow(ctx, orderId)).toMatchObject({ state: "refunded", refundTaken: 30, refundShortfall: 20 });
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(0);
    expect(await takeBacks(ctx, orderId)).toHaveLength(1);
    const events = await refundedEvents(ctx, orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: null, note: "refunded at stripe · credits taken back 30 of 50" });
    // Reported by Stripe: the money is back already, Stripe is not asked to refund again.
    expect(stripe.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });

  it("Stripe: an admin refund, then Stripe's webhook of that same refund, reverses once; the admin's figures stay", async () => {
    const buyer = await signIn(ctx, { aiCredits: 0 });
    const { orderId, intentId } = await stripeCredits(buyer);
    const refunded = await adminRefund(orderId);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<Body<{ creditsTaken: number }>>().data.creditsTaken).toBe(50);
    expect(stripe.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    await ctx.app.services.credits.grant({ userId: buyer.user.id, amount: 9, kind: "adminManual", reason: "grant.admin", reference: "later" });

    const echo = await webhook("stripe", stripeEvent("evt_refund_echo", "charge.refunded", stripe.charge(intentId)));
    expect(echo.json<Body<{ acted: boolean }>>().data.acted).toBe(false);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(9);
    expect(await takeBacks(ctx, orderId)).toHaveLength(1);
    expect(await refundedEvents(ctx, orderId)).toHaveLength(1);
    expect((await orderRow(ctx, orderId)).refundTaken).toBe(50);
  });

  it("Stripe: 20 concurrent deliveries under different event ids, racing an admin refund, reverse once", async () => {
    const buyer = await signIn(ctx, { aiCredits: 0 });
    const { orderId, intentId } = await stripeCredits(buyer);
    const charge = stripe.charge(intentId, {});
    const deliveries = Array.from({ length: 20 }, (_, i) => webhook("stripe", stripeEvent(`evt_race_${i}`, "charge.refunded", charge)));
    const answers = await Promise.all([...deliveries, adminRefund(orderId)]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 21 }, () => 200));
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(0);
    expect(await takeBacks(ctx, orderId)).toHaveLength(1);
    expect(await refundedEvents(ctx, orderId)).toHaveLength(1);
    expect((await orderRow(ctx, orderId)).state).toBe("refunded");
  });

  it("Stripe: a partial refund reverses nothing (charge.refunded is false until the whole charge is back)", async () => {
    const buyer = await signIn(ctx, { aiCredits: 0 });
    const { orderId, intentId } = await stripeCredits(buyer);
    const answer = await webhook("stripe", stripeEvent("evt_partial", "charge.refunded", stripe.charge(intentId, { amount: 100 })));
    expect(answer.json<Body<{ acted: boolean }>>().data.acted).toBe(false);
    expect((await orderRow(ctx, orderId)).state).toBe("fulfilled");
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(50);
  });

  /** A Basic package for a fresh logo bought through PayPal (approved in PayPal's window, captured by the record check). */
  const paypalPackage = async (who: SignedIn) => {
    const designId = await finishedLogo(ctx, who);
    const created = await order(who, { product: "package-basic", provider: "paypal", designId });
    const ref = created.clientSecret ?? "";
    paypal.approve(ref);
    expect((await check(ctx, who, created.orderId)).body.data).toBe(true);
    return { orderId: created.orderId, ref, designId };
  };

  const unlockOf = async (orderId: string) => (await ctx.database.db.select().from(designUnlocks).where(eq(designUnlocks.orderId, orderId)))[0];

  it("PayPal: a dashboard refund (the event names only the refund; its capture names the order) withdraws the package once", async () => {
    const buyer = await signIn(ctx);
    const { orderId, ref } = await paypalPackage(buyer);
    expect((await unlockOf(orderId))?.revokedAt).toBeNull();
    const refund = paypal.refund(ref);
    expect(refund).not.toHaveProperty("custom_id");
    const delivery = paypal.deliver("PAYMENT.CAPTURE.REFUNDED", refund);
    for (let i = 0; i < 3; i++) expect((await webhook("paypal", delivery)).statusCode).toBe(200);
    // The same refund under another delivery id (PayPal re-sends with a new id): still one reversal.
    expect((await webhook("paypal", paypal.deliver("PAYMENT.CAPTURE.REFUNDED", refund))).json<Body<{ acted: boolean }>>().data.acted).toBe(false);
    expect((await orderRow(ctx, orderId)).state).toBe("refunded");
    expect((await unlockOf(orderId))?.revokedAt).not.toBeNull();
    expect(await refundedEvents(ctx, orderId)).toHaveLength(1);
    expect(paypal.refunds).toHaveLength(1);
  });

  it("PayPal: a partial refund is written in the order's history and reverses nothing; an admin refund then its webhook, once", async () => {
    const buyer = await signIn(ctx);
    const { orderId, ref } = await paypalPackage(buyer);
    const partial = await webhook("paypal", paypal.deliver("PAYMENT.CAPTURE.REFUNDED", paypal.refund(ref, { value: "5.00" })));
    expect(partial.json<Body<{ acted: boolean }>>().data.acted).toBe(false);
    expect((await orderRow(ctx, orderId)).state).toBe("fulfilled");
    const history = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    expect(history.at(-1)?.note).toMatch(/^partial refund of 500 at paypal/);
    expect((await unlockOf(orderId))?.revokedAt).toBeNull();

    expect((await adminRefund(orderId)).statusCode).toBe(200);
    const ours = paypal.refunds.at(-1);
    // Our refund call names our order (custom_id), so its webhook needs no capture lookup for it.
    expect(ours).toMatchObject({ custom_id: orderId });
    const echo = await webhook("paypal", paypal.deliver("PAYMENT.CAPTURE.REFUNDED", ours ?? {}));
    expect(echo.json<Body<{ acted: boolean }>>().data.acted).toBe(false);
    expect(await refundedEvents(ctx, orderId)).toHaveLength(1);
  });

  it("a refund notice cannot reverse another provider's order, and a refund of an order not yet paid here is refused for a retry", async () => {
    const buyer = await signIn(ctx, { aiCredits: 0 });
    const { orderId, intentId } = await stripeCredits(buyer);
    // A PayPal-verified event that names a Stripe order: ignored.
    const foreign = await webhook(
      "paypal",
      paypal.deliver("PAYMENT.CAPTURE.REFUNDED", { id: "R-X", custom_id: orderId, supplementary_data: { related_ids: { order_id: "PAYPAL-X" } } }),
    );
    expect(foreign.json<Body<{ acted: boolean }>>().data.acted).toBe(false);
    expect((await orderRow(ctx, orderId)).state).toBe("fulfilled");
    expect(intentId).toMatch(/^pi_/);

    const pending = await order(buyer, { product: "credits-50", provider: "stripe" });
    const pendingIntent = [...stripe.intents.values()].find((i) => (i.metadata as { orderId: string }).orderId === pending.orderId);
    stripe.settle(String(pendingIntent?.id), "succeeded");
    const early = stripeEvent("evt_early_refund", "charge.refunded", stripe.charge(String(pendingIntent?.id), {}));
    const refused = await webhook("stripe", early);
    expect(refused.statusCode).toBe(409);
    expect((await orderRow(ctx, pending.orderId)).state).toBe("pending");
    // The payment notice arrives, then Stripe's retry of the refund: granted once, reversed once.
    await webhook("stripe", stripeEvent("evt_late_paid", "payment_intent.succeeded", stripe.intents.get(String(pendingIntent?.id))));
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(100);
    expect((await webhook("stripe", early)).json<Body<{ acted: boolean }>>().data.acted).toBe(true);
    expect((await orderRow(ctx, pending.orderId)).state).toBe("refunded");
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(50);
  });
});
