import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openPayment } from "../../payments/payment-store";
import { useCreditSummary } from "../hooks/use-credits";
import type { LimitDialog } from "../limit-kind";
import "../credits.css";

/**
 * What the recharge modal and the upgrade tips offer under the limit message (issue 16): the
 * recharge modal (a Pro member out of credits) offers credit packs and says 'Renew Pro'; the
 * upgrade tips say what Pro gives and lead to it, or to credits, in the payment dialog; a free
 * user also reads when the daily allowance comes back. The balance links to its history.
 */
export function LimitHelp({ dialog, onNavigate }: { dialog: Exclude<LimitDialog, "message">; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const summary = useCreditSummary(user !== null);
  const s = summary.data;
  const pay = (tab: "credits" | "pro") => {
    onNavigate();
    openPayment({ tab });
  };
  const [first, second] = dialog === "recharge" ? (["credits", "pro"] as const) : (["pro", "credits"] as const);
  const label = { credits: t("payment.buyCredits"), pro: dialog === "recharge" ? t("limits.renewPro") : t("payment.upgradePro") };
  const testId = { credits: "limit-buy-credits", pro: dialog === "recharge" ? "limit-renew-pro" : "limit-upgrade-pro" };
  return (
    <div className="limit-help" data-testid={`limit-help-${dialog}`}>
      {s && dialog === "upgrade" ? <p>{t("credits.proBenefits", { proCredits: s.proMonthlyCredits })}</p> : null}
      {s && !s.pro ? <p>{t("credits.howFree", { credits: s.freeCreditsPerDay, downloads: s.freeDownloadsPerDay })}</p> : null}
      <div className="limit-help-actions">
        <button type="button" className="button button-primary" onClick={() => pay(first)} data-testid={testId[first]}>
          {label[first]}
        </button>
        <button type="button" className="button button-secondary" onClick={() => pay(second)} data-testid={testId[second]}>
          {label[second]}
        </button>
        <Link to="/pricing" onClick={onNavigate}>
          {t("payment.seePricing")}
        </Link>
      </div>
      {s ? (
        <p className="limit-help-balance">
          {t("credits.aiCredits", { count: s.ai_credits })}
          {" · "}
          <Link to="/credits" onClick={onNavigate}>
            {t("credits.viewHistory")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
