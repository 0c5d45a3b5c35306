import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLazyMessages } from "./use-lazy-messages";

/** Renders `children` once the sections loaded on first use are here (useLazyMessages), a spinner until then. */
export function LazyMessagesGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (!useLazyMessages()) return <div className="spinner" role="status" aria-label={t("common.loading")} />;
  return children;
}
