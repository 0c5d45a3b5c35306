import { createEventBus } from "../../lib/event-bus";
import { createExternalStore } from "../../lib/external-store";

/** Which list the payment options dialog shows first. */
export type PaymentTab = "credits" | "pro" | "package";

/**
 * What a page asks the payment dialog for. `productId` goes straight to its checkout ("fast mode":
 * on an error the dialog closes, spec 01 section 4); without it the options are shown. `designId`
 * is the logo a package or per-download item is for; `reason` is the limit code that opened it
 * (its text heads the dialog).
 */
export type PaymentRequest = {
  tab: PaymentTab;
  productId?: string;
  designId?: string;
  reason?: string;
};

/**
 * The dialog's open state. This file is imported by the page frame and by the gates, so it stays
 * tiny: the dialog itself, the card forms and the provider scripts load on first use
 * (components/PaymentMount.tsx), never with the first page.
 */
export const paymentStore = createExternalStore<PaymentRequest | null>(null);

export function openPayment(request: PaymentRequest): void {
  paymentStore.set(request);
}

export function closePayment(): void {
  paymentStore.set(null);
}

/** The spec's payment types: a one-off purchase or the Pro subscription. */
export type PaymentType = "per-download" | "subscription";

export type PaymentEvents = {
  /** Emitted once an order is paid (spec 01 section 4: the completion event with the payment type); pages refresh what they show. */
  completed: { type: PaymentType; orderId: string; productId: string; designId: string | null };
};

export const paymentEvents = createEventBus<PaymentEvents>();

/** Spec 01 section 4: opening the payment modal signed out opens the login panel instead. */
export function paymentOpenDecision(request: PaymentRequest | null, user: { id: number } | null, userLoading: boolean): "closed" | "wait" | "login" | "open" {
  if (!request) return "closed";
  if (userLoading) return "wait";
  return user ? "open" : "login";
}
