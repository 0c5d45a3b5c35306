import type { Language } from "@studio/contracts";
import { en as enCore, type CoreMessages, type Messages } from "./en";
import { enLazy, type LazyMessages } from "./lazy.en";
import { zhLazy } from "./lazy.zh";
import { zh as zhCore } from "./zh";
import { format } from "./format";

/** The whole catalogues: the core a page loads first plus the sections it loads on first use. */
export const en: Messages = { ...enCore, ...enLazy };
export const zh: Messages = { ...zhCore, ...zhLazy };
export type { CoreMessages, LazyMessages, Messages };

/** Dot-separated paths to every string of `Messages`, e.g. "errors.NOT_FOUND". */
type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Paths<Messages>;

const catalogue: Record<Language, Messages> = { en, zh };

/** The whole message tree of one language (the browser hands it to i18next). */
export function messages(language: Language): Messages {
  return catalogue[language];
}

// Lives in its own module so a lazy chunk can use it without the whole catalogue.
export { format } from "./format";

/** A key of the orders texts (the `ordersPages` section), e.g. "admin.refundTitle", "receipt.total". */
export type OrdersTextKey = Paths<Messages["ordersPages"]>;
export type OrdersText = (key: OrdersTextKey, values?: Record<string, string | number>) => string;

/** The orders texts of one language as a function of key and placeholder values (the server's receipts). */
export function ordersText(language: Language): OrdersText {
  return (key, values) => translate(language, `ordersPages.${key}`, values);
}

/** One message by key, for code without i18next (the server's e-mails and error texts). */
export function translate(language: Language, key: MessageKey, values?: Record<string, string | number>): string {
  let node: unknown = catalogue[language];
  for (const part of key.split(".")) {
    node = (node as Record<string, unknown>)[part];
  }
  return format(node as string, values);
}
