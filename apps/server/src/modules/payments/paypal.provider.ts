import { z } from "zod";
import type { Currency } from "@studio/domain";
import { AppError } from "../../errors";
import type { NotificationRequest, PaymentNotice, PaymentProvider, ProviderOrder } from "./payment-provider";
import { decimalOf, minorOf } from "./minor-units";
import type { PaypalVendorConfig } from "./vendors.config";

type Log = { error(obj: unknown, msg: string): void };

const money = z.object({ currency_code: z.string(), value: z.string() });
const capture = z.object({ id: z.string(), status: z.string(), amount: money.optional(), custom_id: z.string().optional() });
const paypalOrder = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        reference_id: z.string().optional(),
        payments: z.object({ captures: z.array(capture).optional() }).optional(),
      }),
    )
    .optional(),
});
type PaypalOrder = z.infer<typeof paypalOrder>;
const related = z.object({ related_ids: z.object({ order_id: z.string().optional() }) });
/** A refund as PAYMENT.CAPTURE.REFUNDED carries it: `links` rel "up" names the refunded capture. */
const refundResource = z.object({
  id: z.string(),
  custom_id: z.string().optional(),
  amount: money.optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});
/** GET /v2/payments/captures/{id}: REFUNDED once fully refunded, PARTIALLY_REFUNDED before. */
const captureDetails = capture.extend({ supplementary_data: related.optional() });
const webhookEvent = z.object({ id: z.string(), event_type: z.string(), resource: z.record(z.string(), z.unknown()) });
const relatedIds = z.object({
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }) }).optional(),
  custom_id: z.string().optional(),
  id: z.string(),
});

/** PayPal's answer to a failed call: name, message and, for declines, details[].issue / description. */
type PaypalFailure = { status: number; name?: string; message?: string; issue?: string; description?: string };

class PaypalError extends Error {
  constructor(readonly failure: PaypalFailure) {
    super(failure.message ?? `PayPal HTTP ${failure.status}`);
  }
}

/**
 * PayPal Orders v2 (issue 16; the spec's 'Loading PayPal...' button): the server creates the
 * PayPal order (intent CAPTURE, our order id as custom_id), the buyer approves it in PayPal's
 * button or page, and the capture happens on our side when the record check or the
 * CHECKOUT.ORDER.APPROVED webhook sees it approved. Webhooks are verified by PayPal's
 * verify-webhook-signature call with this site's webhook id. PayPal has no subscriptions here:
 * Pro bought with it is one month.
 */
export function createPaypalProvider(config: PaypalVendorConfig, deps: { log?: Log; now?: () => Date; fetch?: typeof fetch } = {}): PaymentProvider {
  const log = deps.log ?? { error: () => undefined };
  const now = deps.now ?? (() => new Date());
  const doFetch = deps.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | undefined;

  async function send(path: string, init: { method: "GET" | "POST"; headers: Record<string, string>; body?: string }): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${config.apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(config.timeoutMs), redirect: "error" });
      text = await response.text();
    } catch (error) {
      log.error({ err: error, path }, "PayPal unreachable");
      throw new AppError("PAYMENT_FAILED");
    }
    const body = safeJson(text) as Record<string, unknown> | undefined;
    if (!response.ok) {
      const details = Array.isArray(body?.details) ? (body.details[0] as Record<string, unknown> | undefined) : undefined;
      throw new PaypalError({
        status: response.status,
        name: typeof body?.name === "string" ? body.name : undefined,
        message: typeof body?.message === "string" ? body.message : undefined,
        issue: typeof details?.issue === "string" ? details.issue : undefined,
        description: typeof details?.description === "string" ? details.description : undefined,
      });
    }
    return body;
  }

  /** OAuth2 client credentials; the token is reused until a minute before it expires. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now().getTime()) return token.value;
    const answer = z.object({ access_token: z.string(), expires_in: z.number() }).safeParse(
      await send("/v1/oauth2/token", {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: "grant_type=client_credentials",
      }),
    );
    if (!answer.success) throw new AppError("PAYMENT_FAILED");
    token = { value: answer.data.access_token, expiresAt: now().getTime() + Math.max(0, answer.data.expires_in - 60) * 1000 };
    return token.value;
  }

  async function api<T>(method: "GET" | "POST", path: string, schema: z.ZodType<T>, payload?: unknown, requestId?: string): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}`, accept: "application/json", "content-type": "application/json" };
    // PayPal-Request-Id makes a retried create, capture or refund the same operation at PayPal.
    if (requestId) headers["paypal-request-id"] = requestId;
    const parsed = schema.safeParse(await send(path, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) }));
    if (!parsed.success) {
      log.error({ path }, "PayPal answer unexpected");
      throw new AppError("PAYMENT_FAILED");
    }
    return parsed.data;
  }

  /** An approved order is captured (once: PayPal-Request-Id); what the capture says is the notice. */
  async function settle(order: PaypalOrder, orderId: string | null): Promise<PaymentNotice | null> {
    let current = order;
    if (current.status === "APPROVED") {
      try {
        current = await api("POST", `/v2/checkout/orders/${encodeURIComponent(order.id)}/capture`, paypalOrder, {}, `capture-${order.id}`);
      } catch (error) {
        // INSTRUMENT_DECLINED and friends: the buyer's funding source was refused.
        if (error instanceof PaypalError && error.failure.status === 422) {
          return {
            type: "failed",
            eventId: `${order.id}:${error.failure.issue ?? "declined"}`,
            orderId,
            providerRef: order.id,
            reason: error.failure.description ?? "Payment failed",
          };
        }
        throw error instanceof PaypalError ? failed(error, log) : error;
      }
    }
    return orderNotice(current, orderId ?? current.purchase_units?.[0]?.custom_id ?? null);
  }

  /**
   * A refund event names the refund, not our order: the refunded capture (its "up" link) is asked
   * for its PayPal order, our order id (custom_id) and whether it is now fully refunded. A partial
   * refund carries its amount (less than the order's: recorded, nothing reversed).
   */
  async function refundNotice(resource: unknown): Promise<PaymentNotice | null> {
    const refund = refundResource.safeParse(resource);
    if (!refund.success) return null;
    const up = refund.data.links?.find((link) => link.rel === "up")?.href ?? "";
    const captureId = /\/v2\/payments\/captures\/([^/?#]+)/.exec(up)?.[1];
    const fromEvent = relatedIds.safeParse(resource);
    let paypalOrderId = fromEvent.success ? fromEvent.data.supplementary_data?.related_ids.order_id : undefined;
    let orderId = refund.data.custom_id ?? null;
    let partial = false;
    if (captureId) {
      const captured = await api("GET", `/v2/payments/captures/${encodeURIComponent(decodeURIComponent(captureId))}`, captureDetails);
      paypalOrderId = captured.supplementary_data?.related_ids.order_id ?? paypalOrderId;
      orderId = captured.custom_id ?? orderId;
      partial = captured.status === "PARTIALLY_REFUNDED";
    }
    if (!paypalOrderId) return null;
    const amount = partial ? minorOf(refund.data.amount?.value ?? "") : undefined;
    return { type: "refunded", eventId: `${refund.data.id}:REFUNDED`, orderId, providerRef: paypalOrderId, ...(amount === undefined ? {} : { amount }) };
  }

  async function verified(request: NotificationRequest): Promise<z.infer<typeof webhookEvent>> {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === "string" ? value : undefined;
    };
    const raw = safeJson(request.rawBody.toString("utf8"));
    const event = webhookEvent.safeParse(raw);
    const fields = {
      auth_algo: header("paypal-auth-algo"),
      cert_url: header("paypal-cert-url"),
      transmission_id: header("paypal-transmission-id"),
      transmission_sig: header("paypal-transmission-sig"),
      transmission_time: header("paypal-transmission-time"),
    };
    if (!event.success || Object.values(fields).some((v) => v === undefined)) throw new AppError("PAYMENT_SIGNATURE");
    // PayPal checks the event exactly as it sent it: every field, not only the ones we read.
    let answer: { verification_status: string };
    try {
      answer = await api("POST", "/v1/notifications/verify-webhook-signature", z.object({ verification_status: z.string() }), {
        ...fields,
        webhook_id: config.webhookId,
        webhook_event: raw,
      });
    } catch (error) {
      if (error instanceof PaypalError) throw failed(error, log);
      throw error;
    }
    if (answer.verification_status !== "SUCCESS") throw new AppError("PAYMENT_SIGNATURE");
    return event.data;
  }

  return {
    name: "paypal",

    async startCheckout(order, urls) {
      try {
        const created = await api(
          "POST",
          "/v2/checkout/orders",
          paypalOrder,
          {
            intent: "CAPTURE",
            purchase_units: [
              {
                reference_id: order.orderId,
                custom_id: order.orderId,
                description: order.description.slice(0, 127),
                amount: { currency_code: order.currency, value: decimalOf(order.amount) },
              },
            ],
            payment_source: {
              paypal: {
                experience_context: { return_url: urls.returnUrl, cancel_url: urls.cancelUrl, user_action: "PAY_NOW", shipping_preference: "NO_SHIPPING" },
              },
            },
          },
          `order-${order.orderId}`,
        );
        const approve = created.links?.find((link) => link.rel === "payer-action" || link.rel === "approve")?.href ?? null;
        // The PayPal button's createOrder resolves to the PayPal order id: it travels as the client secret.
        return { providerRef: created.id, checkoutUrl: approve, clientSecret: created.id };
      } catch (error) {
        throw error instanceof PaypalError ? failed(error, log) : error;
      }
    },

    async parseNotification(request) {
      const event = await verified(request);
      const resource = relatedIds.safeParse(event.resource);
      switch (event.event_type) {
        case "CHECKOUT.ORDER.APPROVED": {
          const order = paypalOrder.safeParse(event.resource);
          if (!order.success) return { type: "ignored", eventId: event.id };
          return (await settle(order.data, null)) ?? { type: "ignored", eventId: event.id };
        }
        case "PAYMENT.CAPTURE.COMPLETED": {
          const c = capture.safeParse(event.resource);
          const paypalOrderId = resource.success ? resource.data.supplementary_data?.related_ids.order_id : undefined;
          if (!c.success || !paypalOrderId) return { type: "ignored", eventId: event.id };
          return {
            type: "paid",
            eventId: `${c.data.id}:COMPLETED`,
            orderId: c.data.custom_id ?? null,
            providerRef: paypalOrderId,
            amount: minorOf(c.data.amount?.value ?? "") ?? 0,
            currency: currencyOf(c.data.amount?.currency_code),
          };
        }
        case "PAYMENT.CAPTURE.DENIED":
        case "PAYMENT.CAPTURE.DECLINED": {
          const paypalOrderId = resource.success ? resource.data.supplementary_data?.related_ids.order_id : undefined;
          if (!paypalOrderId) return { type: "ignored", eventId: event.id };
          return {
            type: "failed",
            eventId: event.id,
            orderId: resource.success ? (resource.data.custom_id ?? null) : null,
            providerRef: paypalOrderId,
            reason: "Payment failed",
          };
        }
        case "PAYMENT.CAPTURE.REFUNDED":
          return (await refundNotice(event.resource)) ?? { type: "ignored", eventId: event.id };
        default:
          return { type: "ignored", eventId: event.id };
      }
    },

    async lookup(providerRef, order) {
      try {
        const current = await api("GET", `/v2/checkout/orders/${encodeURIComponent(providerRef)}`, paypalOrder);
        return await settle(current, order.orderId);
      } catch (error) {
        if (!(error instanceof AppError)) log.error({ err: error, providerRef }, "PayPal lookup failed");
        return null;
      }
    },

    async refund(providerRef, order: ProviderOrder) {
      try {
        const current = await api("GET", `/v2/checkout/orders/${encodeURIComponent(providerRef)}`, paypalOrder);
        // After a partial refund in PayPal's dashboard the capture is PARTIALLY_REFUNDED; refunding it gives back the rest.
        const captured = current.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === "COMPLETED" || c.status === "PARTIALLY_REFUNDED");
        if (!captured) {
          log.error({ providerRef }, "PayPal order has no completed capture to refund");
          throw new AppError("PAYMENT_FAILED");
        }
        await api(
          "POST",
          `/v2/payments/captures/${encodeURIComponent(captured.id)}/refund`,
          z.object({ id: z.string(), status: z.string() }),
          // Our order id on the refund too, so its webhook names the order without another call.
          { custom_id: order.orderId },
          `refund-${order.orderId}`,
        );
      } catch (error) {
        throw error instanceof PaypalError ? failed(error, log) : error;
      }
    },

    async cancelSubscription() {
      // Nothing renews at PayPal (Pro bought there is one month), so there is nothing to stop.
    },
  };
}

/** What a PayPal order's state means for ours; null while the buyer has not approved. */
function orderNotice(order: PaypalOrder, orderId: string | null): PaymentNotice | null {
  const completed = order.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === "COMPLETED");
  // The capture's id names the payment: a webhook and a record check of it count as one notification.
  if (order.status === "COMPLETED" && completed) {
    return {
      type: "paid",
      eventId: `${completed.id}:COMPLETED`,
      orderId,
      providerRef: order.id,
      amount: minorOf(completed.amount?.value ?? "") ?? 0,
      currency: currencyOf(completed.amount?.currency_code),
    };
  }
  const declined = order.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === "DECLINED" || c.status === "FAILED");
  if (declined) return { type: "failed", eventId: `${declined.id}:${declined.status}`, orderId, providerRef: order.id, reason: "Payment failed" };
  if (order.status === "VOIDED") return { type: "failed", eventId: `${order.id}:VOIDED`, orderId, providerRef: order.id, reason: "Payment failed" };
  return null;
}

function currencyOf(code: string | undefined): Currency {
  return code === "CNY" ? "CNY" : "USD";
}

/** PayPal's failure: its own words only to the log, the catalogue text to the buyer. */
function failed(error: PaypalError, log: Log): AppError {
  log.error({ failure: error.failure }, "PayPal refused");
  return new AppError("PAYMENT_FAILED");
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
