/**
 * Orders (issue 16): only the avatar menu's entries live in the catalogue every page loads first;
 * receipts, product names and the orders pages' texts are the `ordersPages` section (orders-pages.*.ts).
 */
export const ordersEn = {
  menu: {
    orders: "My orders",
    invoices: "My invoices",
    admin: "Orders",
  },
};
