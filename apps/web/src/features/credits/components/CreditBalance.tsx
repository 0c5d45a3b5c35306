import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCreditSummary } from "../hooks/use-credits";
import "../credits.css";

/**
 * A signed-in user's balances: AI credits, free AI credits and downloads left today. The history
 * page shows it as a row; the avatar menu (accounts feature) can mount it as a column with the
 * link to the history page.
 */
export function CreditBalance({
  layout = "column",
  historyLink = false,
  onNavigate,
}: {
  layout?: "row" | "column";
  historyLink?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const summary = useCreditSummary(true);
  if (!summary.data) return null;
  const s = summary.data;
  return (
    <p className={layout === "row" ? "credit-history-summary" : "credit-balance"} data-testid="credit-summary">
      <strong>{t("credits.aiCredits", { count: s.ai_credits })}</strong>
      {s.pro ? null : <span>{t("credits.freeToday", { count: s.freeCredits })}</span>}
      <span>{s.downloadsUnlimited ? t("credits.downloadsUnlimited") : t("credits.downloadsToday", { count: s.downloadQuotas ?? 0 })}</span>
      {historyLink ? (
        <Link to="/credits" onClick={onNavigate}>
          {t("credits.menuLink")}
        </Link>
      ) : null}
    </p>
  );
}
