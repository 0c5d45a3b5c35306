import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestContext, sellEverything } from "../../../test/helper";
import { checkoutUrls } from "./checkout-urls";
import { cards, finishedLogo, payCard, userRow, type Body } from "./payments-fixtures";

type GatewayAnswer = {
  orderId: string;
  client_secret: string | null;
  clientSecret: string | null;
  url: string | null;
  amount: number;
  currency: string;
  provider: string;
  paid: boolean;
};

/** The spec's card-gateway paths and quota call, answered by the configured provider (the sandbox here). */
describe("payments: the spec's gateway paths and quota call", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { productOffered: sellEverything });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const gateway = (who: SignedIn | null, path: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: `/api/gateway/stripe/ai-design/payment/${path}`, headers: who?.headers ?? {}, payload });
  const order = async (who: SignedIn, orderId: string) =>
    (await ctx.app.inject({ method: "GET", url: `/api/payment/orders/${orderId}`, headers: who.headers })).json<
      Body<{ product: string; designId: string | null }>
    >().data;

  it("pay-per-download maps the spec's type to the item of the logo named by model_id", async () => {
    const owner = await signIn(ctx);
    const designId = await finishedLogo(ctx, owner);
    const res = await gateway(owner, "default/pay-per-download", {
      model_id: designId,
      type: 1,
      embedded: true,
      test_mode: false,
      return_url: "https://evil.example/steal",
      cancel_url: "/pricing",
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<Body<GatewayAnswer>>().data;
    expect(data).toMatchObject({ amount: 199, currency: "USD", provider: "sandbox", client_secret: null, paid: false });
    expect(data.url).toBe(`/payment/sandbox/${data.orderId}`);
    expect(await order(owner, data.orderId)).toMatchObject({ product: "download-poster", designId });
    expect((await gateway(owner, "default/pay-per-download", { model_id: designId, type: 9 })).statusCode).toBe(400);
    expect((await gateway(owner, "default/pay-per-download", { model_id: "task:gone:0", type: 2 })).json<Body<null>>().error).toBe("PRODUCT_UNAVAILABLE");
    expect((await gateway(null, "default/pay-per-download", { model_id: designId, type: 1 })).statusCode).toBe(401);
  });

  it("recharge and purchase credits sell pack `type` (default 3); subscription sells Pro", async () => {
    const buyer = await signIn(ctx);
    const recharge = (await gateway(buyer, "default/recharge-ai-credits", {})).json<Body<GatewayAnswer>>().data;
    expect(await order(buyer, recharge.orderId)).toMatchObject({ product: "credits-300" });
    expect(recharge.amount).toBe(1999);
    const first = (await gateway(buyer, "default/purchase-ai-logo-credits", { type: 1 })).json<Body<GatewayAnswer>>().data;
    expect(await order(buyer, first.orderId)).toMatchObject({ product: "credits-50" });
    expect((await gateway(buyer, "default/recharge-ai-credits", { type: 5 })).json<Body<null>>().error).toBe("PRODUCT_UNAVAILABLE");
    const pro = (await gateway(buyer, "recurring/subscription", { return_url: "/pricing?done=1" })).json<Body<GatewayAnswer>>().data;
    expect(pro.amount).toBe(1900);
    expect(await order(buyer, pro.orderId)).toMatchObject({ product: "pro-monthly" });
    await payCard(ctx, buyer, first.orderId, cards.ok);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(50);
  });

  it("the quota call answers how many times a cost can be paid and the downloads left", async () => {
    const buyer = await signIn(ctx, { aiCredits: 10 });
    const res = await ctx.app.inject({ method: "POST", url: "/api/ai-design/quotas", headers: buyer.headers, payload: { credits: 4, name: "matting" } });
    expect(res.statusCode).toBe(200);
    const data = res.json<Body<{ quotas: number; download: number | null; aiCredits: number; pro: boolean }>>().data;
    expect(data.aiCredits).toBe(10);
    expect(data.quotas).toBe(Math.floor(10 / 4) + Math.floor(ctx.config.credits.freeAiCreditsPerDay / 4));
    expect(data.download).toBe(ctx.config.credits.freeDownloadsPerDay);
    expect(data.pro).toBe(false);
    expect((await ctx.app.inject({ method: "POST", url: "/api/ai-design/quotas", payload: { credits: 4, name: "matting" } })).statusCode).toBe(401);
  });

  it("return and cancel addresses stay on this site", () => {
    const base = "https://logos.example.test";
    expect(checkoutUrls(base, {})).toEqual({ returnUrl: `${base}/pricing?paid=1`, cancelUrl: `${base}/pricing` });
    expect(checkoutUrls(base, { returnUrl: "/download?logo=x", cancelUrl: `${base}/pricing?x=1` })).toEqual({
      returnUrl: `${base}/download?logo=x`,
      cancelUrl: `${base}/pricing?x=1`,
    });
    for (const evil of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", "https://logos.example.test.evil.example/"]) {
      expect(checkoutUrls(base, { returnUrl: evil }).returnUrl).toBe(`${base}/pricing?paid=1`);
    }
  });
});
