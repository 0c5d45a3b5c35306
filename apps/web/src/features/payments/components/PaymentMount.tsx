import { lazy, Suspense, useSyncExternalStore } from "react";
import { paymentStore } from "../payment-store";

// Everything of a payment (the sign-in check, the dialog, the card forms, the provider scripts)
// loads when one first opens: this mount is on every page, so it holds only the store subscription
// (the initial-JS budget, e2e/tests/bundle-budget.e2e.test.ts).
const PaymentHost = lazy(async () => ({ default: (await import("./PaymentHost")).PaymentHost }));

/** Mounted once in the page frame; renders the payment dialog while a payment is asked for (openPayment). */
export function PaymentMount() {
  const request = useSyncExternalStore(paymentStore.subscribe, paymentStore.getSnapshot);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <PaymentHost request={request} />
    </Suspense>
  );
}
