import { format } from "@studio/i18n/format";
import { ordersPages, type OrdersPagesMessages } from "@studio/i18n/orders-pages";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the orders pages' texts, e.g. "admin.refundTitle". */
export type OrdersTextKey = Paths<OrdersPagesMessages>;
export type OrdersText = (key: OrdersTextKey, values?: Record<string, string | number>) => string;

export function ordersText(language: string): OrdersText {
  const tree = ordersPages[language === "zh" ? "zh" : "en"];
  return (key, values) => {
    let node: unknown = tree;
    for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
    return format(typeof node === "string" ? node : key, values);
  };
}

/**
 * The orders pages' own texts in the page's language. They ride in these pages' chunk (both
 * languages, @studio/i18n/orders-pages) instead of the catalogue every page downloads first, which
 * keeps the first load within its budget; the language follows i18next like every other text.
 */
export function useOrdersText(): OrdersText {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts depend on the language only
  return useCallback(ordersText(language), [language]);
}
