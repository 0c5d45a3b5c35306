import { createSign, createVerify, type KeyObject } from "node:crypto";
import { z } from "zod";
import { AppError } from "../../errors";
import type { CheckoutUrls, PaymentNotice, PaymentProvider, ProviderOrder } from "./payment-provider";
import type { AlipayVendorConfig } from "./vendors.config";
import { decimalOf as yuanOf, minorOf as fenOf } from "./minor-units";

type Log = { error(obj: unknown, msg: string): void };

/** Alipay's one success code; anything else is a refusal with sub_code / sub_msg. */
const SUCCESS = "10000";

const answerBase = z.object({ code: z.string(), msg: z.string().optional(), sub_code: z.string().optional(), sub_msg: z.string().optional() });
const precreateAnswer = answerBase.extend({ out_trade_no: z.string().optional(), qr_code: z.string().optional() });
const queryAnswer = answerBase.extend({
  trade_no: z.string().optional(),
  out_trade_no: z.string().optional(),
  trade_status: z.string().optional(),
  total_amount: z.string().optional(),
});
const refundAnswer = answerBase.extend({ fund_change: z.string().optional() });

/**
 * The string Alipay signs: every parameter but `sign` (and, for notifications, `sign_type`) that
 * has a value, sorted by name, as name=value joined with & (values as sent, not URL-encoded).
 */
export function alipaySignContent(params: Record<string, string>, exclude: readonly string[] = ["sign"]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined && params[key] !== "")
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join("&");
}

export function rsa2Sign(content: string, key: KeyObject): string {
  return createSign("RSA-SHA256").update(content, "utf8").sign(key, "base64");
}

export function rsa2Verify(content: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify("RSA-SHA256").update(content, "utf8").verify(key, signature, "base64");
  } catch {
    return false;
  }
}

/** Alipay's `timestamp` is Beijing time, "yyyy-MM-dd HH:mm:ss". */
function beijingTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * The exact text of `node` in Alipay's answer: the answer's signature covers those bytes, so they
 * are cut out of the raw JSON rather than re-serialised.
 */
export function signedNodeText(raw: string, node: string): string | undefined {
  const key = `"${node}":`;
  const start = raw.indexOf(key);
  if (start < 0) return undefined;
  const from = start + key.length;
  const end = raw.lastIndexOf(',"sign"');
  if (end <= from) return undefined;
  return raw.slice(from, end);
}

/**
 * Alipay (issue 16, cn site): face-to-face precreate (alipay.trade.precreate) gives the QR,
 * alipay.trade.query and alipay.trade.refund follow; every request is signed RSA2
 * (SHA256withRSA, the app's private key) and every answer and notify callback verified with
 * Alipay's public key. Alipay has no subscriptions here: Pro bought with it is one month.
 */
export function createAlipayProvider(
  config: AlipayVendorConfig,
  deps: { notifyUrl: string; log?: Log; now?: () => Date; fetch?: typeof fetch },
): PaymentProvider {
  const log = deps.log ?? { error: () => undefined };
  const now = deps.now ?? (() => new Date());
  const doFetch = deps.fetch ?? fetch;

  async function call<T extends z.infer<typeof answerBase>>(
    method: string,
    bizContent: Record<string, string>,
    schema: z.ZodType<T>,
    extra: Record<string, string> = {},
  ): Promise<T> {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      timestamp: beijingTime(now()),
      version: "1.0",
      biz_content: JSON.stringify(bizContent),
      ...extra,
    };
    params.sign = rsa2Sign(alipaySignContent(params), config.privateKey);
    let text: string;
    try {
      const response = await doFetch(`${config.gatewayUrl}?charset=utf-8`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: "error",
      });
      text = await response.text();
    } catch (error) {
      log.error({ err: error, method }, "Alipay unreachable");
      throw new AppError("PAYMENT_FAILED");
    }
    const node = `${method.replace(/\./g, "_")}_response`;
    const nodeText = signedNodeText(text, node);
    const body = safeJson(text) as Record<string, unknown> | undefined;
    const signature = typeof body?.sign === "string" ? body.sign : undefined;
    if (!nodeText || !signature || !rsa2Verify(nodeText, signature, config.alipayPublicKey)) {
      log.error({ method, answer: text.slice(0, 300) }, "Alipay answer not signed by Alipay");
      throw new AppError("PAYMENT_FAILED");
    }
    const parsed = schema.safeParse(safeJson(nodeText));
    if (!parsed.success) {
      log.error({ method }, "Alipay answer unexpected");
      throw new AppError("PAYMENT_FAILED");
    }
    return parsed.data;
  }

  /**
   * alipay.trade.wap.pay (a phone browser): a page-execute method, so nothing is called here; the
   * browser is sent to the gateway with the signed request (GET), Alipay's cashier takes the money,
   * notifies notify_url and sends the buyer back to return_url (quit_url when they give up).
   */
  function wapPayUrl(order: ProviderOrder, urls: CheckoutUrls): string {
    const params: Record<string, string> = {
      app_id: config.appId,
      method: "alipay.trade.wap.pay",
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      timestamp: beijingTime(now()),
      version: "1.0",
      notify_url: deps.notifyUrl,
      return_url: urls.returnUrl,
      biz_content: JSON.stringify({
        out_trade_no: order.orderId,
        total_amount: yuanOf(order.amount),
        subject: order.description.slice(0, 256),
        product_code: "QUICK_WAP_WAY",
        quit_url: urls.cancelUrl,
      }),
    };
    params.sign = rsa2Sign(alipaySignContent(params), config.privateKey);
    const gateway = new URL(config.gatewayUrl);
    for (const [name, value] of Object.entries(params)) gateway.searchParams.set(name, value);
    return gateway.toString();
  }

  function tradeNotice(fields: {
    trade_no?: string | undefined;
    out_trade_no?: string | undefined;
    trade_status?: string | undefined;
    total_amount?: string | undefined;
    refund_fee?: string | undefined;
  }): PaymentNotice | null {
    const ref = fields.out_trade_no;
    const tradeNo = fields.trade_no ?? ref;
    if (!ref || !tradeNo) return null;
    // TRADE_FINISHED follows TRADE_SUCCESS once refunds are no longer possible: the same payment, the same eventId.
    if (fields.trade_status === "TRADE_SUCCESS" || fields.trade_status === "TRADE_FINISHED") {
      return { type: "paid", eventId: `${tradeNo}:paid`, orderId: ref, providerRef: ref, amount: fenOf(fields.total_amount ?? "") ?? 0, currency: "CNY" };
    }
    if (fields.trade_status === "TRADE_CLOSED") {
      // Closed after a full refund, or closed unpaid (the QR timed out).
      const refunded = fields.refund_fee ? fenOf(fields.refund_fee) : null;
      if (refunded) return { type: "refunded", eventId: `${tradeNo}:refunded`, orderId: ref, providerRef: ref, amount: refunded };
      return { type: "failed", eventId: `${tradeNo}:closed`, orderId: ref, providerRef: ref, reason: "Payment failed" };
    }
    return null;
  }

  return {
    name: "alipay",
    // Alipay keeps re-sending a notification until the answer is exactly this text.
    notificationAnswer: "success",

    async startCheckout(order, urls) {
      if (order.currency !== "CNY" || !/^[\w-]{1,64}$/.test(order.orderId)) {
        log.error({ orderId: order.orderId, currency: order.currency }, "Alipay takes CNY orders only");
        throw new AppError("PAYMENT_FAILED");
      }
      if (urls.mobile) return { providerRef: order.orderId, checkoutUrl: wapPayUrl(order, urls), clientSecret: null, qrCode: null };
      const answer = await call(
        "alipay.trade.precreate",
        { out_trade_no: order.orderId, total_amount: yuanOf(order.amount), subject: order.description.slice(0, 256) },
        precreateAnswer,
        { notify_url: deps.notifyUrl },
      );
      if (answer.code !== SUCCESS || !answer.qr_code) {
        log.error({ code: answer.code, subCode: answer.sub_code, subMsg: answer.sub_msg }, "Alipay precreate refused");
        throw new AppError("PAYMENT_FAILED");
      }
      return { providerRef: order.orderId, checkoutUrl: null, clientSecret: null, qrCode: answer.qr_code };
    },

    async parseNotification(request) {
      const fields = Object.fromEntries(new URLSearchParams(request.rawBody.toString("utf8")));
      const signature = fields.sign;
      if (!signature || fields.sign_type !== "RSA2" || !rsa2Verify(alipaySignContent(fields, ["sign", "sign_type"]), signature, config.alipayPublicKey)) {
        throw new AppError("PAYMENT_SIGNATURE");
      }
      // Signed by Alipay for another app of the same account: not ours to act on.
      if (fields.app_id !== config.appId) return { type: "ignored", eventId: fields.notify_id ?? signature.slice(0, 64) };
      return tradeNotice(fields) ?? { type: "ignored", eventId: fields.notify_id ?? `${fields.trade_no ?? ""}:${fields.trade_status ?? ""}` };
    },

    async lookup(providerRef) {
      try {
        const answer = await call("alipay.trade.query", { out_trade_no: providerRef }, queryAnswer);
        // ACQ.TRADE_NOT_EXIST: the buyer has not scanned yet.
        if (answer.code !== SUCCESS) return null;
        return tradeNotice(answer);
      } catch {
        return null;
      }
    },

    async refund(providerRef, order: ProviderOrder) {
      const answer = await call(
        "alipay.trade.refund",
        { out_trade_no: providerRef, refund_amount: yuanOf(order.amount), out_request_no: `${order.orderId}-refund` },
        refundAnswer,
      );
      if (answer.code !== SUCCESS) {
        log.error({ code: answer.code, subCode: answer.sub_code, subMsg: answer.sub_msg, orderId: order.orderId }, "Alipay refund refused");
        throw new AppError("PAYMENT_FAILED");
      }
    },

    async cancelSubscription() {
      // Nothing renews at Alipay (Pro bought there is one month), so there is nothing to stop.
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
