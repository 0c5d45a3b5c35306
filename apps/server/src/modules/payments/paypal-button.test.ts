import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { startPaypalFake, type PaypalFake } from "../../../test/fakes/paypal-fake";
import { check, createOrder, userRow, type Body } from "./payments-fixtures";

const paypal = { clientId: "AcLientIdButton", clientSecret: "EClientSecretButton", webhookId: "8PT597110X687430LKGEBUTN" };

/**
 * What the PayPal JS button does, server side (issue 16): the catalogue names the public client id
 * the SDK is loaded with; createOrder is our order, whose client secret is the PayPal order id;
 * after the buyer approves, the record check captures it once and grants once.
 */
describe("the PayPal button's calls (local fake of the Orders v2 API)", () => {
  let ctx: TestContext;
  let fake: PaypalFake;
  beforeAll(async () => {
    fake = await startPaypalFake(paypal);
    ctx = await createTestApp({ paymentVendors: { paypal: { ...paypal, apiUrl: fake.url, timeoutMs: 5_000 } } });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it("the catalogue offers PayPal first with its client id; without PayPal there is none", async () => {
    const catalogue = (await ctx.app.inject({ method: "GET", url: "/api/payment/catalogue" })).json<
      Body<{ providers: string[]; paypalClientId: string | null }>
    >();
    expect(catalogue.data.providers[0]).toBe("paypal");
    expect(catalogue.data.paypalClientId).toBe(paypal.clientId);
    const plain = await createTestApp();
    try {
      const none = (await plain.app.inject({ method: "GET", url: "/api/payment/catalogue" })).json<Body<{ paypalClientId: string | null }>>();
      expect(none.data.paypalClientId).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it("createOrder answers the PayPal order id; approved, the record check captures once and grants the pack once", async () => {
    const buyer = await signIn(ctx, { aiCredits: 3 });
    const created = await createOrder(ctx, buyer, { product: "credits-50", provider: "paypal" });
    expect(created.status).toBe(200);
    const paypalOrderId = created.body.data.clientSecret ?? "";
    expect(fake.orders.get(paypalOrderId)?.customId).toBe(created.body.data.orderId);

    // Not approved yet: not paid, no failure text (the browser keeps polling).
    expect((await check(ctx, buyer, created.body.data.orderId)).body).toMatchObject({ data: false, msg: "" });
    fake.approve(paypalOrderId);
    const answers = await Promise.all([1, 2, 3].map(() => check(ctx, buyer, created.body.data.orderId)));
    // Concurrent checks are one capture and one grant; one that lost the race to the payment may
    // still say "not yet" (no failure text), and the browser's next poll reads paid.
    expect(answers.some((answer) => answer.body.data)).toBe(true);
    expect(answers.map((answer) => answer.body.msg)).toEqual(["", "", ""]);
    expect((await check(ctx, buyer, created.body.data.orderId)).body.data).toBe(true);
    expect(fake.orders.get(paypalOrderId)?.captures).toHaveLength(1);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(53);
  });

  it("a funding source PayPal declines at capture fails the order with PayPal's words and grants nothing", async () => {
    const buyer = await signIn(ctx, { aiCredits: 3 });
    const created = await createOrder(ctx, buyer, { product: "credits-50", provider: "paypal" });
    fake.approve(created.body.data.clientSecret ?? "", { decline: true });
    const answer = await check(ctx, buyer, created.body.data.orderId);
    expect(answer.body.data).toBe(false);
    expect(answer.body.msg).not.toBe("");
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(3);
  });
});
