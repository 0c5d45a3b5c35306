import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStripeFake, type StripeFake } from "../../../test/fakes/stripe-fake";
import { AppError } from "../../errors";
import type { ProviderOrder } from "./payment-provider";
import { createStripeProvider, STRIPE_PRO_PRODUCT_ID } from "./stripe.provider";
import { paymentVendorsConfigFrom, paymentVendorsEnv, type StripeVendorConfig } from "./vendors.config";
import { z } from "zod";

const pairOne = { secretKey: "sk_test_first", publishableKey: "pk_test_first", webhookSecret: "whsec_first" };
const pairTwo = { secretKey: "sk_test_second", publishableKey: "pk_test_second", webhookSecret: "whsec_second" };
// Only for signing test events: generateTestHeaderString needs no key of its own.
const signer = new Stripe("sk_test_signer");

let orderCounter = 0;
const order = (overrides: Partial<ProviderOrder> = {}): ProviderOrder => {
  orderCounter += 1;
  return {
    orderId: `ord_${orderCounter}`,
    userId: 7,
    email: "buyer@example.test",
    keyIndex: 0,
    amount: 499,
    currency: "USD",
    description: "50 AI credits",
    recurring: false,
    ...overrides,
  };
};

function signed(event: Record<string, unknown>, secret = pairOne.webhookSecret): { headers: Record<string, string>; rawBody: Buffer } {
  const payload = JSON.stringify(event);
  return { headers: { "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }) }, rawBody: Buffer.from(payload) };
}

const event = (id: string, type: string, object: unknown) => ({ id, object: "event", type, api_version: "2026-10-28.endive", created: 1, data: { object } });

describe("Stripe adapter against a local fake of the Stripe API", () => {
  let fake: StripeFake;
  let config: StripeVendorConfig;
  const provider = () => createStripeProvider(config);

  beforeAll(async () => {
    fake = await startStripeFake();
    fake.keys.add(pairOne.secretKey);
    fake.keys.add(pairTwo.secretKey);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    config = { keyPairs: [pairOne, pairTwo], apiUrl: fake.url, timeoutMs: 5_000 };
    fake.requests.length = 0;
    fake.failNextCreate = null;
  });

  it("starts a one-off payment as a PaymentIntent with the order's amount, currency and id, once per order", async () => {
    const o = order({ amount: 1999, currency: "USD" });
    const start = await provider().startCheckout(o, { returnUrl: "http://localhost/ok", cancelUrl: "http://localhost/no" });
    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/payment_intents");
    expect(request?.headers.authorization).toBe(`Bearer ${pairOne.secretKey}`);
    expect(request?.headers["idempotency-key"]).toBe(`order-${o.orderId}`);
    const form = new URLSearchParams(request?.rawBody);
    expect(form.get("amount")).toBe("1999");
    expect(form.get("currency")).toBe("usd");
    expect(form.get("metadata[orderId]")).toBe(o.orderId);
    expect(form.get("automatic_payment_methods[enabled]")).toBe("true");
    expect(start.providerRef).toMatch(/^pi_/);
    expect(start.clientSecret).toBe(fake.intents.get(start.providerRef ?? "")?.client_secret);
    expect(start.publishableKey).toBe(pairOne.publishableKey);
    expect(start.checkoutUrl).toBeNull();
  });

  it("turns a signed payment_intent.succeeded into one paid notice; replays and the record check carry the same eventId", async () => {
    const o = order();
    const start = await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    const intent = fake.settle(start.providerRef ?? "", "succeeded");
    const delivery = signed(event("evt_1", "payment_intent.succeeded", intent));
    const first = await provider().parseNotification(delivery);
    expect(first).toEqual({
      type: "paid",
      eventId: `${start.providerRef}:succeeded`,
      orderId: o.orderId,
      providerRef: start.providerRef,
      amount: 499,
      currency: "USD",
    });
    for (let i = 0; i < 3; i++) expect(await provider().parseNotification(delivery)).toEqual(first);
    expect(await provider().lookup(start.providerRef ?? "", o)).toEqual(first);
  });

  it("reports a declined card with the processor's message, by webhook and by lookup", async () => {
    const o = order();
    const start = await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    expect(await provider().lookup(start.providerRef ?? "", o)).toBeNull();
    const intent = fake.settle(start.providerRef ?? "", { declined: "Your card was declined." });
    const notice = await provider().parseNotification(signed(event("evt_2", "payment_intent.payment_failed", intent)));
    expect(notice).toMatchObject({ type: "failed", eventId: "evt_2", orderId: o.orderId, reason: "Your card was declined." });
    expect(await provider().lookup(start.providerRef ?? "", o)).toMatchObject({ type: "failed", reason: "Your card was declined." });
  });

  it("refuses a tampered body, a foreign secret and a missing signature with PAYMENT_SIGNATURE", async () => {
    const good = signed(
      event("evt_3", "payment_intent.succeeded", {
        id: "pi_x",
        metadata: { orderId: "ord_x" },
        status: "succeeded",
        amount: 499,
        amount_received: 499,
        currency: "usd",
      }),
    );
    const tampered = { headers: good.headers, rawBody: Buffer.from(good.rawBody.toString("utf8").replace('"amount":499', '"amount":1')) };
    await expect(provider().parseNotification(tampered)).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE", status: 400 });
    await expect(
      provider().parseNotification(signed(JSON.parse(good.rawBody.toString("utf8")) as Record<string, unknown>, "whsec_someone_else")),
    ).rejects.toBeInstanceOf(AppError);
    await expect(provider().parseNotification({ headers: {}, rawBody: good.rawBody })).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE" });
  });

  it("uses the second key pair for keyIndex 1, accepts its webhooks, and finds its payments whatever the order's index is now", async () => {
    const o = order({ keyIndex: 1 });
    const start = await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${pairTwo.secretKey}`);
    expect(start.publishableKey).toBe(pairTwo.publishableKey);
    const intent = fake.settle(start.providerRef ?? "", "succeeded");
    expect(await provider().parseNotification(signed(event("evt_4", "payment_intent.succeeded", intent), pairTwo.webhookSecret))).toMatchObject({
      type: "paid",
      orderId: o.orderId,
    });
    // The user's stripeMerchant changed since: the first account says "no such intent", the second has it.
    expect(await provider().lookup(start.providerRef ?? "", { ...o, keyIndex: 0 })).toMatchObject({ type: "paid" });
    // One pair only: every user gets it.
    config = { ...config, keyPairs: [pairOne] };
    fake.requests.length = 0;
    await provider().startCheckout(order({ keyIndex: 1 }), { returnUrl: "", cancelUrl: "" });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${pairOne.secretKey}`);
  });

  it("says the processor's message when Stripe refuses to create the payment", async () => {
    fake.failNextCreate = "Your card has insufficient funds.";
    await expect(provider().startCheckout(order(), { returnUrl: "", cancelUrl: "" })).rejects.toMatchObject({
      code: "PAYMENT_FAILED",
      message: "Your card has insufficient funds.",
    });
    config = { ...config, keyPairs: [{ ...pairOne, secretKey: "sk_test_unknown" }] };
    await expect(provider().startCheckout(order(), { returnUrl: "", cancelUrl: "" })).rejects.toMatchObject({
      code: "PAYMENT_FAILED",
      message: "Payment failed",
    });
  });

  it("refunds a one-off payment at Stripe", async () => {
    const o = order();
    const start = await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    fake.settle(start.providerRef ?? "", "succeeded");
    await provider().refund(start.providerRef ?? "", o);
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: start.providerRef, amount: 499 });
    expect(fake.requests.at(-1)?.headers["idempotency-key"]).toBe(`refund-${o.orderId}`);
  });

  it("sells Pro as a monthly subscription (default_incomplete) and reads its invoices: first paid, renewed, ended", async () => {
    const o = order({ amount: 1900, recurring: true, description: "Pro" });
    const start = await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    expect(start.providerRef).toMatch(/^sub_/);
    const subscription = fake.subscriptions.get(start.providerRef ?? "");
    expect(subscription).toMatchObject({ status: "incomplete", interval: "month", metadata: { orderId: o.orderId } });
    const invoice = fake.invoices.get(String(subscription?.latest_invoice));
    expect(start.clientSecret).toBe((invoice?.confirmation_secret as { client_secret: string }).client_secret);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/products/${STRIPE_PRO_PRODUCT_ID}`,
      "POST /v1/products",
      "POST /v1/customers",
      "POST /v1/subscriptions",
    ]);
    // The product is made once per process and account.
    fake.requests.length = 0;
    const p = provider();
    await p.startCheckout(order({ recurring: true, amount: 1900 }), { returnUrl: "", cancelUrl: "" });
    await p.startCheckout(order({ recurring: true, amount: 1900 }), { returnUrl: "", cancelUrl: "" });
    expect(fake.requests.filter((r) => r.path.startsWith("/v1/products"))).toHaveLength(1);

    expect(await provider().lookup(start.providerRef ?? "", o)).toBeNull();
    const paid = fake.paySubscription(start.providerRef ?? "");
    const first = await provider().parseNotification(signed(event("evt_5", "invoice.paid", paid)));
    expect(first).toEqual({
      type: "paid",
      eventId: `${String(paid.id)}:paid`,
      orderId: o.orderId,
      providerRef: start.providerRef,
      amount: 1900,
      currency: "USD",
    });
    expect(await provider().lookup(start.providerRef ?? "", o)).toEqual(first);

    const periodEnd = Math.floor(Date.UTC(2026, 11, 25) / 1000);
    const renewal = {
      ...paid,
      id: "in_renewal",
      billing_reason: "subscription_cycle",
      lines: { data: [{ period: { start: periodEnd - 2_678_400, end: periodEnd } }] },
    };
    expect(await provider().parseNotification(signed(event("evt_6", "invoice.paid", renewal)))).toEqual({
      type: "renewed",
      eventId: "in_renewal:paid",
      subscriptionRef: start.providerRef,
      periodEnd: new Date(periodEnd * 1000),
      orderId: o.orderId,
    });
    expect(
      await provider().parseNotification(signed(event("evt_7", "customer.subscription.deleted", { id: start.providerRef, object: "subscription" }))),
    ).toEqual({ type: "ended", eventId: "evt_7", subscriptionRef: start.providerRef });
    expect(await provider().parseNotification(signed(event("evt_8", "customer.created", { id: "cus_1" })))).toEqual({ type: "ignored", eventId: "evt_8" });

    await provider().cancelSubscription(start.providerRef ?? "");
    expect(fake.subscriptions.get(start.providerRef ?? "")?.cancel_at_period_end).toBe(true);
    await provider().refund(start.providerRef ?? "", o);
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: paid.payment_intent });
    expect(fake.subscriptions.get(start.providerRef ?? "")?.status).toBe("canceled");
  });
});

describe("Stripe configuration (spec 01 section 9: live keys in production, test keys otherwise)", () => {
  const env = (vars: Record<string, string>) => z.object(paymentVendorsEnv).parse(vars);
  const keys = (mode: "live" | "test", suffix = "") => ({
    [`STRIPE_SECRET_KEY${suffix}`]: `sk_${mode}_a`,
    [`STRIPE_PUBLISHABLE_KEY${suffix}`]: `pk_${mode}_a`,
    [`STRIPE_WEBHOOK_SECRET${suffix}`]: "whsec_a",
  });

  it("takes test keys outside production and live keys in production, refusing the other", () => {
    expect(paymentVendorsConfigFrom(env(keys("test")), { production: false })).toMatchObject({ stripe: { keyPairs: [{ secretKey: "sk_test_a" }] } });
    expect(paymentVendorsConfigFrom(env(keys("live")), { production: true })).toMatchObject({ stripe: { keyPairs: [{ secretKey: "sk_live_a" }] } });
    expect(paymentVendorsConfigFrom(env(keys("live")), { production: false })).toEqual({
      problem: "STRIPE_SECRET_KEY must be a test key (sk_test_...) outside production",
    });
    expect(paymentVendorsConfigFrom(env(keys("test")), { production: true })).toEqual({
      problem: "STRIPE_SECRET_KEY must be a live key (sk_live_...) in production",
    });
    expect(paymentVendorsConfigFrom(env({ ...keys("test"), ...keys("live", "_2") }), { production: false })).toEqual({
      problem: "STRIPE_SECRET_KEY_2 must be a test key (sk_test_...) outside production",
    });
  });

  it("wants each pair whole, and the second only beside the first", () => {
    expect(paymentVendorsConfigFrom(env({ STRIPE_SECRET_KEY: "sk_test_a" }), { production: false })).toEqual({
      problem: "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET must be set together",
    });
    expect(paymentVendorsConfigFrom(env(keys("test", "_2")), { production: false })).toEqual({
      problem: "STRIPE_SECRET_KEY_2 needs the first pair (STRIPE_SECRET_KEY, ...) as well",
    });
    expect(paymentVendorsConfigFrom(env({ ...keys("test"), ...keys("test", "_2") }), { production: false })).toMatchObject({
      stripe: { keyPairs: [{}, { secretKey: "sk_test_a" }] },
    });
    expect(paymentVendorsConfigFrom(env({}), { production: true })).toEqual({ stripe: undefined, paypal: undefined, wechat: undefined, alipay: undefined });
  });
});
