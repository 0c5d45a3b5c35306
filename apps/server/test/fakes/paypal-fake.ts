import { randomBytes } from "node:crypto";
import { startFakeServer, type FakeReply, type FakeServer } from "./fake-http";

/**
 * A local PayPal REST API for what the adapter calls: the OAuth2 client-credentials token, Orders
 * v2 (create, get, capture, honouring PayPal-Request-Id), captures (get, full or partial refunds), and
 * verify-webhook-signature (SUCCESS only for a transmission this fake `deliver`ed, unaltered, to
 * this webhook id). `approve` is the buyer clicking Pay in PayPal's window.
 */
type Json = Record<string, unknown>;
type FakeOrder = { id: string; status: string; customId: string; amount: { currency_code: string; value: string }; captures: Json[]; declineCapture: boolean };

export type PaypalFake = FakeServer & {
  orders: Map<string, FakeOrder>;
  refunds: Json[];
  tokensIssued(): number;
  approve(paypalOrderId: string, options?: { decline?: boolean }): void;
  /** A webhook delivery as PayPal sends it; `verify` says whether PayPal would vouch for it. */
  deliver(eventType: string, resource: Json): { headers: Record<string, string>; rawBody: Buffer };
  captureResource(paypalOrderId: string): Json;
  /** A refund as PAYMENT.CAPTURE.REFUNDED carries it (links rel "up" to its capture), e.g. one made in PayPal's dashboard. */
  refund(paypalOrderId: string, options?: { value?: string; customId?: string }): Json;
};

export async function startPaypalFake(app: { clientId: string; clientSecret: string; webhookId: string }): Promise<PaypalFake> {
  const orders = new Map<string, FakeOrder>();
  const refunds: Json[] = [];
  const tokens = new Set<string>();
  const requestIds = new Map<string, FakeReply>();
  const transmissions = new Map<string, { body: string; sig: string }>();
  const state = { tokensIssued: 0 };
  const error = (status: number, name: string, message: string, issue?: string, description?: string): FakeReply => ({
    status,
    json: { name, message, details: issue ? [{ issue, description }] : [] },
  });
  const view = (order: FakeOrder): Json => ({
    id: order.id,
    status: order.status,
    links: [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" }],
    purchase_units: [{ reference_id: order.customId, custom_id: order.customId, amount: order.amount, payments: { captures: order.captures } }],
  });

  /** Refunds a capture (the whole rest, or `amount.value`); the capture becomes REFUNDED or PARTIALLY_REFUNDED. */
  const refundedCents = new Map<Json, number>();
  const refundCapture = (captured: Json, body: Json): Json => {
    const total = Math.round(Number((captured.amount as { value: string }).value) * 100);
    const before = refundedCents.get(captured) ?? 0;
    const asked = (body.amount as { value?: string } | undefined)?.value;
    const cents = asked === undefined ? total - before : Math.round(Number(asked) * 100);
    refundedCents.set(captured, before + cents);
    captured.status = before + cents >= total ? "REFUNDED" : "PARTIALLY_REFUNDED";
    const currency = (captured.amount as { currency_code: string }).currency_code;
    const refund: Json = {
      id: randomBytes(8).toString("hex").toUpperCase(),
      status: "COMPLETED",
      amount: { currency_code: currency, value: (cents / 100).toFixed(2) },
      ...(typeof body.custom_id === "string" ? { custom_id: body.custom_id } : {}),
      links: [
        { href: `https://api.sandbox.paypal.com/v2/payments/refunds/REF`, rel: "self", method: "GET" },
        { href: `https://api.sandbox.paypal.com/v2/payments/captures/${String(captured.id)}`, rel: "up", method: "GET" },
      ],
    };
    refunds.push(refund);
    return refund;
  };

  const server = await startFakeServer((request) => {
    if (request.path === "/v1/oauth2/token") {
      const basic = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString("base64")}`;
      if (request.headers.authorization !== basic || request.rawBody !== "grant_type=client_credentials")
        return { status: 401, json: { error: "invalid_client", error_description: "Client Authentication failed" } };
      const token = `A21AA${randomBytes(12).toString("hex")}`;
      tokens.add(token);
      state.tokensIssued += 1;
      return {
        status: 200,
        json: {
          scope: "https://uri.paypal.com/services/payments",
          access_token: token,
          token_type: "Bearer",
          app_id: "APP-80W284485P519543T",
          expires_in: 32400,
          nonce: "n",
        },
      };
    }
    if (!tokens.has(String(request.headers.authorization ?? "").replace(/^Bearer /, "")))
      return error(401, "AUTHENTICATION_FAILURE", "Authentication failed due to invalid authentication credentials or a missing Authorization header.");
    const requestId = request.headers["paypal-request-id"];
    const key = typeof requestId === "string" ? `${request.path}:${requestId}` : undefined;
    const remembered = key ? requestIds.get(key) : undefined;
    if (remembered) return remembered;
    const body = (request.json ?? {}) as Json;
    let reply: FakeReply;
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(request.path);
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(request.path);
    const capturePath = /^\/v2\/payments\/captures\/([^/]+)$/.exec(request.path);
    if (request.method === "GET" && capturePath) {
      const owner = [...orders.values()].find((o) => o.captures.some((c) => c.id === capturePath[1]));
      const captured = owner?.captures.find((c) => c.id === capturePath[1]);
      if (!owner || !captured) return error(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.");
      return { status: 200, json: { ...captured, supplementary_data: { related_ids: { order_id: owner.id } } } };
    }
    if (request.method === "POST" && request.path === "/v2/checkout/orders") {
      const unit = (body.purchase_units as Json[] | undefined)?.[0] as { custom_id?: string; amount?: { currency_code: string; value: string } } | undefined;
      if (body.intent !== "CAPTURE" || !unit?.amount || !unit.custom_id) return error(400, "INVALID_REQUEST", "Request is not well-formed");
      const order: FakeOrder = {
        id: randomBytes(8).toString("hex").toUpperCase(),
        status: "PAYER_ACTION_REQUIRED",
        customId: unit.custom_id,
        amount: unit.amount,
        captures: [],
        declineCapture: false,
      };
      orders.set(order.id, order);
      reply = { status: 200, json: view(order) };
    } else if (orderPath) {
      const order = orders.get(orderPath[1] ?? "");
      if (!order) return error(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.");
      if (request.method === "GET") return { status: 200, json: view(order) };
      if (order.status !== "APPROVED")
        return error(
          422,
          "UNPROCESSABLE_ENTITY",
          "The requested action could not be performed",
          "ORDER_NOT_APPROVED",
          "Payer has not yet approved the Order for payment.",
        );
      if (order.declineCapture)
        reply = error(
          422,
          "UNPROCESSABLE_ENTITY",
          "The requested action could not be performed",
          "INSTRUMENT_DECLINED",
          "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
        );
      else {
        order.status = "COMPLETED";
        order.captures.push({ id: randomBytes(8).toString("hex").toUpperCase(), status: "COMPLETED", amount: order.amount, custom_id: order.customId });
        reply = { status: 201, json: view(order) };
      }
    } else if (request.method === "POST" && refundPath) {
      const captureId = refundPath[1] ?? "";
      const owner = [...orders.values()].find((o) => o.captures.some((c) => c.id === captureId));
      const captured = owner?.captures.find((c) => c.id === captureId);
      if (!captured || (captured.status !== "COMPLETED" && captured.status !== "PARTIALLY_REFUNDED"))
        return error(
          422,
          "UNPROCESSABLE_ENTITY",
          "The requested action could not be performed",
          "CAPTURE_FULLY_REFUNDED",
          "The capture has already been fully refunded",
        );
      reply = { status: 201, json: refundCapture(captured, body) };
    } else if (request.method === "POST" && request.path === "/v1/notifications/verify-webhook-signature") {
      const transmission = transmissions.get(String(body.transmission_id ?? ""));
      const ok =
        body.webhook_id === app.webhookId &&
        transmission !== undefined &&
        transmission.sig === body.transmission_sig &&
        transmission.body === JSON.stringify(body.webhook_event) &&
        body.auth_algo === "SHA256withRSA";
      return { status: 200, json: { verification_status: ok ? "SUCCESS" : "FAILURE" } };
    } else return error(404, "NOT_FOUND", "not found");
    if (key) requestIds.set(key, reply);
    return reply;
  });

  return Object.assign(server, {
    orders,
    refunds,
    tokensIssued: () => state.tokensIssued,
    approve(paypalOrderId: string, options: { decline?: boolean } = {}) {
      const order = orders.get(paypalOrderId);
      if (!order) throw new Error(`no order ${paypalOrderId}`);
      order.status = "APPROVED";
      order.declineCapture = options.decline ?? false;
    },
    captureResource(paypalOrderId: string): Json {
      const order = orders.get(paypalOrderId);
      const captured = order?.captures[0];
      if (!order || !captured) throw new Error(`no capture for ${paypalOrderId}`);
      return { ...captured, supplementary_data: { related_ids: { order_id: order.id } } };
    },
    refund(paypalOrderId: string, options: { value?: string; customId?: string } = {}): Json {
      const captured = orders.get(paypalOrderId)?.captures[0];
      if (!captured) throw new Error(`no capture for ${paypalOrderId}`);
      return refundCapture(captured, {
        ...(options.value ? { amount: { value: options.value } } : {}),
        ...(options.customId ? { custom_id: options.customId } : {}),
      });
    },
    deliver(eventType: string, resource: Json) {
      const event = {
        id: `WH-${randomBytes(8).toString("hex").toUpperCase()}`,
        event_version: "1.0",
        create_time: new Date().toISOString(),
        resource_type: "capture",
        event_type: eventType,
        resource,
      };
      const body = JSON.stringify(event);
      const transmissionId = randomBytes(16).toString("hex");
      const sig = randomBytes(32).toString("base64");
      transmissions.set(transmissionId, { body, sig });
      return {
        headers: {
          "paypal-auth-algo": "SHA256withRSA",
          "paypal-cert-url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77",
          "paypal-transmission-id": transmissionId,
          "paypal-transmission-sig": sig,
          "paypal-transmission-time": new Date().toISOString(),
          "content-type": "application/json",
        },
        rawBody: Buffer.from(body),
      };
    },
  });
}
