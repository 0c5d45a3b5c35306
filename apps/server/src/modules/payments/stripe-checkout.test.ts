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
    return ctx.app.inject({ method: "POST", url: "/api/payment/webhook/stripe", headers: { "stripe-signature": header, "content-type": "application/json" }, payload: alter ? alter(payload) : payload, remoteAddress: "203.0.113.7" });
  };

  it("offers Stripe, answers the PaymentIntent's client secret and publishable key, and grants the pack once for a webhook delivered 3 times", async () => {
    const catalogue = await ctx.app.inject({ method: "GET", url: "/api/payment/catalogue" });
    expect(catalogue.json<Body<{ providers: string[] }>>().data.providers).toContain("stripe");

    const buyer = await signIn(ctx, { aiCredits: 3 });
    const res = await ctx.app.inject({ method: "POST", url: "/api/payment/orders", headers: buyer.headers, payload: { product: "credits-50", provider: "stripe" } });
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
    const created = (await ctx.app.inject({ method: "POST", url: "/api/payment/orders", headers: buyer.headers, payload: { product: "credits-50", provider: "stripe" } })).json<Body<Created>>().data;
    const intent = [...fake.intents.values()].find((i) => (i.metadata as { orderId: string }).orderId === created.orderId);
    fake.settle(String(intent?.id), { declined: "Your card was declined." });
    expect((await check(ctx, buyer, created.orderId)).body).toMatchObject({ data: false, msg: "Your card was declined." });
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(0);
  });
});
