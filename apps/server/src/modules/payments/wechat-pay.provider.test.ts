import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startWechatPayFake, type WechatPayFake } from "../../../test/fakes/wechat-pay-fake";
import type { ProviderOrder } from "./payment-provider";
import { createWechatPayProvider, WECHATPAY_CLOCK_SKEW_MS } from "./wechat-pay.provider";
import type { WechatPayVendorConfig } from "./vendors.config";

const merchantKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const merchant = {
  mchId: "1900000109",
  appId: "wxd678efh567hg6787",
  serialNo: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
  publicKey: merchantKeys.publicKey,
  apiV3Key: "0123456789abcdef0123456789abcdef",
};
const notifyUrl = "https://studio.example.cn/api/payment/webhook/wechat";

let counter = 0;
const order = (overrides: Partial<ProviderOrder> = {}): ProviderOrder => {
  counter += 1;
  return {
    orderId: `ord_wx_${Date.now()}_${counter}`,
    userId: 3,
    email: null,
    keyIndex: 0,
    amount: 900,
    currency: "CNY",
    description: "海报下载 poster download",
    recurring: false,
    ...overrides,
  };
};

describe("WeChat Pay adapter against a local fake of the API v3", () => {
  let fake: WechatPayFake;
  let config: WechatPayVendorConfig;
  const errors: unknown[] = [];
  const provider = (now?: () => Date) => createWechatPayProvider(config, { notifyUrl, now, log: { error: (obj) => errors.push(obj) } });

  beforeAll(async () => {
    fake = await startWechatPayFake(merchant);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    config = {
      mchId: merchant.mchId,
      appId: merchant.appId,
      mchSerialNo: merchant.serialNo,
      mchPrivateKey: merchantKeys.privateKey,
      apiV3Key: merchant.apiV3Key,
      platformPublicKey: fake.platformPublicKey,
      platformPublicKeyId: fake.platformKeyId,
      apiUrl: fake.url,
      timeoutMs: 5_000,
    };
    fake.requests.length = 0;
    errors.length = 0;
  });

  it("places a signed Native order and hands back its code_url for the QR", async () => {
    const o = order();
    const start = await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    expect(start).toMatchObject({ providerRef: o.orderId, checkoutUrl: null, clientSecret: null });
    expect(start.qrCode).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const request = fake.requests[0];
    expect(request?.path).toBe("/v3/pay/transactions/native");
    expect(request?.headers.authorization).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="[0-9a-f]{32}",signature="[^"]+",timestamp="\d+",serial_no="5157F09EFDC096DE15EBE81A47057A7232F1B8E1"$/,
    );
    expect(request?.json).toEqual({
      appid: merchant.appId,
      mchid: merchant.mchId,
      description: o.description,
      out_trade_no: o.orderId,
      notify_url: notifyUrl,
      amount: { total: 900, currency: "CNY" },
    });
    expect(fake.orders.get(o.orderId)?.state).toBe("NOTPAY");
  });

  it("is refused by WeChat Pay when signed with another key, and refuses answers WeChat Pay did not sign", async () => {
    config = { ...config, mchPrivateKey: generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey };
    await expect(provider().startCheckout(order(), { returnUrl: "", cancelUrl: "" })).rejects.toMatchObject({ code: "PAYMENT_FAILED" });
    expect(errors).toEqual([expect.objectContaining({ status: 401 })]);
    config = { ...config, mchPrivateKey: merchantKeys.privateKey, platformPublicKey: generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey };
    await expect(provider().startCheckout(order(), { returnUrl: "", cancelUrl: "" })).rejects.toMatchObject({ code: "PAYMENT_FAILED" });
    await expect(provider().startCheckout(order({ currency: "USD" }), { returnUrl: "", cancelUrl: "" })).rejects.toMatchObject({ code: "PAYMENT_FAILED" });
  });

  it("decrypts a signed TRANSACTION.SUCCESS callback into one paid notice; a replay and the order query carry the same eventId", async () => {
    const o = order();
    await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    expect(await provider().lookup(o.orderId, o)).toBeNull();
    fake.settle(o.orderId, "SUCCESS");
    const delivery = fake.notification("TRANSACTION.SUCCESS", fake.transaction(o.orderId));
    const notice = await provider().parseNotification(delivery);
    expect(notice).toEqual({
      type: "paid",
      eventId: `${fake.orders.get(o.orderId)?.transactionId}:SUCCESS`,
      orderId: o.orderId,
      providerRef: o.orderId,
      amount: 900,
      currency: "CNY",
    });
    expect(await provider().parseNotification(delivery)).toEqual(notice);
    expect(await provider().parseNotification(fake.notification("TRANSACTION.SUCCESS", fake.transaction(o.orderId)))).toEqual(notice);
    expect(await provider().lookup(o.orderId, o)).toEqual(notice);
  });

  it("reports a closed order as failed", async () => {
    const o = order();
    await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    fake.settle(o.orderId, "CLOSED");
    expect(await provider().lookup(o.orderId, o)).toMatchObject({ type: "failed", orderId: o.orderId, reason: "订单已关闭" });
  });

  it("refuses tampered, foreign, stale and undecryptable callbacks with PAYMENT_SIGNATURE", async () => {
    const o = order();
    await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    fake.settle(o.orderId, "SUCCESS");
    const good = fake.notification("TRANSACTION.SUCCESS", fake.transaction(o.orderId));
    const tampered = { headers: good.headers, rawBody: Buffer.from(good.rawBody.toString("utf8").replace('"summary":"支付成功"', '"summary":"x"')) };
    await expect(provider().parseNotification(tampered)).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE", status: 400 });
    const foreign = fake.notification("TRANSACTION.SUCCESS", fake.transaction(o.orderId), {
      signWith: generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey,
    });
    await expect(provider().parseNotification(foreign)).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE" });
    await expect(provider().parseNotification({ headers: { ...good.headers, "wechatpay-serial": "OTHER" }, rawBody: good.rawBody })).rejects.toMatchObject({
      code: "PAYMENT_SIGNATURE",
    });
    const later = () => new Date(Date.now() + WECHATPAY_CLOCK_SKEW_MS + 60_000);
    await expect(provider(later).parseNotification(good)).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE" });
    const otherKey = fake.notification("TRANSACTION.SUCCESS", fake.transaction(o.orderId), { apiV3Key: "ffffffffffffffffffffffffffffffff" });
    await expect(provider().parseNotification(otherKey)).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE" });
  });

  it("ignores a transaction of another merchant and events it does not act on", async () => {
    const o = order();
    await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    fake.settle(o.orderId, "SUCCESS");
    expect(await provider().parseNotification(fake.notification("TRANSACTION.SUCCESS", { ...fake.transaction(o.orderId), mchid: "1230000000" }))).toMatchObject(
      { type: "ignored" },
    );
    expect(
      await provider().parseNotification(
        fake.notification("REFUND.ABNORMAL", { mchid: merchant.mchId, out_trade_no: o.orderId, refund_id: "1", refund_status: "ABNORMAL" }),
      ),
    ).toMatchObject({ type: "ignored" });
  });

  it("refunds at WeChat Pay and reads the REFUND.SUCCESS callback", async () => {
    const o = order();
    await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    fake.settle(o.orderId, "SUCCESS");
    await provider().refund(o.orderId, o);
    expect(fake.requests.at(-1)?.json).toEqual({
      out_trade_no: o.orderId,
      out_refund_no: `${o.orderId}-refund`,
      notify_url: notifyUrl,
      amount: { refund: 900, total: 900, currency: "CNY" },
    });
    expect(fake.orders.get(o.orderId)?.state).toBe("REFUND");
    const notice = await provider().parseNotification(
      fake.notification("REFUND.SUCCESS", { mchid: merchant.mchId, out_trade_no: o.orderId, refund_id: "503001", refund_status: "SUCCESS" }),
    );
    expect(notice).toEqual({ type: "refunded", eventId: "503001:SUCCESS", orderId: o.orderId, providerRef: o.orderId });
    await expect(provider().refund(o.orderId, o)).rejects.toMatchObject({ code: "PAYMENT_FAILED" });
  });
});
