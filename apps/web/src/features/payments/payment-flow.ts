import { errorCatalogue } from "@studio/contracts/plain";
import type { TFunction } from "i18next";
import { ApiError } from "../../api/client";
import { paymentsApi } from "./payments-api";
import { pollPayment, PaymentPollError } from "./payment-poll";

export type CardDetails = { card: string; expiry: string; cvc: string; name: string };

/**
 * The sandbox card step, then the record check until the order is paid: the sandbox confirms
 * through the same signed notification as a real provider, so "paid" is read back, not assumed.
 */
export async function paySandboxOrder(orderId: string, card: CardDetails, options: { signal?: AbortSignal; timeoutText: string }): Promise<void> {
  await paymentsApi.sandboxPay(orderId, { card: card.card.replace(/\s/g, ""), expiry: card.expiry.replace(/\s/g, ""), cvc: card.cvc, name: card.name });
  await pollPayment((signal) => paymentsApi.check(orderId, signal), { signal: options.signal, timeoutText: options.timeoutText });
}

/**
 * What to tell the payer about a failure: a declined card's processor message as the server sent
 * it, a known error code in the page language, else the spec's 'Payment failed'.
 */
export function paymentErrorText(error: unknown, t: TFunction): string {
  if (error instanceof PaymentPollError) return error.reason === "timeout" ? t("payment.timeout") : error.message;
  if (error instanceof ApiError) {
    // The processor's own words (a decline, insufficient funds) come with PAYMENT_FAILED.
    if (error.error === "PAYMENT_FAILED" && error.message && error.message !== errorCatalogue.PAYMENT_FAILED.message) return error.message;
    const key = `errors.${error.error}`;
    if (t(key as "errors.PAYMENT_FAILED", { defaultValue: "" }) !== "") return t(key as "errors.PAYMENT_FAILED");
    if (error.message) return error.message;
  }
  // Our own errors carry a message meant for the payer (the server's msg for an intent without a client secret).
  if (error instanceof Error && error.message) return error.message;
  return t("errors.PAYMENT_FAILED");
}
