import { checkoutEn } from "./checkout.en";
import { commerceEn } from "./commerce.en";
import { ordersEn } from "./orders.en";

/**
 * Sections of the English catalogue that only some pages need (payments, orders, invoices): the
 * browser loads them on first use (apps/web/src/i18n/i18n-setup.ts `loadLazyMessages`), so they
 * are not part of every page's first download. Add an area's messages here when only pages that
 * load later use them.
 */
export const enLazy = {
  commerce: commerceEn,
  checkout: checkoutEn,
  orders: ordersEn,
};

export type LazyMessages = typeof enLazy;
