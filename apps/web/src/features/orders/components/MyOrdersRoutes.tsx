import { MyOrdersPage } from "./MyOrdersPage";

/** /orders: every order of the signed-in buyer. */
export function MyOrdersRoute() {
  return <MyOrdersPage mode="orders" />;
}

/** /invoices: the paid ones, each with its receipt and invoice. */
export function MyInvoicesRoute() {
  return <MyOrdersPage mode="invoices" />;
}
