import type { Language } from "@studio/contracts";
import { formatMinor, includedTax, type Currency, type OrderState, type ProductKind } from "@studio/domain";
import { ordersText, translate } from "@studio/i18n";

/**
 * What a receipt or invoice says, as lines of text: the words come from @studio/i18n in the
 * document's language, the amounts from the order. Layout is receipt-pdf.ts's business.
 */
export type ReceiptOrder = {
  id: string;
  kind: ProductKind;
  product: string;
  details: { credits?: number; level?: string; fromLevel?: string | null; item?: string };
  /** What the buyer paid and the catalogue price before the coupon, in minor units. */
  amount: number;
  listAmount: number;
  currency: Currency;
  coupon: string | null;
  percentOff: number | null;
  provider: string;
  providerRef: string | null;
  state: OrderState;
  designId: string | null;
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
};

export type ReceiptDocument = {
  type: "receipt" | "invoice";
  language: Language;
  /** The seller's name (and address) printed at the top (RECEIPT_ISSUER). */
  issuer: string;
  /** RECEIPT_TAX_PERCENT: prices include tax; 0 prints the spec-silent 'included / 0' line. */
  taxPercent: number;
  /** Dates are printed in this IANA zone (the site's QUOTA_TIME_ZONE). */
  timeZone: string;
  order: ReceiptOrder;
  buyer: { name: string; email: string | null };
  issuedAt: Date;
};

export type ReceiptRow = { label: string; value: string };
export type ReceiptTotal = ReceiptRow & { strong?: boolean };
export type ReceiptText = {
  title: string;
  issuer: string;
  meta: ReceiptRow[];
  billedTo: { label: string; lines: string[] };
  item: { header: [string, string]; name: string; note: string | null; amount: string };
  totals: ReceiptTotal[];
  payment: ReceiptRow[];
  refunded: string | null;
  footer: string[];
};

const providerNames = ["sandbox", "stripe", "paypal", "wechat", "alipay"] as const;
const levels = ["basic", "professional", "brand"] as const;
const items = ["poster", "bizcard", "logoanimate", "ppt"] as const;

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): T | undefined {
  return list.find((entry) => entry === value);
}

/** "2026-11-25 22:57 UTC" in the given zone: unambiguous in both languages. */
export function receiptDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${timeZone}`;
}

/** The product as the buyer bought it, from the facts frozen on the order (not today's catalogue). */
export function orderProductName(order: Pick<ReceiptOrder, "kind" | "product" | "details">, language: Language): string {
  const t = ordersText(language);
  const details = order.details;
  switch (order.kind) {
    case "credits":
      return t("products.credits", { credits: details.credits ?? 0 });
    case "pro":
      return t("products.pro", { credits: details.credits ?? 0 });
    case "package": {
      const level = oneOf(levels, details.level ?? order.product.replace(/^package-/, ""));
      const from = oneOf(levels, details.fromLevel);
      const name = level ? t(`levels.${level}`) : order.product;
      return from ? t("products.upgrade", { level: name, from: t(`levels.${from}`) }) : t("products.package", { level: name });
    }
    case "download": {
      const item = oneOf(items, details.item ?? order.product.replace(/^download-/, ""));
      return t("products.download", { item: item ? translate(language, `productTypes.${item}`) : order.product });
    }
    case "designer":
      return t("products.designer");
  }
}

export function providerLabel(provider: string, language: Language): string {
  const known = oneOf(providerNames, provider);
  return known ? ordersText(language)(`providers.${known}`) : provider;
}

export function receiptText(doc: ReceiptDocument): ReceiptText {
  const { order, language } = doc;
  const t = ordersText(language);
  const money = (amount: number) => formatMinor(amount, order.currency);
  const date = (at: Date) => receiptDate(at, doc.timeZone);
  const invoice = doc.type === "invoice";
  const meta: ReceiptRow[] = [
    { label: invoice ? t("receipt.invoiceNumber") : t("receipt.orderId"), value: order.id },
    ...(invoice ? [{ label: t("receipt.issued"), value: date(doc.issuedAt) }] : []),
    { label: t("receipt.ordered"), value: date(order.createdAt) },
    ...(order.paidAt ? [{ label: t("receipt.paid"), value: date(order.paidAt) }] : []),
    { label: t("receipt.status"), value: t(`states.${order.state}`) },
  ];
  const discount = order.listAmount - order.amount;
  const tax = includedTax(order.amount, doc.taxPercent);
  const totals: ReceiptTotal[] = [
    { label: t("receipt.subtotal"), value: money(order.listAmount) },
    ...(discount > 0 || order.coupon
      ? [
          {
            label: `${t("receipt.discount")}${order.coupon ? ` · ${t("receipt.couponValue", { code: order.coupon, percent: order.percentOff ?? 0 })}` : ""}`,
            value: money(-discount),
          },
        ]
      : []),
    doc.taxPercent > 0 ? { label: t("receipt.taxIncluded", { percent: doc.taxPercent }), value: money(tax) } : { label: t("receipt.taxNone"), value: money(0) },
    { label: t("receipt.total"), value: `${money(order.amount)} ${order.currency}`, strong: true },
  ];
  return {
    title: invoice ? t("receipt.invoiceTitle") : t("receipt.receiptTitle"),
    issuer: doc.issuer,
    meta,
    billedTo: { label: t("receipt.billedTo"), lines: [doc.buyer.name, doc.buyer.email ?? ""].filter((line) => line.trim() !== "") },
    item: {
      header: [t("receipt.product"), t("receipt.subtotal")],
      name: orderProductName(order, language),
      note: order.designId ? `${t("receipt.design")}: ${order.designId}` : null,
      amount: money(order.listAmount),
    },
    totals,
    payment: [
      { label: t("receipt.paymentMethod"), value: providerLabel(order.provider, language) },
      ...(order.providerRef ? [{ label: t("receipt.reference"), value: order.providerRef }] : []),
    ],
    refunded: order.refundedAt ? t("receipt.refunded", { date: date(order.refundedAt) }) : null,
    footer: [t("receipt.thanks"), t("receipt.pricesInclude")],
  };
}
