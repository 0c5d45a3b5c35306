import type { OrdersText } from "@studio/i18n";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export type { OrdersText, OrdersTextKey } from "@studio/i18n";

/**
 * The orders pages' own texts (the `ordersPages` section, one of the sections loaded on first use:
 * @studio/i18n lazy.*.ts) in the page's language, keyed inside that section. The pages that use
 * them wait for the section (LazyMessagesGate) before they render.
 */
export function useOrdersText(): OrdersText {
  const { t } = useTranslation(undefined, { keyPrefix: "ordersPages" });
  return useMemo(() => (key, values) => t(key, values ?? {}), [t]);
}
