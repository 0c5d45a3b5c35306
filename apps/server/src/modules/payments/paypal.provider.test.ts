import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPaypalFake, type PaypalFake } from "../../../test/fakes/paypal-fake";
import type { ProviderOrder } from "./payment-provider";
import { createPaypalProvider } from "./paypal.provider";
import type { PaypalVendorConfig } from "./vendors.config";

const app = { clientId: "AcLientId", clientSecret: "EClientSecret", webhookId: "8PT597110X687430LKGECATA" };
const urls = { returnUrl: "http://localhost:3000/pricing?paid=1", cancelUrl: "http://localhost:3000/pricing" };

let counter = 0;
const order = (overrides: Partial<ProviderOrder> = {}): ProviderOrder => {
  counter += 1;
  return {
    orderId: `ord_pp_${counter}`,
    userId: 5,
    email: "buyer@example.test",
    keyIndex: 0,
    amount: 2900,
    currency: "USD",
    description: "Basic logo package",
    recurring: false,
    ...overrides,
  };
};

describe("PayPal adapter against a local fake of the Orders v2 REST API", () => {
  let fake: PaypalFake;
  let config: PaypalVendorConfig;
  const errors: unknown[] = [];
  const provider = () => createPaypalProvider(config, { log: { error: (obj) => errors.push(obj) } });

  beforeAll(async () => {
    fake = await startPaypalFake(app);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    config = { ...app, apiUrl: fake.url, timeoutMs: 5_000 };
    fake.requests.length = 0;
    errors.length = 0;
  });

  it("creates a CAPTURE order with our order id, once per order, and reuses its OAuth token", async () => {
    const p = provider();
    const o = order();
    const start = await p.startCheckout(o, urls);
    const again = await p.startCheckout(o, urls);
    expect(again.providerRef).toBe(start.providerRef);
    expect(fake.tokensIssued()).toBeGreaterThan(0);
    expect(fake.requests.filter((r) => r.path === "/v1/oauth2/token")).toHaveLength(1);
    const create = fake.requests.find((r) => r.path === "/v2/checkout/orders");
    expect(create?.headers["paypal-request-id"]).toBe(`order-${o.orderId}`);
    expect(create?.json).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ custom_id: o.orderId, amount: { currency_code: "USD", value: "29.00" } }],
      payment_source: { paypal: { experience_context: { return_url: urls.returnUrl, cancel_url: urls.cancelUrl } } },
    });
    expect(start.checkoutUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${start.providerRef}`);
    expect(start.clientSecret).toBe(start.providerRef);
  });

  it("captures an approved order when the record check asks, once, and reports it paid with the capture's id", async () => {
    const o = order();
    const start = await provider().startCheckout(o, urls);
    const ref = start.providerRef ?? "";
    expect(await provider().lookup(ref, o)).toBeNull();
    fake.approve(ref);
    const paid = await provider().lookup(ref, o);
    const captureId = String(fake.orders.get(ref)?.captures[0]?.id);
    expect(paid).toEqual({ type: "paid", eventId: `${captureId}:COMPLETED`, orderId: o.orderId, providerRef: ref, amount: 2900, currency: "USD" });
    expect(await provider().lookup(ref, o)).toEqual(paid);
    expect(fake.orders.get(ref)?.captures).toHaveLength(1);
  });

  it("verifies webhooks with PayPal; a capture's replay, its APPROVED event and the lookup all carry one eventId", async () => {
    const o = order();
    const ref = (await provider().startCheckout(o, urls)).providerRef ?? "";
    fake.approve(ref);
    const approved = await provider().parseNotification(
      fake.deliver("CHECKOUT.ORDER.APPROVED", { id: ref, status: "APPROVED", purchase_units: [{ custom_id: o.orderId }] }),
    );
    expect(approved).toMatchObject({ type: "paid", orderId: o.orderId, providerRef: ref, amount: 2900 });
    const delivery = fake.deliver("PAYMENT.CAPTURE.COMPLETED", fake.captureResource(ref));
    for (let i = 0; i < 3; i++) expect(await provider().parseNotification(delivery)).toEqual(approved);
    expect(await provider().lookup(ref, o)).toEqual(approved);
    const verify = fake.requests.filter((r) => r.path === "/v1/notifications/verify-webhook-signature").at(-1);
    expect(verify?.json).toMatchObject({ webhook_id: app.webhookId, auth_algo: "SHA256withRSA" });
  });

  it("refuses a tampered body, another webhook id and missing headers with PAYMENT_SIGNATURE", async () => {
    const o = order();
    const ref = (await provider().startCheckout(o, urls)).providerRef ?? "";
    fake.approve(ref);
    await provider().lookup(ref, o);
    const good = fake.deliver("PAYMENT.CAPTURE.COMPLETED", fake.captureResource(ref));
    const tampered = { headers: good.headers, rawBody: Buffer.from(good.rawBody.toString("utf8").replace('"value":"29.00"', '"value":"0.29"')) };
    await expect(provider().parseNotification(tampered)).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE", status: 400 });
    config = { ...config, webhookId: "SOMEONE-ELSES-WEBHOOK" };
    await expect(provider().parseNotification(good)).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE" });
    config = { ...config, webhookId: app.webhookId };
    const { "paypal-transmission-sig": _dropped, ...unsigned } = good.headers;
    await expect(provider().parseNotification({ headers: unsigned, rawBody: good.rawBody })).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE" });
  });

  it("reports a declined funding source as failed with PayPal's description", async () => {
    const o = order();
    const ref = (await provider().startCheckout(o, urls)).providerRef ?? "";
    fake.approve(ref, { decline: true });
    expect(await provider().lookup(ref, o)).toMatchObject({
      type: "failed",
      eventId: `${ref}:INSTRUMENT_DECLINED`,
      orderId: o.orderId,
      reason: expect.stringContaining("declined by the processor"),
    });
  });

  it("refunds the completed capture once; wrong credentials fail the checkout with the catalogue text", async () => {
    const o = order();
    const ref = (await provider().startCheckout(o, urls)).providerRef ?? "";
    fake.approve(ref);
    await provider().lookup(ref, o);
    await provider().refund(ref, o);
    expect(fake.refunds).toHaveLength(1);
    expect(fake.requests.at(-1)?.headers["paypal-request-id"]).toBe(`refund-${o.orderId}`);
    const refunded = await provider().parseNotification(
      fake.deliver("PAYMENT.CAPTURE.REFUNDED", { id: "REFUND1", custom_id: o.orderId, supplementary_data: { related_ids: { order_id: ref } } }),
    );
    expect(refunded).toEqual({ type: "refunded", eventId: "REFUND1:REFUNDED", orderId: o.orderId, providerRef: ref });
    config = { ...config, clientSecret: "wrong" };
    await expect(provider().startCheckout(order(), urls)).rejects.toMatchObject({ code: "PAYMENT_FAILED", message: "Payment failed" });
  });
});
