import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { startWechatPayFake, type WechatPayFake } from "../../../test/fakes/wechat-pay-fake";
import { startAlipayFake, type AlipayFake } from "../../../test/fakes/alipay-fake";
import { check, orderRow, refundedEvents, takeBacks, userRow, type Body, type Created } from "./payments-fixtures";

/**
 * Refunds WeChat Pay (REFUND.SUCCESS, decrypted like the pay callback) and Alipay (the notify's
 * TRADE_CLOSED with refund_fee) report are reversed exactly once, against the local fakes of
 * their APIs, on the cn site.
 */
describe("refunds reported by WeChat Pay and Alipay are reversed exactly once (local fakes)", () => {
  const merchantKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const appKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const merchant = {
    mchId: "1900000109",
    appId: "wxd678efh567hg6787",
    serialNo: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
    publicKey: merchantKeys.publicKey,
    apiV3Key: "0123456789abcdef0123456789abcdef",
  };
  let ctx: TestContext;
  let wechat: WechatPayFake;
  let alipay: AlipayFake;
  let admin: SignedIn;

  beforeAll(async () => {
    wechat = await startWechatPayFake(merchant);
    alipay = await startAlipayFake({ appId: "2021000000000002", publicKey: appKeys.publicKey });
    ctx = await createTestApp({
      siteVariant: "cn",
      paymentVendors: {
        wechat: {
          mchId: merchant.mchId,
          appId: merchant.appId,
          mchSerialNo: merchant.serialNo,
          mchPrivateKey: merchantKeys.privateKey,
          apiV3Key: merchant.apiV3Key,
          platformPublicKey: wechat.platformPublicKey,
          platformPublicKeyId: wechat.platformKeyId,
          apiUrl: wechat.url,
          timeoutMs: 5_000,
        },
        alipay: {
          appId: "2021000000000002",
          privateKey: appKeys.privateKey,
          alipayPublicKey: alipay.alipayPublicKey,
          gatewayUrl: `${alipay.url}/gateway.do`,
          timeoutMs: 5_000,
        },
      },
    });
    admin = await signIn(ctx, { isAdmin: true });
  });
  afterAll(async () => {
    await ctx.close();
    await wechat.close();
    await alipay.close();
  });

  const webhook = (provider: string, delivery: { headers: Record<string, string>; rawBody: Buffer }) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/payment/webhook/${provider}`,
      headers: delivery.headers,
      payload: delivery.rawBody,
      remoteAddress: "203.0.113.7",
    });
  const acted = (res: { json: <T>() => T }) => res.json<Body<{ acted: boolean }>>().data.acted;

  /** 50 credits (29 CNY) paid at `provider`: the order placed, paid at the fake, found paid by the record check. */
  const credits = async (who: SignedIn, provider: "wechat" | "alipay") => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/payment/orders", headers: who.headers, payload: { product: "credits-50", provider } });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, amount } = res.json<Body<Created>>().data;
    if (provider === "wechat") wechat.settle(orderId, "SUCCESS");
    else alipay.settle(orderId, "TRADE_SUCCESS");
    expect((await check(ctx, who, orderId)).body.data).toBe(true);
    return { orderId, amount };
  };

  const wechatRefund = (orderId: string, refundId: string, refund: number, total: number) =>
    wechat.notification("REFUND.SUCCESS", {
      mchid: merchant.mchId,
      out_trade_no: orderId,
      refund_id: refundId,
      out_refund_no: `${orderId}-refund`,
      refund_status: "SUCCESS",
      amount: { total, refund, payer_total: total, payer_refund: refund },
    });

  it("WeChat Pay: a merchant-platform refund's REFUND.SUCCESS delivered 3 times reverses once; a tampered one changes nothing", async () => {
    const buyer = await signIn(ctx, { aiCredits: 0 });
    const { orderId, amount } = await credits(buyer, "wechat");
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(50);
    const delivery = wechatRefund(orderId, "50300000000001", amount, amount);
    const tampered = { headers: delivery.headers, rawBody: Buffer.from(delivery.rawBody.toString("utf8").replace('"summary":"支付成功"', '"summary":"x"')) };
    expect((await webhook("wechat", tampered)).statusCode).toBe(400);
    expect((await orderRow(ctx, orderId)).state).toBe("fulfilled");

    const answers = await Promise.all([webhook("wechat", delivery), webhook("wechat", delivery), webhook("wechat", delivery)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter(acted)).toHaveLength(1);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(0);
    expect(await orderRow(ctx, orderId)).toMatchObject({ state: "refunded", refundTaken: 50, refundShortfall: 0 });
    expect(await takeBacks(ctx, orderId)).toHaveLength(1);
    expect(await refundedEvents(ctx, orderId)).toHaveLength(1);
  });

  it("WeChat Pay: a partial refund reverses nothing; an admin refund then WeChat Pay's notification of it reverses once", async () => {
    const buyer = await signIn(ctx, { aiCredits: 0 });
    const { orderId, amount } = await credits(buyer, "wechat");
    expect(acted(await webhook("wechat", wechatRefund(orderId, "50300000000002", 100, amount)))).toBe(false);
    expect((await orderRow(ctx, orderId)).state).toBe("fulfilled");

    const refund = await ctx.app.inject({ method: "POST", url: `/api/admin/payment/orders/${orderId}/refund`, headers: admin.headers, payload: {} });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(wechat.orders.get(orderId)?.state).toBe("REFUND");
    expect(acted(await webhook("wechat", wechatRefund(orderId, "50300000000003", amount, amount)))).toBe(false);
    expect(await takeBacks(ctx, orderId)).toHaveLength(1);
    expect(await refundedEvents(ctx, orderId)).toHaveLength(1);
  });

  it("Alipay: a refund's TRADE_CLOSED notify (refund_fee) reverses once, 20 concurrent deliveries included, and is answered 'success'", async () => {
    const buyer = await signIn(ctx, { aiCredits: 10 });
    const { orderId } = await credits(buyer, "alipay");
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(60);
    const delivery = alipay.notify(orderId, { trade_status: "TRADE_CLOSED", refund_fee: "29.00", gmt_refund: "2026-11-26 10:00:00" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook("alipay", delivery)));
    expect(answers.map((a) => a.body)).toEqual(Array.from({ length: 20 }, () => "success"));
    expect(await orderRow(ctx, orderId)).toMatchObject({ state: "refunded", refundTaken: 50, refundShortfall: 0 });
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(10);
    expect(await takeBacks(ctx, orderId)).toHaveLength(1);
    expect(await refundedEvents(ctx, orderId)).toHaveLength(1);
    const forged = await webhook(
      "alipay",
      alipay.notify(orderId, { trade_status: "TRADE_CLOSED", refund_fee: "29.00" }, generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey),
    );
    expect(forged.statusCode).toBe(400);
  });

  it("Alipay: an admin refund (alipay.trade.refund), then the notify of that refund, reverses once", async () => {
    const buyer = await signIn(ctx, { aiCredits: 0 });
    const { orderId } = await credits(buyer, "alipay");
    const refund = await ctx.app.inject({ method: "POST", url: `/api/admin/payment/orders/${orderId}/refund`, headers: admin.headers, payload: {} });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(alipay.trades.get(orderId)?.refunded).toBe(2900);
    const notify = await webhook("alipay", alipay.notify(orderId, { trade_status: "TRADE_CLOSED" }));
    expect(notify.body).toBe("success");
    expect(await takeBacks(ctx, orderId)).toHaveLength(1);
    expect(await refundedEvents(ctx, orderId)).toHaveLength(1);
  });
});
