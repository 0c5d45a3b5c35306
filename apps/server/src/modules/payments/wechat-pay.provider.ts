import { createDecipheriv, createSign, createVerify, randomBytes } from "node:crypto";
import { z } from "zod";
import { AppError } from "../../errors";
import type { NotificationRequest, PaymentNotice, PaymentProvider, ProviderOrder } from "./payment-provider";
import type { WechatPayVendorConfig } from "./vendors.config";

type Log = { error(obj: unknown, msg: string): void };

/** WeChat Pay signs with a timestamp; a signature older (or newer) than this is not believed. */
export const WECHATPAY_CLOCK_SKEW_MS = 5 * 60_000;

const transaction = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  trade_state_desc: z.string().optional(),
  amount: z.object({ total: z.number().int().optional(), payer_total: z.number().int().optional(), currency: z.string().optional() }).optional(),
});
const refundResource = z.object({
  mchid: z.string(),
  out_trade_no: z.string(),
  refund_id: z.string(),
  refund_status: z.string(),
  amount: z.object({ total: z.number().int(), refund: z.number().int() }).optional(),
});
const notification = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({ algorithm: z.literal("AEAD_AES_256_GCM"), ciphertext: z.string(), associated_data: z.string().optional(), nonce: z.string() }),
});

/**
 * WeChat Pay API v3, Native (QR) payments for the cn site (issue 16): the order is placed at
 * /v3/pay/transactions/native and its `code_url` becomes the QR; requests are signed
 * WECHATPAY2-SHA256-RSA2048 with the merchant key; answers and callbacks are checked against
 * WeChat Pay's public key, and callback resources decrypted (AEAD_AES_256_GCM, APIv3 key).
 * WeChat Pay has no subscriptions here: Pro bought with it is one month that does not renew.
 */
export function createWechatPayProvider(
  config: WechatPayVendorConfig,
  deps: { notifyUrl: string; log?: Log; now?: () => Date; fetch?: typeof fetch },
): PaymentProvider {
  const log = deps.log ?? { error: () => undefined };
  const now = deps.now ?? (() => new Date());
  const doFetch = deps.fetch ?? fetch;

  function authorization(method: string, pathWithQuery: string, body: string): string {
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const nonce = randomBytes(16).toString("hex");
    const signature = createSign("RSA-SHA256").update(`${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`).sign(config.mchPrivateKey, "base64");
    return `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.mchSerialNo}"`;
  }

  /** True when WeChat Pay's key signed `timestamp\nnonce\nbody\n` recently. */
  function signedByWechat(headers: NotificationRequest["headers"], body: string): boolean {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === "string" ? value : undefined;
    };
    const timestamp = header("wechatpay-timestamp");
    const nonce = header("wechatpay-nonce");
    const signature = header("wechatpay-signature");
    if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
    if (header("wechatpay-serial") !== config.platformPublicKeyId) return false;
    if (Math.abs(now().getTime() - Number(timestamp) * 1000) > WECHATPAY_CLOCK_SKEW_MS) return false;
    try {
      return createVerify("RSA-SHA256").update(`${timestamp}\n${nonce}\n${body}\n`).verify(config.platformPublicKey, signature, "base64");
    } catch {
      return false;
    }
  }

  /** One signed call; the answer counts only when WeChat Pay signed it. */
  async function call<T>(method: "GET" | "POST", pathWithQuery: string, payload: unknown, schema: z.ZodType<T>): Promise<T> {
    const body = payload === undefined ? "" : JSON.stringify(payload);
    let status: number;
    let text: string;
    let headers: Record<string, string>;
    try {
      const response = await doFetch(`${config.apiUrl}${pathWithQuery}`, {
        method,
        headers: {
          authorization: authorization(method, pathWithQuery, body),
          accept: "application/json",
          "user-agent": "logo-studio",
          "wechatpay-serial": config.platformPublicKeyId,
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: "error",
      });
      status = response.status;
      text = await response.text();
      headers = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
    } catch (error) {
      log.error({ err: error, path: pathWithQuery }, "WeChat Pay unreachable");
      throw new AppError("PAYMENT_FAILED");
    }
    if (status < 200 || status > 299) {
      // WeChat Pay's {code, message} go to the log only: they name merchant settings, not the buyer's problem.
      log.error({ status, path: pathWithQuery, answer: text.slice(0, 300) }, "WeChat Pay refused");
      throw new AppError("PAYMENT_FAILED");
    }
    if (!signedByWechat(headers, text)) {
      log.error({ path: pathWithQuery }, "WeChat Pay answer not signed by WeChat Pay");
      throw new AppError("PAYMENT_FAILED");
    }
    const parsed = schema.safeParse(text === "" ? {} : JSON.parse(text));
    if (!parsed.success) {
      log.error({ path: pathWithQuery }, "WeChat Pay answer unexpected");
      throw new AppError("PAYMENT_FAILED");
    }
    return parsed.data;
  }

  function decrypt(resource: z.infer<typeof notification>["resource"]): unknown {
    const data = Buffer.from(resource.ciphertext, "base64");
    if (data.length < 17) throw new Error("short ciphertext");
    const decipher = createDecipheriv("aes-256-gcm", Buffer.from(config.apiV3Key, "utf8"), Buffer.from(resource.nonce, "utf8"));
    decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as unknown;
  }

  function transactionNotice(t: z.infer<typeof transaction>): PaymentNotice | null {
    // A transaction of another merchant or app is not ours, however it got here.
    if (t.mchid !== config.mchId || t.appid !== config.appId) return null;
    const ref = t.out_trade_no;
    if (t.trade_state === "SUCCESS")
      return { type: "paid", eventId: `${t.transaction_id ?? ref}:SUCCESS`, orderId: ref, providerRef: ref, amount: t.amount?.total ?? 0, currency: "CNY" };
    if (t.trade_state === "REFUND") return { type: "refunded", eventId: `${t.transaction_id ?? ref}:REFUND`, orderId: ref, providerRef: ref };
    if (t.trade_state === "CLOSED" || t.trade_state === "PAYERROR" || t.trade_state === "REVOKED") {
      return { type: "failed", eventId: `${ref}:${t.trade_state}`, orderId: ref, providerRef: ref, reason: t.trade_state_desc ?? "Payment failed" };
    }
    // NOTPAY, USERPAYING: the buyer has not finished yet.
    return null;
  }

  return {
    name: "wechat",

    async startCheckout(order, urls) {
      if (!isWechatOrder(order)) {
        log.error({ orderId: order.orderId, currency: order.currency }, "WeChat Pay takes CNY orders with a 6-32 character id only");
        throw new AppError("PAYMENT_FAILED");
      }
      const transaction = {
        appid: config.appId,
        mchid: config.mchId,
        description: truncateUtf8(order.description, 127),
        out_trade_no: order.orderId,
        notify_url: deps.notifyUrl,
        amount: { total: order.amount, currency: "CNY" },
      };
      if (urls.mobile) {
        // H5 (a phone browser outside WeChat): WeChat Pay checks the payer's IP against scene_info and
        // answers a page to open; redirect_url brings the buyer back to the record check afterwards.
        const answer = await call(
          "POST",
          "/v3/pay/transactions/h5",
          { ...transaction, scene_info: { payer_client_ip: urls.mobile.payerIp, h5_info: { type: "Wap" } } },
          z.object({ h5_url: z.string().url() }),
        );
        const checkoutUrl = `${answer.h5_url}${answer.h5_url.includes("?") ? "&" : "?"}redirect_url=${encodeURIComponent(urls.returnUrl)}`;
        return { providerRef: order.orderId, checkoutUrl, clientSecret: null, qrCode: null };
      }
      const answer = await call("POST", "/v3/pay/transactions/native", transaction, z.object({ code_url: z.string().min(1) }));
      return { providerRef: order.orderId, checkoutUrl: null, clientSecret: null, qrCode: answer.code_url };
    },

    async parseNotification(request) {
      const body = request.rawBody.toString("utf8");
      if (!signedByWechat(request.headers, body)) throw new AppError("PAYMENT_SIGNATURE");
      const parsed = notification.safeParse(safeJson(body));
      if (!parsed.success) throw new AppError("PAYMENT_SIGNATURE");
      let plain: unknown;
      try {
        plain = decrypt(parsed.data.resource);
      } catch {
        // Signed by WeChat Pay but not sealed with our APIv3 key: not a notice for this merchant.
        throw new AppError("PAYMENT_SIGNATURE");
      }
      const event = parsed.data.event_type;
      if (event.startsWith("TRANSACTION.")) {
        const t = transaction.safeParse(plain);
        const notice = t.success ? transactionNotice(t.data) : null;
        return notice ?? { type: "ignored", eventId: parsed.data.id };
      }
      if (event === "REFUND.SUCCESS") {
        const r = refundResource.safeParse(plain);
        if (!r.success || r.data.mchid !== config.mchId) return { type: "ignored", eventId: parsed.data.id };
        const refund = r.data.amount?.refund;
        return {
          type: "refunded",
          eventId: `${r.data.refund_id}:SUCCESS`,
          orderId: r.data.out_trade_no,
          providerRef: r.data.out_trade_no,
          ...(refund === undefined ? {} : { amount: refund }),
        };
      }
      return { type: "ignored", eventId: parsed.data.id };
    },

    async lookup(providerRef) {
      try {
        const t = await call(
          "GET",
          `/v3/pay/transactions/out-trade-no/${encodeURIComponent(providerRef)}?mchid=${encodeURIComponent(config.mchId)}`,
          undefined,
          transaction,
        );
        return transactionNotice(t);
      } catch {
        // Already logged; the record check simply asks again later.
        return null;
      }
    },

    async refund(providerRef, order) {
      const answer = await call(
        "POST",
        "/v3/refund/domestic/refunds",
        {
          out_trade_no: providerRef,
          out_refund_no: `${order.orderId}-refund`,
          notify_url: deps.notifyUrl,
          amount: { refund: order.amount, total: order.amount, currency: "CNY" },
        },
        z.object({ refund_id: z.string(), status: z.string() }),
      );
      if (answer.status !== "SUCCESS" && answer.status !== "PROCESSING") {
        log.error({ status: answer.status, orderId: order.orderId }, "WeChat Pay refund not accepted");
        throw new AppError("PAYMENT_FAILED");
      }
    },

    async cancelSubscription() {
      // Nothing renews at WeChat Pay (Pro bought there is one month), so there is nothing to stop.
    },
  };
}

/** out_trade_no is 6-32 of letters, digits and _-|*; WeChat Pay domestic takes fen of CNY only. */
function isWechatOrder(order: ProviderOrder): boolean {
  return order.currency === "CNY" && /^[\w\-|*]{6,32}$/.test(order.orderId);
}

function truncateUtf8(text: string, maxBytes: number): string {
  let out = text;
  while (Buffer.byteLength(out, "utf8") > maxBytes) out = out.slice(0, -1);
  return out;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
