import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { useCreditHistory } from "../hooks/use-credits";
import { CreditBalance } from "./CreditBalance";
import { kindLabel, reasonLabel } from "../ledger-labels";
import { pairRefunds } from "../refund-pairs";
import type { LedgerEntry } from "../api/credits-api";
import "../credits.css";

const PAGE_SIZE = 20;

function balanceName(
  entry: LedgerEntry,
  t: (key: "credits.balanceAi" | "credits.balanceClassic" | "credits.balanceFree" | "credits.balancePartner" | "credits.balanceCutout") => string,
): string {
  if (entry.balance === "free_daily") return t("credits.balanceFree");
  if (entry.balance === "free_cutout") return t("credits.balanceCutout");
  if (entry.balance === "partner") return t("credits.balancePartner");
  if (entry.balance === "credits") return t("credits.balanceClassic");
  return t("credits.balanceAi");
}

/** /credits: the signed-in user's credit ledger, newest first, paged. */
export function CreditHistoryPage() {
  const { t, i18n } = useTranslation();
  const { user, loading } = useCurrentUser();
  const [page, setPage] = useState(1);
  const signedIn = user !== null;
  const history = useCreditHistory(page, PAGE_SIZE, signedIn);
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en", { dateStyle: "medium", timeStyle: "short" });

  if (loading) return <section className="credit-history" aria-busy="true" />;
  if (!signedIn) {
    return (
      <section className="credit-history">
        <h1>{t("credits.historyTitle")}</h1>
        <p>{t("credits.signInToSee")}</p>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("credits.signIn")}
        </button>
      </section>
    );
  }

  const data = history.data;
  return (
    <section className="credit-history" data-testid="credit-history">
      <h1>{t("credits.historyTitle")}</h1>
      <p>{t("credits.historyLead")}</p>
      <CreditBalance layout="row" />
      {data && data.items.length === 0 ? <p data-testid="credit-history-empty">{t("credits.empty")}</p> : null}
      {data && data.items.length > 0 ? (
        <table className="credit-history-table">
          <thead>
            <tr>
              <th scope="col">{t("credits.date")}</th>
              <th scope="col">{t("credits.kind")}</th>
              <th scope="col" className="credit-optional">
                {t("credits.for")}
              </th>
              <th scope="col" className="credit-number">
                {t("credits.amount")}
              </th>
              <th scope="col" className="credit-number">
                {t("credits.balance")}
              </th>
            </tr>
          </thead>
          <tbody>
            {pairRefunds(data.items).map(({ entry, returnsAbove }) => (
              <tr
                key={entry.id}
                data-testid="credit-row"
                data-refund-of={entry.refundOf ?? undefined}
                className={returnsAbove ? "credit-refund-row" : undefined}
              >
                <td>{dateFormat.format(new Date(entry.createdAt))}</td>
                <td>
                  {returnsAbove ? <span className="credit-refund-of">{t("credits.refundOfAbove")}</span> : kindLabel(entry, t)}
                  {entry.refunded ? <span className="credit-tag">{t("credits.refunded")}</span> : null}
                </td>
                <td className="credit-optional">
                  {reasonLabel(entry, t)}
                  {entry.note ? <span className="credit-reference">{entry.note}</span> : null}
                  {entry.reference ? <span className="credit-reference">{entry.reference}</span> : null}
                </td>
                <td className={`credit-number ${entry.amount > 0 ? "credit-plus" : "credit-minus"}`}>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                <td className="credit-number">
                  {entry.balanceAfter} <span className="credit-reference">{balanceName(entry, t)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data && (page > 1 || data.more) ? (
        <nav className="credit-pager" aria-label={t("credits.historyTitle")}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {t("credits.newer")}
          </button>
          <span>{t("credits.page", { page })}</span>
          <button type="button" className="button" disabled={!data.more} onClick={() => setPage((p) => p + 1)}>
            {t("credits.older")}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
