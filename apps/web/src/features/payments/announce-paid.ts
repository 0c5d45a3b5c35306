import type { OrderView } from "@studio/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "../../api/ApiEventBridge";
import { fireConfetti } from "./confetti";
import { paymentEvents } from "./payment-store";

/**
 * A page that saw an order paid outside the payment dialog (the sandbox card page, the return page
 * after a provider's own page) tells the rest of the app as the dialog does: the completion event
 * with the payment type (spec 01 section 4), the confetti, and the session (balance, Pro badge)
 * fetched again.
 */
export function announceOrderPaid(view: Pick<OrderView, "kind" | "orderId" | "product" | "designId">, queryClient: QueryClient): void {
  paymentEvents.emit("completed", {
    type: view.kind === "pro" ? "subscription" : "per-download",
    orderId: view.orderId,
    productId: view.product,
    designId: view.designId,
  });
  fireConfetti();
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
