import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startAlipayFake, type AlipayFake } from "../../../test/fakes/alipay-fake";
import type { ProviderOrder } from "./payment-provider";
import { createAlipayProvider, signedNodeText } from "./alipay.provider";
import { decimalOf as yuanOf, minorOf as fenOf } from "./minor-units";
import type { AlipayVendorConfig } from "./vendors.config";

const appKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const appId = "2021000000000001";
const notifyUrl = "https://studio.example.cn/api/payment/webhook/alipay";

let counter = 0;
const order = (overrides: Partial<ProviderOrder> = {}): ProviderOrder => {
  counter += 1;
  return {
    orderId: `ord_ali_${Date.now()}_${counter}`,
    userId: 4,
    email: null,
    keyIndex: 0,
    amount: 14900,
    currency: "CNY",
    description: "专业版 Professional",
    recurring: false,
    ...overrides,
  };
};

describe("Alipay adapter against a local fake of the open-API gateway", () => {
  let fake: AlipayFake;
  let config: AlipayVendorConfig;
  const errors: unknown[] = [];
  const provider = () => createAlipayProvider(config, { notifyUrl, log: { error: (obj) => errors.push(obj) } });

  beforeAll(async () => {
    fake = await startAlipayFake({ appId, publicKey: appKeys.publicKey });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    config = { appId, privateKey: appKeys.privateKey, alipayPublicKey: fake.alipayPublicKey, gatewayUrl: `${fake.url}/gateway.do`, timeoutMs: 5_000 };
    fake.requests.length = 0;
    errors.length = 0;
  });

  it("converts fen and yuan exactly and cuts the signed node out of the raw answer", () => {
    expect(yuanOf(14900)).toBe("149.00");
    expect(yuanOf(5)).toBe("0.05");
    expect(fenOf("149.00")).toBe(14900);
    expect(fenOf("0.5")).toBe(50);
    expect(fenOf("1e3")).toBeUndefined();
    expect(signedNodeText('{"a_response":{"code":"10000","x":{"y":1}},"sign":"abc"}', "a_response")).toBe('{"code":"10000","x":{"y":1}}');
  });

  it("precreates a signed order and hands back the QR content", async () => {
    const o = order();
    const start = await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    expect(start).toMatchObject({ providerRef: o.orderId, checkoutUrl: null, clientSecret: null });
    expect(start.qrCode).toMatch(/^https:\/\/qr\.alipay\.com\/bax/);
    const params = new URLSearchParams(fake.requests[0]?.rawBody);
    expect(params.get("method")).toBe("alipay.trade.precreate");
    expect(params.get("sign_type")).toBe("RSA2");
    expect(params.get("notify_url")).toBe(notifyUrl);
    expect(params.get("timestamp")).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(JSON.parse(params.get("biz_content") ?? "")).toEqual({ out_trade_no: o.orderId, total_amount: "149.00", subject: o.description });
  });

  it("fails when Alipay refuses the signature or the answer is not signed by Alipay", async () => {
    config = { ...config, privateKey: generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey };
    await expect(provider().startCheckout(order(), { returnUrl: "", cancelUrl: "" })).rejects.toMatchObject({ code: "PAYMENT_FAILED" });
    expect(errors).toEqual([expect.objectContaining({ subCode: "isv.invalid-signature" })]);
    config = { ...config, privateKey: appKeys.privateKey, alipayPublicKey: generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey };
    await expect(provider().startCheckout(order(), { returnUrl: "", cancelUrl: "" })).rejects.toMatchObject({ code: "PAYMENT_FAILED" });
  });

  it("turns a signed TRADE_SUCCESS notify into one paid notice; replays, TRADE_FINISHED and the query carry the same eventId", async () => {
    const o = order();
    await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    expect(await provider().lookup(o.orderId, o)).toBeNull();
    fake.settle(o.orderId, "TRADE_SUCCESS");
    const delivery = fake.notify(o.orderId);
    const notice = await provider().parseNotification(delivery);
    expect(notice).toEqual({
      type: "paid",
      eventId: `${fake.trades.get(o.orderId)?.tradeNo}:paid`,
      orderId: o.orderId,
      providerRef: o.orderId,
      amount: 14900,
      currency: "CNY",
    });
    expect(await provider().parseNotification(delivery)).toEqual(notice);
    expect(await provider().parseNotification(fake.notify(o.orderId, { trade_status: "TRADE_FINISHED" }))).toEqual(notice);
    expect(await provider().lookup(o.orderId, o)).toEqual(notice);
    expect(provider().notificationAnswer).toBe("success");
  });

  it("refuses a tampered or foreign notify with PAYMENT_SIGNATURE and ignores another app's", async () => {
    const o = order();
    await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    fake.settle(o.orderId, "TRADE_SUCCESS");
    const good = fake.notify(o.orderId);
    const tampered = { headers: good.headers, rawBody: Buffer.from(good.rawBody.toString("utf8").replace("total_amount=149.00", "total_amount=1.49")) };
    await expect(provider().parseNotification(tampered)).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE", status: 400 });
    const foreign = fake.notify(o.orderId, {}, generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey);
    await expect(provider().parseNotification(foreign)).rejects.toMatchObject({ code: "PAYMENT_SIGNATURE" });
    const unsigned = new URLSearchParams(good.rawBody.toString("utf8"));
    unsigned.delete("sign");
    await expect(provider().parseNotification({ headers: good.headers, rawBody: Buffer.from(unsigned.toString()) })).rejects.toMatchObject({
      code: "PAYMENT_SIGNATURE",
    });
    expect(await provider().parseNotification(fake.notify(o.orderId, { app_id: "2021999999999999" }))).toMatchObject({ type: "ignored" });
  });

  it("reports a trade closed unpaid as failed, refunds, and reads the refund's TRADE_CLOSED notify", async () => {
    const unpaid = order();
    await provider().startCheckout(unpaid, { returnUrl: "", cancelUrl: "" });
    fake.settle(unpaid.orderId, "TRADE_CLOSED");
    expect(await provider().lookup(unpaid.orderId, unpaid)).toMatchObject({ type: "failed", orderId: unpaid.orderId });

    const o = order();
    await provider().startCheckout(o, { returnUrl: "", cancelUrl: "" });
    fake.settle(o.orderId, "TRADE_SUCCESS");
    await provider().refund(o.orderId, o);
    const refund = new URLSearchParams(fake.requests.at(-1)?.rawBody);
    expect(refund.get("method")).toBe("alipay.trade.refund");
    expect(JSON.parse(refund.get("biz_content") ?? "")).toEqual({ out_trade_no: o.orderId, refund_amount: "149.00", out_request_no: `${o.orderId}-refund` });
    expect(await provider().parseNotification(fake.notify(o.orderId))).toEqual({
      type: "refunded",
      eventId: `${fake.trades.get(o.orderId)?.tradeNo}:refunded`,
      orderId: o.orderId,
      providerRef: o.orderId,
      amount: 14900,
    });
    await expect(provider().refund(o.orderId, o)).rejects.toMatchObject({ code: "PAYMENT_FAILED" });
  });
});
