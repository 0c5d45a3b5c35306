import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { en } from "@studio/i18n";
import { AppError } from "../../errors";
import type { NotificationRequest, PaymentNotice, PaymentProvider } from "./payment-provider";

/**
 * The offline card processor (issue 16): a fresh machine with no keys sells through it. It behaves
 * like a card processor's test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 9995 has insufficient funds. Its answer is not applied directly: it is written as
 * a notification signed with HMAC-SHA256 (PAYMENTS_SANDBOX_SECRET) and goes through the same
 * webhook handling as a real provider's, so the fulfilment tested here is the real one.
 */
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";
/** A signed notification older than this is refused (a captured one cannot be replayed later). */
const TOLERANCE_MS = 5 * 60_000;

export const sandboxCards = {
  "4242424242424242": { ok: true },
  "4000000000000002": { ok: false, reason: en.commerce.sandbox.declined },
  "4000000000009995": { ok: false, reason: en.commerce.sandbox.insufficientFunds },
} as const;

export type SandboxCharge = { ok: true } | { ok: false; reason: string };

const noticeSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("paid"),
    eventId: z.string(),
    orderId: z.string(),
    providerRef: z.string(),
    amount: z.number().int(),
    currency: z.enum(["USD", "CNY"]),
  }),
  z.object({ type: z.literal("failed"), eventId: z.string(), orderId: z.string(), providerRef: z.string(), reason: z.string() }),
  z.object({ type: z.literal("renewed"), eventId: z.string(), subscriptionRef: z.string(), periodEnd: z.string().datetime(), orderId: z.null() }),
  z.object({ type: z.literal("ended"), eventId: z.string(), subscriptionRef: z.string() }),
]);
export type SandboxNotice = z.input<typeof noticeSchema>;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type SandboxProvider = PaymentProvider & {
  /** What the processor answers for a card number (spaces ignored). */
  charge(card: string): SandboxCharge;
  /** A notification as the processor would post it: signed body and headers. */
  sign(notice: SandboxNotice): NotificationRequest;
  newEventId(): string;
};

export function createSandboxProvider(options: { secret: string; now: () => Date }): SandboxProvider {
  const mac = (timestamp: string, body: Buffer) => createHmac("sha256", options.secret).update(`${timestamp}.`).update(body).digest();

  return {
    name: "sandbox",

    async startCheckout(order) {
      // The in-app card page (apps/web) posts the card to POST /api/payment/sandbox/{orderId}/pay.
      return { providerRef: `sbx_${order.orderId}`, checkoutUrl: `/payment/sandbox/${encodeURIComponent(order.orderId)}`, clientSecret: null };
    },

    charge(card) {
      const digits = card.replace(/[\s-]/g, "");
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, reason: en.commerce.sandbox.incorrectNumber };
      const known = sandboxCards[digits as keyof typeof sandboxCards];
      // Any other well-formed number is declined, as a test-mode processor does with real cards.
      return known ?? { ok: false, reason: en.commerce.sandbox.declined };
    },

    sign(notice) {
      const rawBody = Buffer.from(JSON.stringify(notice));
      const timestamp = String(options.now().getTime());
      return {
        headers: { [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${mac(timestamp, rawBody).toString("hex")}`, "content-type": "application/json" },
        rawBody,
      };
    },

    newEventId() {
      return `sbx_evt_${randomBytes(12).toString("hex")}`;
    },

    async parseNotification(request): Promise<PaymentNotice> {
      const header = request.headers[SANDBOX_SIGNATURE_HEADER];
      const match = typeof header === "string" ? /^t=(\d{1,16}),v1=([0-9a-f]{64})$/.exec(header) : null;
      if (!match) throw new AppError("PAYMENT_SIGNATURE");
      const [, timestamp = "", signature = ""] = match;
      const expected = mac(timestamp, request.rawBody);
      if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) throw new AppError("PAYMENT_SIGNATURE");
      if (Math.abs(options.now().getTime() - Number(timestamp)) > TOLERANCE_MS) throw new AppError("PAYMENT_SIGNATURE");
      let body: unknown;
      try {
        body = JSON.parse(request.rawBody.toString("utf8"));
      } catch {
        throw new AppError("BAD_REQUEST", "The notification is not JSON.");
      }
      const notice = noticeSchema.safeParse(body);
      if (!notice.success) throw new AppError("BAD_REQUEST", "The notification is not one the sandbox sends.");
      const data = notice.data;
      return data.type === "renewed" ? { ...data, periodEnd: new Date(data.periodEnd) } : data;
    },

    // The sandbox keeps no state of its own: the order row is the whole truth.
    async lookup() {
      return null;
    },

    async refund() {},

    async cancelSubscription() {},
  };
}
