import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import { startFakeServer, type FakeReply, type FakeServer } from "./fake-http";

/**
 * A local WeChat Pay API v3 (merchant side): it checks each request's WECHATPAY2-SHA256-RSA2048
 * signature against the merchant's public key, signs every answer with its own platform key
 * (Wechatpay-Timestamp/-Nonce/-Signature/-Serial), and places Native orders (code_url) and H5 orders
 * (h5_url; scene_info with the payer IP required), answers
 * order queries by out_trade_no and takes refunds. `notification` builds what WeChat Pay POSTs to
 * notify_url: the resource sealed with the APIv3 key, the whole body signed.
 */
export type WechatPayFake = FakeServer & {
  platformPublicKey: KeyObject;
  platformPrivateKey: KeyObject;
  platformKeyId: string;
  orders: Map<string, { total: number; state: string; transactionId: string; description: string; notifyUrl: string }>;
  /** The buyer scans and pays (or the order is closed). */
  settle(outTradeNo: string, state: "SUCCESS" | "CLOSED"): void;
  /** H5 orders: the payer IP their scene_info named. */
  payerIps: Map<string, string>;
  notification(
    eventType: string,
    resource: Record<string, unknown>,
    options?: { apiV3Key?: string; timestamp?: number; signWith?: KeyObject },
  ): { headers: Record<string, string>; rawBody: Buffer };
  transaction(outTradeNo: string): Record<string, unknown>;
};

export async function startWechatPayFake(merchant: {
  mchId: string;
  appId: string;
  serialNo: string;
  publicKey: KeyObject;
  apiV3Key: string;
}): Promise<WechatPayFake> {
  const platform = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const platformKeyId = "PUB_KEY_ID_0114232134912410000000000000";
  const orders: WechatPayFake["orders"] = new Map();
  const payerIps = new Map<string, string>();

  const signedHeaders = (body: string, options: { timestamp?: number; signWith?: KeyObject } = {}): Record<string, string> => {
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString("hex");
    const signature = createSign("RSA-SHA256")
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .sign(options.signWith ?? platform.privateKey, "base64");
    return { "wechatpay-timestamp": timestamp, "wechatpay-nonce": nonce, "wechatpay-signature": signature, "wechatpay-serial": platformKeyId };
  };
  const answer = (status: number, json: unknown): FakeReply => {
    const text = JSON.stringify(json);
    return { status, text, contentType: "application/json", headers: signedHeaders(text) };
  };
  const transaction = (outTradeNo: string): Record<string, unknown> => {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`no order ${outTradeNo}`);
    return {
      appid: merchant.appId,
      mchid: merchant.mchId,
      out_trade_no: outTradeNo,
      transaction_id: order.transactionId,
      trade_type: "NATIVE",
      trade_state: order.state,
      trade_state_desc: order.state === "SUCCESS" ? "支付成功" : order.state === "CLOSED" ? "订单已关闭" : "订单未支付",
      amount: { total: order.total, payer_total: order.state === "SUCCESS" ? order.total : 0, currency: "CNY", payer_currency: "CNY" },
    };
  };

  /** The merchant's signature over method, path, timestamp, nonce and body, as WeChat Pay checks it. */
  const authorized = (method: string, path: string, header: string, body: string): boolean => {
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (!header.startsWith("WECHATPAY2-SHA256-RSA2048 ") || fields.mchid !== merchant.mchId || fields.serial_no !== merchant.serialNo) return false;
    return createVerify("RSA-SHA256")
      .update(`${method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`)
      .verify(merchant.publicKey, fields.signature ?? "", "base64");
  };

  const server = await startFakeServer((request) => {
    const pathWithQuery = request.query.size > 0 ? `${request.path}?${request.query.toString()}` : request.path;
    if (!authorized(request.method, pathWithQuery, String(request.headers.authorization ?? ""), request.rawBody ?? "")) {
      return answer(401, { code: "SIGN_ERROR", message: "签名错误" });
    }
    const body = (request.json ?? {}) as Record<string, unknown>;
    const placed = /^\/v3\/pay\/transactions\/(native|h5)$/.exec(request.path);
    if (request.method === "POST" && placed) {
      const amount = body.amount as { total?: number; currency?: string } | undefined;
      const outTradeNo = String(body.out_trade_no ?? "");
      if (body.appid !== merchant.appId || body.mchid !== merchant.mchId || !amount?.total || !body.notify_url)
        return answer(400, { code: "PARAM_ERROR", message: "参数错误" });
      // H5 wants the payer's IP and the H5 scene (WeChat Pay compares it with the IP that opens h5_url).
      const scene = body.scene_info as { payer_client_ip?: string; h5_info?: { type?: string } } | undefined;
      if (placed[1] === "h5" && (!scene?.payer_client_ip || !scene.h5_info?.type))
        return answer(400, { code: "PARAM_ERROR", message: "scene_info.payer_client_ip 与 h5_info 必填" });
      if (orders.has(outTradeNo)) return answer(400, { code: "ORDER_NO_REPEAT", message: "订单号重复" });
      orders.set(outTradeNo, {
        total: amount.total,
        state: "NOTPAY",
        transactionId: `42000${randomBytes(10).toString("hex")}`,
        description: String(body.description),
        notifyUrl: String(body.notify_url),
      });
      if (placed[1] === "h5") {
        const prepayId = `wx${randomBytes(14).toString("hex")}`;
        payerIps.set(outTradeNo, String(scene?.payer_client_ip));
        return answer(200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=${randomBytes(5).readUInt32BE(0)}` });
      }
      return answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString("hex")}` });
    }
    const query = request.path.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/);
    if (request.method === "GET" && query) {
      if (request.query.get("mchid") !== merchant.mchId) return answer(400, { code: "PARAM_ERROR", message: "mchid" });
      if (!orders.has(decodeURIComponent(query[1] ?? ""))) return answer(404, { code: "ORDER_NOT_EXIST", message: "订单不存在" });
      return answer(200, transaction(decodeURIComponent(query[1] ?? "")));
    }
    if (request.method === "POST" && request.path === "/v3/refund/domestic/refunds") {
      const order = orders.get(String(body.out_trade_no ?? ""));
      if (!order || order.state !== "SUCCESS") return answer(400, { code: "INVALID_REQUEST", message: "订单未支付" });
      order.state = "REFUND";
      return answer(200, { refund_id: `50300${randomBytes(8).toString("hex")}`, out_refund_no: body.out_refund_no, status: "PROCESSING" });
    }
    return answer(404, { code: "NOT_FOUND", message: "not found" });
  });

  return Object.assign(server, {
    platformPublicKey: platform.publicKey,
    platformPrivateKey: platform.privateKey,
    platformKeyId,
    orders,
    payerIps,
    transaction,
    settle(outTradeNo: string, state: "SUCCESS" | "CLOSED") {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`no order ${outTradeNo}`);
      order.state = state;
    },
    notification(eventType: string, resource: Record<string, unknown>, options: { apiV3Key?: string; timestamp?: number; signWith?: KeyObject } = {}) {
      const nonce = randomBytes(6).toString("hex");
      const associatedData = eventType.startsWith("REFUND") ? "refund" : "transaction";
      const cipher = createCipheriv("aes-256-gcm", Buffer.from(options.apiV3Key ?? merchant.apiV3Key, "utf8"), Buffer.from(nonce, "utf8"));
      cipher.setAAD(Buffer.from(associatedData, "utf8"));
      const sealed = Buffer.concat([cipher.update(JSON.stringify(resource), "utf8"), cipher.final(), cipher.getAuthTag()]);
      const body = JSON.stringify({
        id: randomBytes(18).toString("hex"),
        create_time: new Date().toISOString(),
        resource_type: "encrypt-resource",
        event_type: eventType,
        summary: "支付成功",
        resource: {
          original_type: associatedData,
          algorithm: "AEAD_AES_256_GCM",
          ciphertext: sealed.toString("base64"),
          associated_data: associatedData,
          nonce,
        },
      });
      return { headers: { ...signedHeaders(body, options), "content-type": "application/json" }, rawBody: Buffer.from(body) };
    },
  });
}
