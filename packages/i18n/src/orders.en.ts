/**
 * Orders after checkout (issue 16): receipts and invoices (the server's PDF), My orders / My
 * invoices, and the admin's orders page, refund dialog and revenue chart.
 */
export const ordersEn = {
  receipt: {
    receiptTitle: "Receipt",
    invoiceTitle: "Invoice",
    orderId: "Order ID",
    invoiceNumber: "Invoice number",
    ordered: "Ordered",
    paid: "Paid",
    issued: "Issued",
    billedTo: "Billed to",
    product: "Product",
    design: "Logo",
    paymentMethod: "Payment method",
    reference: "Payment reference",
    coupon: "Coupon",
    couponValue: "{{code}} ({{percent}}% off)",
    subtotal: "Subtotal",
    discount: "Discount",
    taxIncluded: "Tax (included, {{percent}}%)",
    taxNone: "Tax: included / 0",
    total: "Total paid",
    status: "Status",
    refunded: "Refunded on {{date}}",
    thanks: "Thank you for your purchase. Keep this document for your records.",
    pricesInclude: "Prices include all taxes.",
  },
  products: {
    credits: "{{credits}} AI credits",
    pro: "Pro membership, 1 month ({{credits}} AI credits)",
    package: "{{level}} logo package",
    upgrade: "{{level}} logo package (upgrade from {{from}})",
    download: "{{item}} download",
    designer: "Designer fix (within 3 days, up to 3 revisions)",
  },
  levels: {
    basic: "Basic",
    professional: "Professional",
    brand: "Brand",
  },
  providers: {
    sandbox: "Card (sandbox test payment)",
    stripe: "Card (Stripe)",
    paypal: "PayPal",
    wechat: "WeChat Pay",
    alipay: "Alipay",
  },
  states: {
    created: "Created",
    pending: "Pending",
    paid: "Paid",
    fulfilled: "Completed",
    failed: "Failed",
    refunded: "Refunded",
  },
  /** The avatar menu's entries (in every page's first download; the pages' own texts are in orders-pages). */
  menu: {
    orders: "My orders",
    invoices: "My invoices",
    admin: "Orders",
  },
};
