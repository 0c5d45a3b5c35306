import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { useCreditSummary } from "../hooks/use-credits";
import type { LimitDialog } from "../limit-kind";

/**
 * What the recharge modal and the upgrade tips say under the limit message. Payments do not exist
 * yet, so instead of purchase buttons they tell the truth: what Pro gives, that it cannot be bought
 * here yet, and how to get credits now (the daily free allowance, an administrator's grant).
 */
export function LimitHelp({ dialog, onNavigate }: { dialog: Exclude<LimitDialog, "message">; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const summary = useCreditSummary(user !== null);
  const s = summary.data;
  return (
    <div className="limit-help" data-testid={`limit-help-${dialog}`}>
      {s && dialog === "upgrade" ? <p>{t("credits.proBenefits", { proCredits: s.proMonthlyCredits })}</p> : null}
      <p>{t("credits.notForSale")}</p>
      <h3 className="limit-help-title">{t("credits.howToGet")}</h3>
      <ul>
        {s && !s.pro ? <li>{t("credits.howFree", { credits: s.freeCreditsPerDay, downloads: s.freeDownloadsPerDay })}</li> : null}
        <li>{t("credits.howAdmin")}</li>
      </ul>
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
