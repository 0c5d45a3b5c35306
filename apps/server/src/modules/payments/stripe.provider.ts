import Stripe from "stripe";
import type { Currency } from "@studio/domain";
import { AppError } from "../../errors";
import type { PaymentNotice, PaymentProvider, ProviderOrder } from "./payment-provider";
import type { StripeKeyPair, StripeVendorConfig } from "./vendors.config";

type Log = { error(obj: unknown, msg: string): void };

/** The Product every Pro subscription price hangs on (Stripe's price_data needs one); made on first use. */
export const STRIPE_PRO_PRODUCT_ID = "logo-studio-pro";

/**
 * Stripe (issue 16): PaymentIntents for one-off items, a monthly subscription for Pro
 * (payment_behavior default_incomplete: the first invoice's confirmation secret goes to the
 * Payment Element), webhooks verified with the pair's signing secret. Two key pairs (spec 01
 * section 9): the order's `keyIndex` (stripeKeyIndex) picks one; a payment found under neither
 * pair's key is looked for under the other, since the user's stripeMerchant may change meanwhile.
 */
export function createStripeProvider(config: StripeVendorConfig, deps: { log?: Log } = {}): PaymentProvider & { publishableKey(keyIndex: 0 | 1): string } {
  const api = new URL(config.apiUrl);
  const clients = config.keyPairs.map(
    (pair) =>
      new Stripe(pair.secretKey, {
        host: api.hostname,
        port: api.port || (api.protocol === "http:" ? 80 : 443),
        protocol: api.protocol === "http:" ? "http" : "https",
        timeout: config.timeoutMs,
        maxNetworkRetries: 1,
        telemetry: false,
      }),
  );
  const log = deps.log ?? { error: () => undefined };
  const pairIndex = (keyIndex: 0 | 1): number => (keyIndex < clients.length ? keyIndex : 0);
  const client = (index: number): Stripe => clients[index] ?? (clients[0] as Stripe);
  const productReady = new Set<number>();

  /** Runs `call` with the preferred pair's client, then the other's when Stripe does not know the object. */
  async function onEitherPair<T>(keyIndex: 0 | 1, call: (stripe: Stripe) => Promise<T>): Promise<T> {
    const first = pairIndex(keyIndex);
    const order = clients.length > 1 ? [first, 1 - first] : [first];
    let missing: unknown;
    for (const index of order) {
      try {
        return await call(client(index));
      } catch (error) {
        if (!isMissing(error)) throw error;
        missing = error;
      }
    }
    throw missing;
  }

  async function ensureProProduct(index: number): Promise<void> {
    if (productReady.has(index)) return;
    const stripe = client(index);
    try {
      await stripe.products.retrieve(STRIPE_PRO_PRODUCT_ID);
    } catch (error) {
      if (!isMissing(error)) throw error;
      await stripe.products.create({ id: STRIPE_PRO_PRODUCT_ID, name: "Logo Studio Pro" }, { idempotencyKey: `product-${STRIPE_PRO_PRODUCT_ID}` });
    }
    productReady.add(index);
  }

  /** The Payment Element confirms the first invoice of a default_incomplete subscription with this secret. */
  async function startSubscription(index: number, order: ProviderOrder): Promise<{ id: string; clientSecret: string | null }> {
    const stripe = client(index);
    await ensureProProduct(index);
    const customer = await stripe.customers.create(
      { ...(order.email ? { email: order.email } : {}), metadata: { userId: String(order.userId) } },
      { idempotencyKey: `customer-${order.orderId}` },
    );
    const subscription = await stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [
          {
            price_data: { currency: order.currency.toLowerCase(), product: STRIPE_PRO_PRODUCT_ID, unit_amount: order.amount, recurring: { interval: "month" } },
          },
        ],
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        metadata: { orderId: order.orderId, userId: String(order.userId) },
        expand: ["latest_invoice.confirmation_secret"],
      },
      { idempotencyKey: `order-${order.orderId}` },
    );
    const invoice = subscription.latest_invoice;
    const clientSecret = invoice && typeof invoice !== "string" ? (invoice.confirmation_secret?.client_secret ?? null) : null;
    return { id: subscription.id, clientSecret };
  }

  return {
    name: "stripe",
    publishableKey: (keyIndex) => (config.keyPairs[pairIndex(keyIndex)] as StripeKeyPair).publishableKey,

    async startCheckout(order) {
      const index = pairIndex(order.keyIndex);
      try {
        if (order.recurring) {
          const subscription = await startSubscription(index, order);
          return {
            providerRef: subscription.id,
            checkoutUrl: null,
            clientSecret: subscription.clientSecret,
            publishableKey: this.publishableKey(order.keyIndex),
          };
        }
        const intent = await client(index).paymentIntents.create(
          {
            amount: order.amount,
            currency: order.currency.toLowerCase(),
            description: order.description,
            ...(order.email ? { receipt_email: order.email } : {}),
            automatic_payment_methods: { enabled: true },
            metadata: { orderId: order.orderId, userId: String(order.userId) },
          },
          // A repeated start of one order (double click, retry) gets the same PaymentIntent.
          { idempotencyKey: `order-${order.orderId}` },
        );
        return { providerRef: intent.id, checkoutUrl: null, clientSecret: intent.client_secret, publishableKey: this.publishableKey(order.keyIndex) };
      } catch (error) {
        throw paymentFailed(error, log, "Stripe checkout failed");
      }
    },

    async parseNotification(request) {
      const header = request.headers["stripe-signature"];
      if (typeof header !== "string") throw new AppError("PAYMENT_SIGNATURE");
      const event = verifiedEvent(clients[0] as Stripe, config.keyPairs, request.rawBody, header);
      return noticeOf(event);
    },

    async lookup(providerRef, order) {
      try {
        if (providerRef.startsWith("sub_")) {
          const subscription = await onEitherPair(order.keyIndex, (stripe) => stripe.subscriptions.retrieve(providerRef, { expand: ["latest_invoice"] }));
          const invoice = subscription.latest_invoice;
          if (!invoice || typeof invoice === "string" || invoice.status !== "paid") return null;
          return {
            type: "paid",
            eventId: `${invoice.id}:paid`,
            orderId: order.orderId,
            providerRef,
            amount: invoice.amount_paid,
            currency: currencyOf(invoice.currency),
          };
        }
        const intent = await onEitherPair(order.keyIndex, (stripe) => stripe.paymentIntents.retrieve(providerRef));
        return intentNotice(intent, order.orderId);
      } catch (error) {
        log.error({ err: error, providerRef }, "Stripe lookup failed");
        return null;
      }
    },

    async refund(providerRef, order) {
      try {
        await onEitherPair(order.keyIndex, async (stripe) => {
          if (!providerRef.startsWith("sub_")) {
            await stripe.refunds.create({ payment_intent: providerRef }, { idempotencyKey: `refund-${order.orderId}` });
            return;
          }
          // A refunded Pro gives back the period's money and ends the subscription at once.
          const subscription = await stripe.subscriptions.retrieve(providerRef, { expand: ["latest_invoice.payments"] });
          const invoice = subscription.latest_invoice;
          const payment = invoice && typeof invoice !== "string" ? invoice.payments?.data[0]?.payment.payment_intent : undefined;
          if (payment)
            await stripe.refunds.create({ payment_intent: typeof payment === "string" ? payment : payment.id }, { idempotencyKey: `refund-${order.orderId}` });
          if (subscription.status !== "canceled") await stripe.subscriptions.cancel(providerRef);
        });
      } catch (error) {
        throw paymentFailed(error, log, "Stripe refund failed");
      }
    },

    async cancelSubscription(subscriptionRef) {
      try {
        await onEitherPair(0, (stripe) => stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true }));
      } catch (error) {
        throw paymentFailed(error, log, "Stripe cancel failed");
      }
    },
  };
}

/** Either pair's signing secret may have signed it (each Stripe account has its own endpoint secret). */
function verifiedEvent(stripe: Stripe, pairs: readonly StripeKeyPair[], rawBody: Buffer, header: string): Stripe.Event {
  for (const pair of pairs) {
    try {
      return stripe.webhooks.constructEvent(rawBody, header, pair.webhookSecret);
    } catch {
      // Not this pair's secret (or tampered): try the next one, then refuse.
    }
  }
  throw new AppError("PAYMENT_SIGNATURE");
}

function currencyOf(code: string): Currency {
  return code.toUpperCase() === "CNY" ? "CNY" : "USD";
}

/** What a PaymentIntent's state means for its order; null while the buyer has not finished. */
function intentNotice(intent: Stripe.PaymentIntent, orderId: string | null): PaymentNotice | null {
  // The eventId of a success is the intent's, not the event's: a webhook and a record-check lookup
  // of the same payment then count as one notification.
  if (intent.status === "succeeded")
    return {
      type: "paid",
      eventId: `${intent.id}:succeeded`,
      orderId,
      providerRef: intent.id,
      amount: intent.amount_received || intent.amount,
      currency: currencyOf(intent.currency),
    };
  const problem = intent.last_payment_error;
  if (intent.status === "requires_payment_method" && problem) {
    return {
      type: "failed",
      eventId: `${intent.id}:failed:${problem.charge ?? problem.code ?? "error"}`,
      orderId,
      providerRef: intent.id,
      reason: problem.message ?? "Payment failed",
    };
  }
  if (intent.status === "canceled") return { type: "failed", eventId: `${intent.id}:canceled`, orderId, providerRef: intent.id, reason: "Payment failed" };
  return null;
}

function subscriptionOf(invoice: Stripe.Invoice): { id: string; orderId: string | null } | null {
  const details = invoice.parent?.subscription_details;
  if (!details?.subscription) return null;
  const id = typeof details.subscription === "string" ? details.subscription : details.subscription.id;
  return { id, orderId: details.metadata?.orderId ?? null };
}

/** The events we act on; every other verified event is acknowledged and ignored. */
export function noticeOf(event: Stripe.Event): PaymentNotice {
  switch (event.type) {
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      // Invoice payments of a subscription carry no orderId of ours: their invoice events count.
      const orderId = intent.metadata.orderId;
      if (!orderId) return { type: "ignored", eventId: event.id };
      if (event.type === "payment_intent.succeeded") return intentNotice({ ...intent, status: "succeeded" }, orderId) ?? { type: "ignored", eventId: event.id };
      return { type: "failed", eventId: event.id, orderId, providerRef: intent.id, reason: intent.last_payment_error?.message ?? "Payment failed" };
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      const subscription = subscriptionOf(invoice);
      if (!subscription || !invoice.id) return { type: "ignored", eventId: event.id };
      if (invoice.billing_reason === "subscription_create") {
        return {
          type: "paid",
          eventId: `${invoice.id}:paid`,
          orderId: subscription.orderId,
          providerRef: subscription.id,
          amount: invoice.amount_paid,
          currency: currencyOf(invoice.currency),
        };
      }
      const periodEnd = invoice.lines.data[0]?.period.end ?? invoice.period_end;
      return {
        type: "renewed",
        eventId: `${invoice.id}:paid`,
        subscriptionRef: subscription.id,
        periodEnd: new Date(periodEnd * 1000),
        orderId: subscription.orderId,
      };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscription = subscriptionOf(invoice);
      // A failed renewal is retried by Stripe; if it stays unpaid the subscription ends (customer.subscription.deleted).
      if (!subscription || invoice.billing_reason !== "subscription_create") return { type: "ignored", eventId: event.id };
      return { type: "failed", eventId: event.id, orderId: subscription.orderId, providerRef: subscription.id, reason: "Payment failed" };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      if (!intent || !charge.refunded) return { type: "ignored", eventId: event.id };
      return {
        type: "refunded",
        eventId: `${charge.id}:refunded`,
        orderId: charge.metadata.orderId ?? null,
        providerRef: intent,
        amount: charge.amount_refunded,
      };
    }
    case "customer.subscription.deleted":
      return { type: "ended", eventId: event.id, subscriptionRef: event.data.object.id };
    default:
      return { type: "ignored", eventId: event.id };
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === "resource_missing" || error.statusCode === 404);
}

/** A card error's text is the processor's message for the buyer; anything else is logged and said generally. */
function paymentFailed(error: unknown, log: Log, what: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError) return new AppError("PAYMENT_FAILED", error.message);
  log.error({ err: error instanceof Error ? { message: error.message, type: (error as { type?: unknown }).type } : error }, what);
  return new AppError("PAYMENT_FAILED");
}
