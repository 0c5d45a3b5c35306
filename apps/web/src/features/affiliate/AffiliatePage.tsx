import { formatMinor } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { toast } from "../../ui/toast-store";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { openContactDialog, useContactDialog } from "../contact/contact-store";
import { openLoginPanel } from "../session/login-panel-store";
import { affiliateApi, affiliateKeys } from "./affiliate-api";
import { AffiliateCodeDialog } from "./AffiliateCodeDialog";
import { RewardsChart } from "./RewardsChart";
import "./affiliate.css";

/**
 * The affiliate page (/affiliate): the programme and the application for everyone; for an approved
 * partner the code, the tracking link, the balances, rewards by month and withdrawals (docs/affiliate.md).
 */
export function AffiliatePage() {
  const ready = useLazyMessages();
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  const dialog = useContactDialog();
  const [choosing, setChoosing] = useState(false);
  const me = useQuery({ queryKey: affiliateKeys.me, queryFn: ({ signal }) => affiliateApi.me(signal), enabled: !!user });
  const approved = me.data?.partner?.state === "approved";
  const stats = useQuery({ queryKey: affiliateKeys.stats, queryFn: ({ signal }) => affiliateApi.stats(6, signal), enabled: approved });
  const withdrawals = useQuery({ queryKey: affiliateKeys.withdrawals, queryFn: ({ signal }) => affiliateApi.withdrawals(signal), enabled: approved });
  const refetch = me.refetch;

  // The affiliate form is sent from the contact dialog: when it closes, the record may have changed.
  useEffect(() => {
    if (!dialog.open && user) void refetch();
  }, [dialog.open, user, refetch]);

  if (!ready) return null;
  const terms = me.data?.terms;
  const partner = me.data?.partner ?? null;
  const money = (minor: number) => (terms ? `${formatMinor(minor, terms.currency)} ${terms.currency}` : "");

  return (
    <section className="affiliate-page" data-testid="affiliate-page">
      <h1>{t("affiliate.title")}</h1>
      <p className="affiliate-lead">{t("affiliate.lead")}</p>
      {!user && !loading ? (
        <p>
          {t("affiliate.signIn")}{" "}
          <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
            {t("affiliate.signInButton")}
          </button>
        </p>
      ) : null}
      {terms ? (
        <ul className="affiliate-terms" data-testid="affiliate-terms">
          <li>{t("affiliate.terms.reward", { min: money(Math.min(...Object.values(terms.rates))), max: money(Math.max(...Object.values(terms.rates))) })}</li>
          <li>{t("affiliate.terms.window", { days: terms.refundWindowDays })}</li>
          <li>{t("affiliate.terms.fee", { fee: money(terms.fee), below: money(terms.feeBelow), days: terms.workingDays })}</li>
        </ul>
      ) : null}
      {user && me.data && !partner ? (
        <button type="button" className="button button-primary" data-testid="affiliate-apply" onClick={() => openContactDialog({ type: "affiliate" })}>
          {t("affiliate.apply")}
        </button>
      ) : null}
      {partner?.state === "pending" ? <p data-testid="affiliate-pending">{t("affiliate.pending")}</p> : null}
      {partner?.state === "rejected" ? (
        <div data-testid="affiliate-rejected">
          <p>{t("affiliate.rejected", { reason: partner.rejectReason ?? "" })}</p>
          <button type="button" className="button" onClick={() => openContactDialog({ type: "affiliate" })}>
            {t("affiliate.applyAgain")}
          </button>
        </div>
      ) : null}
      {approved && partner && !partner.code ? (
        <div className="affiliate-setup" data-testid="affiliate-setup">
          <h2>{t("affiliate.setup.title")}</h2>
          <p>{t("affiliate.setup.lead", { percent: partner.percentOff })}</p>
          <button type="button" className="button button-primary" data-testid="affiliate-choose-code" onClick={() => setChoosing(true)}>
            {t("affiliate.setup.choose")}
          </button>
        </div>
      ) : null}
      {choosing && partner ? <AffiliateCodeDialog percentOff={partner.percentOff} onClose={() => setChoosing(false)} /> : null}
      {approved && partner?.code && terms ? (
        <div className="affiliate-dashboard" data-testid="affiliate-dashboard">
          <div className="affiliate-link">
            <span>{t("affiliate.dashboard.code", { code: partner.code, percent: partner.percentOff })}</span>
            <input readOnly className="auth-input" value={partner.link ?? ""} aria-label={t("affiliate.dashboard.link")} data-testid="affiliate-link" />
            <button
              type="button"
              className="button"
              onClick={() =>
                void navigator.clipboard.writeText(partner.link ?? "").then(
                  () => toast.success(t("affiliate.dashboard.copied")),
                  () => toast.error(t("affiliate.dashboard.copyFailed")),
                )
              }
            >
              {t("affiliate.dashboard.copy")}
            </button>
          </div>
          <dl className="affiliate-balances">
            <div>
              <dt>{t("affiliate.dashboard.pending")}</dt>
              <dd data-testid="affiliate-pending-balance">{money(partner.pending)}</dd>
            </div>
            <div>
              <dt>{t("affiliate.dashboard.available")}</dt>
              <dd data-testid="affiliate-available-balance">{money(partner.available)}</dd>
            </div>
            <div>
              <dt>{t("affiliate.dashboard.withdrawn")}</dt>
              <dd data-testid="affiliate-withdrawn-balance">{money(partner.withdrawn)}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="button button-primary"
            data-testid="affiliate-withdraw"
            disabled={partner.available <= 0}
            onClick={() =>
              openContactDialog({
                type: "withdraw",
                withdrawal: {
                  available: partner.available,
                  currency: terms.currency,
                  fee: terms.fee,
                  feeBelow: terms.feeBelow,
                  workingDays: terms.workingDays,
                },
              })
            }
          >
            {t("affiliate.dashboard.withdraw")}
          </button>
          {stats.data ? (
            <>
              <h2>{t("affiliate.dashboard.byMonth")}</h2>
              <RewardsChart stats={stats.data} />
              <table className="affiliate-table" data-testid="affiliate-stats">
                <thead>
                  <tr>
                    <th scope="col">{t("affiliate.dashboard.month")}</th>
                    <th scope="col">{t("affiliate.dashboard.clicks")}</th>
                    <th scope="col">{t("affiliate.dashboard.signUps")}</th>
                    <th scope="col">{t("affiliate.dashboard.orders")}</th>
                    <th scope="col">{t("affiliate.dashboard.rewards")}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.months.map((m) => (
                    <tr key={m.month}>
                      <td>{m.month}</td>
                      <td>{m.clicks}</td>
                      <td>{m.signUps}</td>
                      <td>{m.orders}</td>
                      <td>{money(m.rewards)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
          <h2>{t("affiliate.dashboard.withdrawals")}</h2>
          {withdrawals.data && withdrawals.data.list.length === 0 ? <p>{t("affiliate.dashboard.noWithdrawals")}</p> : null}
          {withdrawals.data && withdrawals.data.list.length > 0 ? (
            <table className="affiliate-table" data-testid="affiliate-withdrawals">
              <thead>
                <tr>
                  <th scope="col">{t("affiliate.dashboard.date")}</th>
                  <th scope="col">{t("affiliate.dashboard.amount")}</th>
                  <th scope="col">{t("affiliate.dashboard.fee")}</th>
                  <th scope="col">{t("affiliate.dashboard.state")}</th>
                </tr>
              </thead>
              <tbody>
                {withdrawals.data.list.map((w) => (
                  <tr key={w.id} data-testid="affiliate-withdrawal-row">
                    <td>{w.createdAt.slice(0, 10)}</td>
                    <td>{money(w.amount)}</td>
                    <td>{money(w.fee)}</td>
                    <td>
                      {t(`affiliate.states.${w.state}`)}
                      {w.reason ? ` (${w.reason})` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
