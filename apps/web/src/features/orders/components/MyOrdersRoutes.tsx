import { LazyMessagesGate } from "../../../i18n/LazyMessagesGate";
import { MyOrdersPage } from "./MyOrdersPage";

// The orders texts are a section loaded on first use: the pages wait for it.

/** /orders: every order of the signed-in buyer. */
export function MyOrdersRoute() {
  return (
    <LazyMessagesGate>
      <MyOrdersPage mode="orders" />
    </LazyMessagesGate>
  );
}

/** /invoices: the paid ones, each with its receipt and invoice. */
export function MyInvoicesRoute() {
  return (
    <LazyMessagesGate>
      <MyOrdersPage mode="invoices" />
    </LazyMessagesGate>
  );
}
