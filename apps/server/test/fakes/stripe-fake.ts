import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { startFakeServer, type FakeReply, type FakeServer } from "./fake-http";

/**
 * A local Stripe API for the endpoints the adapter calls (form-encoded requests, bearer secret
 * key, Stripe's JSON objects and {error:{type,code,message}} failures): PaymentIntents,
 * Customers, Products, Subscriptions (with latest_invoice and its confirmation_secret or payments
 * expanded), Refunds. `settle` is what the buyer's card does in Stripe.js.
 *
 * For browser tests, Stripe.js's own call: `POST /v1/payment_intents/{id}/confirm` with the
 * publishable `key` and the intent's `client_secret` (no secret key), which settles the intent by
 * Stripe's test card numbers and then delivers the signed `payment_intent.*` webhook to `webhook`,
 * as Stripe does (signature by Stripe's own generateTestHeaderString).
 */
type Json = Record<string, unknown>;

export type StripeFake = FakeServer & {
  /** Secret keys the fake accepts (a request with another bearer gets 401). */
  keys: Set<string>;
  intents: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  refunds: Json[];
  /** Which secret key created each object: the second account does not see the first's objects. */
  owner: Map<string, string>;
  /** The card step: succeeded, or declined with the processor's message. */
  settle(intentId: string, outcome: "succeeded" | { declined: string }): Json;
  /** The first invoice of a subscription is paid: the subscription becomes active. */
  paySubscription(subscriptionId: string): Json;
  /**
   * The succeeded intent's charge as `charge.refunded` carries it (the intent's metadata copied, as
   * Stripe does); `refund` first refunds it as the dashboard would (the whole rest, or `amount`).
   */
  charge(intentId: string, refund?: { amount?: number }): Json;
  /** The next create call fails with a card error (Stripe answers 402). */
  failNextCreate: string | null;
  /** Publishable key -> its account's secret key (Stripe.js's confirm authenticates with the publishable key). */
  publishable: Map<string, string>;
  /** Where Stripe delivers events, signed with this endpoint's secret; each delivery's HTTP status is kept. */
  webhook: { url: string; secret: string } | null;
  deliveries: { type: string; status: number }[];
};

/** Stripe's test cards (docs.stripe.com/testing): what a confirm with each number does. */
const testCards: Record<string, "succeeded" | { declined: string; code: string }> = {
  "4242424242424242": "succeeded",
  "4000000000000002": { declined: "Your card was declined.", code: "card_declined" },
  "4000000000009995": { declined: "Your card has insufficient funds.", code: "card_declined" },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export async function startStripeFake(): Promise<StripeFake> {
  const keys = new Set<string>();
  const intents = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const products = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const owner = new Map<string, string>();
  const refunds: Json[] = [];
  const missing = (what: string, key: string): FakeReply => ({
    status: 404,
    json: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${key}'`, param: "id" } },
  });
  // The handler reads the flag from the returned object, which tests set.
  const state: { fake?: StripeFake } = {};

  const withInvoice = (subscription: Json, expand: string[]): Json => {
    const invoice = invoices.get(subscription.latest_invoice as string) as Json;
    if (!expand.some((e) => e.startsWith("latest_invoice"))) return subscription;
    const shown: Json = { ...invoice };
    if (!expand.includes("latest_invoice.confirmation_secret")) delete shown.confirmation_secret;
    if (expand.includes("latest_invoice.payments"))
      shown.payments = {
        object: "list",
        data: invoice.status === "paid" ? [{ object: "invoice_payment", payment: { type: "payment_intent", payment_intent: invoice.payment_intent } }] : [],
      };
    return { ...subscription, latest_invoice: shown };
  };

  const refundedOf = (intentId: string) => refunds.filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + Number(r.amount), 0);
  const refundOf = (intentId: string, amount: number): Json => {
    const refund: Json = { id: id("re"), object: "refund", payment_intent: intentId, status: "succeeded", amount };
    refunds.push(refund);
    return refund;
  };

  const signer = new Stripe("sk_test_fake_signer");
  const deliver = async (type: string, object: Json): Promise<void> => {
    const target = state.fake?.webhook;
    if (!target || !state.fake) return;
    const payload = JSON.stringify({ id: id("evt"), object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: target.secret });
    const answer = await fetch(target.url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload });
    state.fake.deliveries.push({ type, status: answer.status });
  };

  /** Stripe.js confirming a PaymentIntent with a card (publishable key + client secret), then the webhook. */
  const confirm = async (intentId: string, form: URLSearchParams): Promise<FakeReply> => {
    const intent = intents.get(intentId);
    const account = state.fake?.publishable.get(form.get("key") ?? "");
    if (!account) return { status: 401, json: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } } };
    if (!intent || owner.get(intentId) !== account || intent.client_secret !== form.get("client_secret")) return missing("payment_intent", intentId);
    if (intent.status === "succeeded")
      return {
        status: 400,
        json: { error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "This PaymentIntent has already succeeded." } },
      };
    const outcome = testCards[(form.get("payment_method_data[card][number]") ?? "").replace(/\D/g, "")] ?? {
      declined: "Your card was declined.",
      code: "card_declined",
    };
    const settled = state.fake?.settle(intentId, outcome === "succeeded" ? "succeeded" : { declined: outcome.declined }) ?? intent;
    await deliver(outcome === "succeeded" ? "payment_intent.succeeded" : "payment_intent.payment_failed", settled);
    if (outcome === "succeeded") return { status: 200, json: settled };
    return { status: 402, json: { error: { type: "card_error", code: outcome.code, message: outcome.declined, payment_intent: settled } } };
  };

  const server = await startFakeServer(async (request) => {
    const confirming = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(request.path);
    if (request.method === "POST" && confirming) return confirm(confirming[1] ?? "", new URLSearchParams(request.rawBody ?? ""));
    const key = String(request.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!keys.has(key)) return { status: 401, json: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } } };
    const form = new URLSearchParams(request.rawBody ?? "");
    const expand = [...form.getAll("expand[]"), ...form.getAll("expand[0]"), ...request.query.getAll("expand[]"), ...request.query.getAll("expand[0]")];
    const mine = (objectId: string) => owner.get(objectId) === key;
    const parts = request.path.split("/").filter(Boolean);
    const [version, resource, objectId, action] = parts;
    if (version !== "v1") return { status: 404, json: { error: { type: "invalid_request_error", message: "Unrecognized request URL" } } };
    const create = request.method === "POST" && objectId === undefined;
    const failure = state.fake?.failNextCreate;
    if (create && failure && state.fake && resource !== "products" && resource !== "customers") {
      const message = failure;
      state.fake.failNextCreate = null;
      return { status: 402, json: { error: { type: "card_error", code: "card_declined", message } } };
    }

    if (resource === "payment_intents") {
      if (create) {
        const intent: Json = {
          id: id("pi"),
          object: "payment_intent",
          amount: Number(form.get("amount")),
          amount_received: 0,
          currency: form.get("currency"),
          description: form.get("description"),
          receipt_email: form.get("receipt_email"),
          metadata: { orderId: form.get("metadata[orderId]"), userId: form.get("metadata[userId]") },
          status: "requires_payment_method",
          last_payment_error: null,
        };
        intent.client_secret = `${String(intent.id)}_secret_${randomBytes(8).toString("hex")}`;
        intents.set(intent.id as string, intent);
        owner.set(intent.id as string, key);
        return { status: 200, json: intent };
      }
      const intent = intents.get(objectId ?? "");
      if (!intent || !mine(intent.id as string)) return missing("payment_intent", objectId ?? "");
      return { status: 200, json: intent };
    }

    if (resource === "customers" && create) {
      const customer: Json = { id: id("cus"), object: "customer", email: form.get("email"), metadata: { userId: form.get("metadata[userId]") } };
      customers.set(customer.id as string, customer);
      owner.set(customer.id as string, key);
      return { status: 200, json: customer };
    }

    if (resource === "products") {
      if (create) {
        const productId = form.get("id") ?? id("prod");
        if (products.has(`${key}:${productId}`))
          return { status: 400, json: { error: { type: "invalid_request_error", code: "resource_already_exists", message: "Product already exists." } } };
        const product: Json = { id: productId, object: "product", name: form.get("name") };
        products.set(`${key}:${productId}`, product);
        return { status: 200, json: product };
      }
      const product = products.get(`${key}:${objectId ?? ""}`);
      return product ? { status: 200, json: product } : missing("product", objectId ?? "");
    }

    if (resource === "subscriptions") {
      if (create) {
        const customer = form.get("customer") ?? "";
        if (!customers.has(customer) || !mine(customer)) return missing("customer", customer);
        const product = form.get("items[0][price_data][product]") ?? "";
        if (!products.has(`${key}:${product}`)) return missing("product", product);
        if (form.get("payment_behavior") !== "default_incomplete")
          return { status: 400, json: { error: { type: "invalid_request_error", message: "expected default_incomplete" } } };
        const subscriptionId = id("sub");
        const invoice: Json = {
          id: id("in"),
          object: "invoice",
          status: "open",
          billing_reason: "subscription_create",
          amount_paid: 0,
          amount_due: Number(form.get("items[0][price_data][unit_amount]")),
          currency: form.get("items[0][price_data][currency]"),
          confirmation_secret: { type: "payment_intent", client_secret: `pi_${randomBytes(8).toString("hex")}_secret_${randomBytes(8).toString("hex")}` },
          payment_intent: id("pi"),
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: subscriptionId, metadata: { orderId: form.get("metadata[orderId]"), userId: form.get("metadata[userId]") } },
          },
        };
        const subscription: Json = {
          id: subscriptionId,
          object: "subscription",
          customer,
          status: "incomplete",
          cancel_at_period_end: false,
          interval: form.get("items[0][price_data][recurring][interval]"),
          metadata: { orderId: form.get("metadata[orderId]"), userId: form.get("metadata[userId]") },
          latest_invoice: invoice.id,
        };
        invoices.set(invoice.id as string, invoice);
        subscriptions.set(subscriptionId, subscription);
        owner.set(subscriptionId, key);
        return { status: 200, json: withInvoice(subscription, expand) };
      }
      const subscription = subscriptions.get(objectId ?? "");
      if (!subscription || !mine(objectId ?? "")) return missing("subscription", objectId ?? "");
      if (request.method === "POST" && action === undefined) {
        if (form.has("cancel_at_period_end")) subscription.cancel_at_period_end = form.get("cancel_at_period_end") === "true";
      }
      if (request.method === "DELETE") subscription.status = "canceled";
      return { status: 200, json: withInvoice(subscription, expand) };
    }

    if (resource === "refunds" && create) {
      const intentId = form.get("payment_intent") ?? "";
      const intent = intents.get(intentId);
      const invoicePaid = [...invoices.values()].find((i) => i.payment_intent === intentId && i.status === "paid");
      if (!(intent && mine(intentId) && intent.status === "succeeded") && !invoicePaid) return missing("payment_intent", intentId);
      const asked = form.get("amount");
      return { status: 200, json: refundOf(intentId, asked === null ? Number(intent ? intent.amount : invoicePaid?.amount_paid) : Number(asked)) };
    }
    return { status: 404, json: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${request.path})` } } };
  });

  const fake: StripeFake = Object.assign(server, {
    keys,
    intents,
    subscriptions,
    invoices,
    refunds,
    owner,
    failNextCreate: null as string | null,
    publishable: new Map<string, string>(),
    webhook: null as { url: string; secret: string } | null,
    deliveries: [] as { type: string; status: number }[],
    settle(intentId: string, outcome: "succeeded" | { declined: string }): Json {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      if (outcome === "succeeded") {
        intent.status = "succeeded";
        intent.amount_received = intent.amount;
        intent.last_payment_error = null;
      } else {
        intent.status = "requires_payment_method";
        intent.last_payment_error = { type: "card_error", code: "card_declined", charge: id("ch"), message: outcome.declined };
      }
      return intent;
    },
    charge(intentId: string, refund?: { amount?: number }): Json {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== "succeeded") throw new Error(`no succeeded intent ${intentId}`);
      const amount = Number(intent.amount);
      if (refund) refundOf(intentId, refund.amount ?? amount - refundedOf(intentId));
      const refunded = refundedOf(intentId);
      return {
        id: `ch_${intentId.slice(3)}`,
        object: "charge",
        amount,
        amount_refunded: refunded,
        refunded: refunded >= amount,
        currency: intent.currency,
        payment_intent: intentId,
        metadata: intent.metadata,
        status: "succeeded",
      };
    },
    paySubscription(subscriptionId: string): Json {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const invoice = invoices.get(subscription.latest_invoice as string) as Json;
      invoice.status = "paid";
      invoice.amount_paid = invoice.amount_due;
      subscription.status = "active";
      return invoice;
    },
  });
  state.fake = fake;
  return fake;
}
