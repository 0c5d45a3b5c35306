import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCreditSummary } from "../hooks/use-credits";
import "../credits.css";

/**
 * A signed-in user's balances for the avatar menu (accounts feature mounts it): AI credits, free
 * AI credits and downloads left today, and a link to the credit history page.
 */
export function CreditBalance({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const summary = useCreditSummary(true);
  if (!summary.data) return null;
  const s = summary.data;
  return (
    <div className="credit-balance" data-testid="credit-balance">
      <strong>{t("credits.aiCredits", { count: s.ai_credits })}</strong>
      {s.pro ? null : <span>{t("credits.freeToday", { count: s.freeCredits })}</span>}
      <span>{s.downloadsUnlimited ? t("credits.downloadsUnlimited") : t("credits.downloadsToday", { count: s.downloadQuotas ?? 0 })}</span>
      <Link to="/credits" onClick={onNavigate}>
        {t("credits.menuLink")}
      </Link>
    </div>
  );
}
