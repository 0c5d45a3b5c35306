import type { Language } from "@studio/contracts";
import { ordersPagesEn } from "./orders-pages.en";
import { ordersPagesZh } from "./orders-pages.zh";
import { format } from "./format";

export { ordersPagesEn, ordersPagesZh };
export type OrdersPagesMessages = typeof ordersPagesEn;

export const ordersPages: Record<Language, OrdersPagesMessages> = { en: ordersPagesEn, zh: ordersPagesZh };

type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the orders texts, e.g. "admin.refundTitle", "receipt.total". */
export type OrdersTextKey = Paths<OrdersPagesMessages>;
export type OrdersText = (key: OrdersTextKey, values?: Record<string, string | number>) => string;

/** The orders texts of one language as a function of key and placeholder values (server and browser alike). */
export function ordersText(language: Language): OrdersText {
  const tree = ordersPages[language];
  return (key, values) => {
    let node: unknown = tree;
    for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
    return format(typeof node === "string" ? node : key, values);
  };
}
