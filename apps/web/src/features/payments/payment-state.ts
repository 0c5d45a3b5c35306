import type { CatalogueProduct, Catalogue, CreatedOrder } from "@studio/contracts";
import { applyPercentOff } from "@studio/domain";
import type { PaymentType } from "./payment-store";

/**
 * The client payment state of spec 01 (issue 16): `paymentParams` (what the pay button charges and
 * which add-ons ride in the same order), `downloadInvoiceData` (the amount of the paid order, for
 * its receipt) and `couponCodeObj` (the checked coupon). The server prices every order again: these
 * figures are what the page shows, never what is charged.
 */
export type PaymentParams = { amount: number; needBrand: boolean; needDesigner: boolean; type: PaymentType };
export type DownloadInvoiceData = { amount: number };
export type CouponCodeObj = { code: string; percentOff: number; returnCustomersOnly: boolean };

export type CheckoutState = {
  product: CatalogueProduct;
  paymentParams: PaymentParams;
  couponCodeObj: CouponCodeObj | null;
  downloadInvoiceData: DownloadInvoiceData | null;
};

/** Pro is the subscription; everything else is bought once (the spec's per-download type). */
export function paymentTypeOf(product: Pick<CatalogueProduct, "kind">): PaymentType {
  return product.kind === "pro" ? "subscription" : "per-download";
}

/** The product an order is placed for: a package with the brand add-on is the Brand package. */
export function orderedProduct(catalogue: Catalogue, product: CatalogueProduct, needBrand: boolean): CatalogueProduct {
  if (!needBrand || product.kind !== "package") return product;
  return catalogue.products.find((candidate) => candidate.kind === "package" && candidate.level === "brand") ?? product;
}

/** What the pay button shows before the server prices the order: the product (+ the designer add-on), less the coupon. */
export function estimateAmount(
  catalogue: Catalogue,
  product: CatalogueProduct,
  options: { needBrand: boolean; needDesigner: boolean; coupon: CouponCodeObj | null },
): number {
  const base = orderedProduct(catalogue, product, options.needBrand).amount;
  const designer =
    options.needDesigner && product.kind === "package" ? (catalogue.products.find((candidate) => candidate.kind === "designer")?.amount ?? 0) : 0;
  const total = base + designer;
  return options.coupon ? applyPercentOff(total, options.coupon.percentOff) : total;
}

export function initialCheckout(catalogue: Catalogue, product: CatalogueProduct): CheckoutState {
  const paymentParams: PaymentParams = { amount: 0, needBrand: false, needDesigner: false, type: paymentTypeOf(product) };
  paymentParams.amount = estimateAmount(catalogue, product, { ...paymentParams, coupon: null });
  return { product, paymentParams, couponCodeObj: null, downloadInvoiceData: null };
}

export type CheckoutAction =
  | { type: "addons"; needBrand?: boolean; needDesigner?: boolean }
  | { type: "coupon"; coupon: CouponCodeObj | null }
  /** The server's price of the prepared order replaces the estimate. */
  | { type: "ordered"; order: Pick<CreatedOrder, "amount"> }
  | { type: "paid"; amount: number };

export function checkoutReducer(catalogue: Catalogue) {
  return (state: CheckoutState, action: CheckoutAction): CheckoutState => {
    switch (action.type) {
      case "addons": {
        const needBrand = action.needBrand ?? state.paymentParams.needBrand;
        const needDesigner = action.needDesigner ?? state.paymentParams.needDesigner;
        const amount = estimateAmount(catalogue, state.product, { needBrand, needDesigner, coupon: state.couponCodeObj });
        return { ...state, paymentParams: { ...state.paymentParams, needBrand, needDesigner, amount } };
      }
      case "coupon": {
        const amount = estimateAmount(catalogue, state.product, { ...state.paymentParams, coupon: action.coupon });
        return { ...state, couponCodeObj: action.coupon, paymentParams: { ...state.paymentParams, amount } };
      }
      case "ordered":
        return { ...state, paymentParams: { ...state.paymentParams, amount: action.order.amount } };
      case "paid":
        return { ...state, downloadInvoiceData: { amount: action.amount } };
    }
  };
}
