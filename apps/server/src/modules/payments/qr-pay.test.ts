import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, signIn, type TestContext, sellEverything } from "../../../test/helper";
import { startWechatPayFake, type WechatPayFake } from "../../../test/fakes/wechat-pay-fake";
import { startAlipayFake, type AlipayFake } from "../../../test/fakes/alipay-fake";
import { designUnlocks } from "./payments.schema";
import { check, finishedLogo, type Body } from "./payments-fixtures";

type QrAnswer = { uuid: string; url: string; payUrl: string; orderId: string; amount: number; currency: string; provider: string; paid: boolean };
const iosWechat =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN";
const androidWechat =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40.2420(0x28002837) NetType/WIFI Language/zh_CN";

async function unlocksOf(ctx: TestContext, designId: string) {
  return ctx.database.db
    .select()
    .from(designUnlocks)
    .where(and(eq(designUnlocks.designId, designId)));
}

describe("messaging-app QR pay on the cn site, sandbox (no WeChat Pay or Alipay keys)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ siteVariant: "cn" }, { productOffered: sellEverything });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const qr = (
    who: { headers: Record<string, string> } | null,
    app: string,
    payload: Record<string, unknown>,
    variant = "qrcode",
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/gateway/${app}/ai-design/payment/${variant}/pay-per-download`,
      headers: { ...who?.headers, ...headers },
      payload,
    });

  it("answers a uuid and a QR image of this site's sandbox page; the buyer's scan pays through the signed path, once", async () => {
    const buyer = await signIn(ctx);
    const designId = await finishedLogo(ctx, buyer);
    const res = await qr(buyer, "wechat", { model_id: designId, type: 1 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Body<QrAnswer>>();
    expect(data).toMatchObject({ uuid: data.orderId, amount: 900, currency: "CNY", provider: "sandbox", paid: false });
    expect(data.url).toMatch(/^data:image\/png;base64,/);
    expect(data.payUrl).toBe(`${ctx.config.linkBase}/payment/scan/${data.orderId}?app=wechat`);
    expect((await check(ctx, buyer, data.uuid)).body).toMatchObject({ data: false });

    const stranger = await signIn(ctx);
    const foreign = await ctx.app.inject({ method: "POST", url: `/api/payment/sandbox/${data.orderId}/scan`, headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
    for (let i = 0; i < 3; i++) {
      const scan = await ctx.app.inject({ method: "POST", url: `/api/payment/sandbox/${data.orderId}/scan`, headers: buyer.headers });
      expect(scan.statusCode).toBe(200);
      expect(scan.json<Body<{ paid: boolean }>>().data.paid).toBe(true);
    }
    expect((await check(ctx, buyer, data.uuid)).body).toMatchObject({ data: true });
    const unlocks = await unlocksOf(ctx, designId);
    expect(unlocks.map((u) => u.unlock)).toEqual(["download:poster"]);
  });

  it("validates the app, the type and the sign-in", async () => {
    const buyer = await signIn(ctx);
    const designId = await finishedLogo(ctx, buyer);
    expect((await qr(buyer, "line", { model_id: designId, type: 1 })).statusCode).toBe(400);
    expect((await qr(buyer, "alipay", { model_id: designId, type: 9 })).statusCode).toBe(400);
    expect((await qr(null, "alipay", { model_id: designId, type: 2 })).statusCode).toBe(401);
    const alipay = await qr(buyer, "alipay", { model_id: designId, type: 2 });
    expect(alipay.json<Body<QrAnswer>>().data).toMatchObject({ amount: 1900, currency: "CNY", provider: "sandbox" });
    expect(alipay.json<Body<QrAnswer>>().data.payUrl).toMatch(/\?app=alipay$/);
  });

  it("refuses the in-browser variant inside WeChat on iOS with the spec's notice, and answers elsewhere", async () => {
    const buyer = await signIn(ctx);
    const designId = await finishedLogo(ctx, buyer);
    const ios = await qr(buyer, "wechat", { model_id: designId, type: 3 }, "default", { "user-agent": iosWechat });
    expect(ios.statusCode).toBe(403);
    expect(ios.json<Body<null>>()).toMatchObject({ error: "IOS_PAY_UNSUPPORTED", msg: "iOS messaging-app payment is unsupported" });
    const android = await qr(buyer, "wechat", { model_id: designId, type: 3 }, "default", { "user-agent": androidWechat });
    expect(android.statusCode).toBe(200);
    const { data } = android.json<Body<QrAnswer>>();
    expect(data.url).toBe(`${ctx.config.linkBase}/payment/scan/${data.orderId}?app=wechat`);
    expect(data.amount).toBe(1900);
  });
});

describe("messaging-app QR pay through WeChat Pay and Alipay (local fakes of their APIs)", () => {
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

  beforeAll(async () => {
    wechat = await startWechatPayFake(merchant);
    alipay = await startAlipayFake({ appId: "2021000000000001", publicKey: appKeys.publicKey });
    ctx = await createTestApp(
      {
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
            appId: "2021000000000001",
            privateKey: appKeys.privateKey,
            alipayPublicKey: alipay.alipayPublicKey,
            gatewayUrl: `${alipay.url}/gateway.do`,
            timeoutMs: 5_000,
          },
        },
      },
      { productOffered: sellEverything },
    );
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

  it("WeChat: the QR encodes WeChat Pay's code_url; its signed callback, delivered 3 times, unlocks once; a tampered one is refused", async () => {
    const buyer = await signIn(ctx);
    const designId = await finishedLogo(ctx, buyer);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/gateway/wechat/ai-design/payment/qrcode/pay-per-download",
      headers: buyer.headers,
      payload: { model_id: designId, type: 4 },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Body<QrAnswer>>();
    expect(data).toMatchObject({ provider: "wechat", amount: 1900, currency: "CNY" });
    expect(data.payUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect((await check(ctx, buyer, data.orderId)).body.data).toBe(false);
    expect(wechat.orders.get(data.orderId)?.notifyUrl).toBe(`${ctx.config.linkBase}/api/payment/webhook/wechat`);

    wechat.settle(data.orderId, "SUCCESS");
    const delivery = wechat.notification("TRANSACTION.SUCCESS", wechat.transaction(data.orderId));
    const tampered = { headers: delivery.headers, rawBody: Buffer.from(delivery.rawBody.toString("utf8").replace('"summary":"支付成功"', '"summary":"x"')) };
    const refused = await webhook("wechat", tampered);
    expect(refused.statusCode).toBe(400);
    // (The record check would ask WeChat Pay itself and find it paid: the database shows the refusal changed nothing.)
    expect(await unlocksOf(ctx, designId)).toEqual([]);
    for (let i = 0; i < 3; i++) expect((await webhook("wechat", delivery)).statusCode).toBe(200);
    expect((await unlocksOf(ctx, designId)).map((u) => u.unlock)).toEqual(["download:ppt"]);
    expect((await check(ctx, buyer, data.orderId)).body.data).toBe(true);
  });

  it("Alipay: the QR encodes Alipay's qr_code; the record check's query finds it paid; its notify is answered 'success'", async () => {
    const buyer = await signIn(ctx);
    const designId = await finishedLogo(ctx, buyer);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/gateway/alipay/ai-design/payment/qrcode/pay-per-download",
      headers: buyer.headers,
      payload: { model_id: designId, type: 2 },
    });
    const { data } = res.json<Body<QrAnswer>>();
    expect(data).toMatchObject({ provider: "alipay", amount: 1900 });
    expect(data.payUrl).toMatch(/^https:\/\/qr\.alipay\.com\/bax/);
    expect((await check(ctx, buyer, data.orderId)).body.data).toBe(false);
    alipay.settle(data.orderId, "TRADE_SUCCESS");
    expect((await check(ctx, buyer, data.orderId)).body.data).toBe(true);
    const notify = await webhook("alipay", alipay.notify(data.orderId));
    expect(notify.statusCode).toBe(200);
    expect(notify.body).toBe("success");
    expect((await unlocksOf(ctx, designId)).map((u) => u.unlock)).toEqual(["download:bizcard"]);
    const forged = await webhook("alipay", alipay.notify(data.orderId, {}, generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey));
    expect(forged.statusCode).toBe(400);
  });
  it("WeChat Pay H5 in a phone browser: the in-browser variant answers WeChat Pay's h5_url (payer IP in scene_info), back at /payment/return/{orderId}", async () => {
    const buyer = await signIn(ctx);
    const designId = await finishedLogo(ctx, buyer);
    const phone = "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36";
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/gateway/wechat/ai-design/payment/default/pay-per-download",
      headers: { ...buyer.headers, "user-agent": phone },
      payload: { model_id: designId, type: 1 },
      remoteAddress: "203.0.113.7",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<Body<QrAnswer>>();
    expect(data).toMatchObject({ provider: "wechat", paid: false });
    const back = `${ctx.config.linkBase}/payment/return/${data.orderId}`;
    expect(data.url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx/);
    expect(new URL(data.url).searchParams.get("redirect_url")).toBe(back);
    expect(wechat.payerIps.get(data.orderId)).toBe("203.0.113.7");
    wechat.settle(data.orderId, "SUCCESS");
    expect((await check(ctx, buyer, data.orderId)).body.data).toBe(true);
    expect((await unlocksOf(ctx, designId)).map((u) => u.unlock)).toEqual(["download:poster"]);
  });

  it("Alipay wap in a phone browser: the order's checkoutUrl is the signed alipay.trade.wap.pay request Alipay's cashier accepts", async () => {
    const buyer = await signIn(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/payment/orders",
      headers: buyer.headers,
      payload: { product: "credits-50", provider: "alipay", channel: "mobile" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<Body<{ orderId: string; checkoutUrl: string; qrCode: string | null; amount: number }>>().data;
    expect(created.qrCode).toBeNull();
    const url = new URL(created.checkoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${alipay.url}/gateway.do`);
    expect(url.searchParams.get("method")).toBe("alipay.trade.wap.pay");
    expect(url.searchParams.get("return_url")).toBe(`${ctx.config.linkBase}/payment/return/${created.orderId}`);
    expect(url.searchParams.get("notify_url")).toBe(`${ctx.config.linkBase}/api/payment/webhook/alipay`);
    expect(JSON.parse(url.searchParams.get("biz_content") ?? "{}")).toMatchObject({
      out_trade_no: created.orderId,
      total_amount: (created.amount / 100).toFixed(2),
      product_code: "QUICK_WAP_WAY",
      quit_url: `${ctx.config.linkBase}/pricing`,
    });
    const cashier = await fetch(created.checkoutUrl);
    expect(cashier.status).toBe(200);
    expect(await cashier.text()).toContain(`data-trade="${created.orderId}"`);
    // A request altered after signing (a lower price) is refused by Alipay's signature check.
    const altered = new URL(created.checkoutUrl);
    altered.searchParams.set("biz_content", (altered.searchParams.get("biz_content") ?? "").replace(/"total_amount":"[\d.]+"/, '"total_amount":"0.01"'));
    expect((await fetch(altered)).status).toBe(400);

    alipay.settle(created.orderId, "TRADE_SUCCESS");
    const notify = await webhook("alipay", alipay.notify(created.orderId));
    expect(notify.body).toBe("success");
    expect((await check(ctx, buyer, created.orderId)).body.data).toBe(true);
  });

  it("refuses the phone-browser WeChat Pay order inside WeChat on iOS with the spec's notice", async () => {
    const buyer = await signIn(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/payment/orders",
      headers: { ...buyer.headers, "user-agent": iosWechat },
      payload: { product: "credits-50", provider: "wechat", channel: "mobile" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<Body<null>>()).toMatchObject({ error: "IOS_PAY_UNSUPPORTED" });
  });
});
