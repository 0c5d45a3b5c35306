import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { startStripeFake, type StripeFake } from "../../../test/fakes/stripe-fake";
import { check, userRow, type Body } from "./payments-fixtures";

const pair = { secretKey: "sk_test_app", publishableKey: "pk_test_app", webhookSecret: "whsec_app" };
const signer = new Stripe("sk_test_signer");

type Created = { orderId: string; amount: number; provider: string; clientSecret: string | null; publishableKey?: string | null; paid: boolean };

/** The whole path with Stripe configured: order -> PaymentIntent at Stripe -> signed webhook -> one grant. */
describe("buying credits through Stripe (local fake of the Stripe API)", () => {
  let ctx: TestContext;
  let fake: StripeFake;

  beforeAll(async () => {
    fake = await startStripeFake();
    fake.keys.add(pair.secretKey);
    ctx = await createTestApp({ paymentVendors: { stripe: { keyPairs: [pair], apiUrl: fake.url, timeoutMs: 5_000 } } });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const webhook = (event: Record<string, unknown>, secret = pair.webhookSecret, alter?: (body: string) => string) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return ctx.app.inject({
      method: "POST",
      url: "/api/payment/webhook/stripe",
      headers: { "stripe-signature": header, "content-type": "application/json" },
      payload: alter ? alter(payload) : payload,
      remoteAddress: "203.0.113.7",
    });
  };

  it("offers Stripe, answers the PaymentIntent's client secret and publishable key, and grants the pack once for a webhook delivered 3 times", async () => {
    const catalogue = await ctx.app.inject({ method: "GET", url: "/api/payment/catalogue" });
    expect(catalogue.json<Body<{ providers: string[] }>>().data.providers).toContain("stripe");

    const buyer = await signIn(ctx, { aiCredits: 3 });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/payment/orders",
      headers: buyer.headers,
      payload: { product: "credits-50", provider: "stripe" },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<Body<Created>>().data;
    expect(created).toMatchObject({ provider: "stripe", amount: 499, paid: false, publishableKey: pair.publishableKey });
    const intent = [...fake.intents.values()].find((i) => (i.metadata as { orderId: string }).orderId === created.orderId);
    expect(created.clientSecret).toBe(intent?.client_secret);

    fake.settle(String(intent?.id), "succeeded");
    const event = { id: "evt_app_1", object: "event", type: "payment_intent.succeeded", data: { object: fake.intents.get(String(intent?.id)) } };
    const tampered = await webhook(event, pair.webhookSecret, (body) => body.replace('"amount":499', '"amount":1'));
    expect(tampered.statusCode).toBe(400);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(3);
    const foreign = await webhook(event, "whsec_not_ours");
    expect(foreign.statusCode).toBe(400);

    const answers = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(53);
    expect((await check(ctx, buyer, created.orderId)).body).toMatchObject({ data: true });
  });

  it("a declined card fails the order with the processor's message and grants nothing", async () => {
    const buyer = await signIn(ctx, { aiCredits: 0 });
    const created = (
      await ctx.app.inject({ method: "POST", url: "/api/payment/orders", headers: buyer.headers, payload: { product: "credits-50", provider: "stripe" } })
    ).json<Body<Created>>().data;
    const intent = [...fake.intents.values()].find((i) => (i.metadata as { orderId: string }).orderId === created.orderId);
    fake.settle(String(intent?.id), { declined: "Your card was declined." });
    expect((await check(ctx, buyer, created.orderId)).body).toMatchObject({ data: false, msg: "Your card was declined." });
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(0);
  });
});

/** Pro through Stripe: a default_incomplete subscription, its first invoice paid, a renewal next month, the end. */
describe("Pro through a Stripe subscription (local fake), with an injected clock", () => {
  let ctx: TestContext;
  let fake: StripeFake;
  let clock = new Date("2026-11-20T10:00:00Z");

  beforeAll(async () => {
    fake = await startStripeFake();
    fake.keys.add(pair.secretKey);
    ctx = await createTestApp({ paymentVendors: { stripe: { keyPairs: [pair], apiUrl: fake.url, timeoutMs: 5_000 } } }, { now: () => clock });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const webhook = (id: string, type: string, object: unknown) => {
    const payload = JSON.stringify({ id, object: "event", type, data: { object } });
    // Stripe signs with its own clock: the header carries the real time, whatever the app's clock says.
    return ctx.app.inject({
      method: "POST",
      url: "/api/payment/webhook/stripe",
      headers: { "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: pair.webhookSecret }), "content-type": "application/json" },
      payload,
      remoteAddress: "203.0.113.7",
    });
  };

  it("makes the buyer Pro with 500 credits once, renews next month with another 500, and takes Pro away when Stripe ends it", async () => {
    const buyer = await signIn(ctx, { aiCredits: 0 });
    const created = (
      await ctx.app.inject({ method: "POST", url: "/api/payment/orders", headers: buyer.headers, payload: { product: "pro-monthly", provider: "stripe" } })
    ).json<Body<Created>>().data;
    expect(created).toMatchObject({ provider: "stripe", amount: 1900 });
    const subscription = [...fake.subscriptions.values()].find((s) => (s.metadata as { orderId: string }).orderId === created.orderId);
    const invoice = fake.invoices.get(String(subscription?.latest_invoice));
    expect(created.clientSecret).toBe((invoice?.confirmation_secret as { client_secret: string }).client_secret);

    const paid = fake.paySubscription(String(subscription?.id));
    for (let i = 0; i < 3; i++) expect((await webhook("evt_pro_1", "invoice.paid", paid)).statusCode).toBe(200);
    let user = await userRow(ctx, buyer.user.id);
    expect(user.vip).toBe(true);
    expect(user.aiCredits).toBe(500);

    clock = new Date("2026-12-21T10:00:00Z");
    const periodEnd = Math.floor(Date.UTC(2027, 0, 20) / 1000);
    const renewal = {
      ...paid,
      id: "in_renewal_dec",
      billing_reason: "subscription_cycle",
      lines: { data: [{ period: { start: periodEnd - 2_678_400, end: periodEnd } }] },
    };
    for (let i = 0; i < 3; i++) expect((await webhook("evt_pro_2", "invoice.paid", renewal)).statusCode).toBe(200);
    user = await userRow(ctx, buyer.user.id);
    expect(user.aiCredits).toBe(1000);
    expect(user.vipEndsAt?.toISOString()).toBe(new Date(periodEnd * 1000).toISOString());

    // Cancelled at period end: Stripe deletes the subscription when the paid period is over.
    clock = new Date("2027-01-20T00:05:00Z");
    expect((await webhook("evt_pro_3", "customer.subscription.deleted", { id: subscription?.id, object: "subscription" })).statusCode).toBe(200);
    expect((await userRow(ctx, buyer.user.id)).vip).toBe(false);
  });
});
