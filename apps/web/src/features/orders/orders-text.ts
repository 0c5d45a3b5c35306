import { ordersText, type OrdersText } from "@studio/i18n/orders-pages";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export { ordersText, type OrdersText, type OrdersTextKey } from "@studio/i18n/orders-pages";

/**
 * The orders pages' own texts in the page's language. They ride in these pages' chunk (both
 * languages, @studio/i18n/orders-pages) instead of the catalogue every page downloads first, which
 * keeps the first load within its budget; the language follows i18next like every other text.
 */
export function useOrdersText(): OrdersText {
  const { i18n } = useTranslation();
  const language = i18n.language === "zh" ? "zh" : "en";
  return useMemo(() => ordersText(language), [language]);
}
