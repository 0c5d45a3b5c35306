import { formatMinor } from "@studio/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { TextPromptDialog } from "../../ui/TextPromptDialog";
import { toast } from "../../ui/toast-store";
import { authErrorText } from "../auth/auth-error";
import { affiliateApi } from "./affiliate-api";
import "./affiliate.css";

type ListState = "pending" | "approved" | "rejected" | "requested" | "paid";

/** Which rows a list shows: one state, or all (""). */
function StateFilter({ states, value, onChange }: { states: ListState[]; value: string; onChange: (state: string) => void }) {
  const { t } = useTranslation();
  return (
    <select className="auth-input" value={value} onChange={(event) => onChange(event.target.value)} aria-label={t("affiliate.dashboard.state")}>
      {states.map((state) => (
        <option key={state} value={state}>
          {t(`affiliate.states.${state}`)}
        </option>
      ))}
      <option value="">{t("affiliate.admin.all")}</option>
    </select>
  );
}

/** One admin list: nothing while it loads, 'Nothing here.' when empty, else a table of its rows. */
function AdminRows<T>({ rows, row }: { rows: T[] | undefined; row: (item: T) => ReactNode }) {
  const { t } = useTranslation();
  if (!rows) return null;
  if (rows.length === 0) return <p>{t("affiliate.admin.none")}</p>;
  return (
    <table className="affiliate-table">
      <tbody>{rows.map(row)}</tbody>
    </table>
  );
}

/** The admin's affiliate page (/admin/affiliate): applications to approve or reject, withdrawals to mark paid or reject with a reason. */
export function AdminAffiliatePage() {
  const ready = useLazyMessages();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [partnerState, setPartnerState] = useState("pending");
  const [withdrawalState, setWithdrawalState] = useState("requested");
  const partners = useQuery({
    queryKey: ["affiliate", "admin", "partners", partnerState],
    queryFn: ({ signal }) => affiliateApi.adminPartners(partnerState, signal),
    retry: false,
  });
  const withdrawals = useQuery({
    queryKey: ["affiliate", "admin", "withdrawals", withdrawalState],
    queryFn: ({ signal }) => affiliateApi.adminWithdrawals(withdrawalState, signal),
    retry: false,
  });
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      toast.success(t("affiliate.admin.done"));
      await queryClient.invalidateQueries({ queryKey: ["affiliate", "admin"] });
    } catch (error) {
      toast.error(authErrorText(error, i18n.language));
    }
  };
  // The refusal whose reason the dialog asks for (a partner's application or a withdrawal).
  const [rejecting, setRejecting] = useState<{ kind: "partner"; userId: number } | { kind: "withdrawal"; id: number } | null>(null);
  const status = partners.error instanceof ApiError ? partners.error.status : 0;
  if (!ready) return null;
  return (
    <section className="affiliate-page affiliate-admin" data-testid="affiliate-admin">
      <h1>{t("affiliate.admin.title")}</h1>
      {status === 401 ? <p role="alert">{t("affiliate.admin.signIn")}</p> : null}
      {status === 403 ? <p role="alert">{t("affiliate.admin.forbidden")}</p> : null}
      {status === 401 || status === 403 ? null : (
        <>
          <h2>{t("affiliate.admin.partners")}</h2>
          <StateFilter states={["pending", "approved", "rejected"]} value={partnerState} onChange={setPartnerState} />
          <AdminRows
            rows={partners.data?.list}
            row={(p) => (
              <tr key={p.userId} data-testid="affiliate-admin-partner">
                <td>{p.email}</td>
                <td>
                  {Object.entries(p.application)
                    .map(([k, v]) => `${k}: ${v}`)
                    .join(" · ")}
                </td>
                <td>
                  {t(`affiliate.states.${p.state}`)}
                  {p.code ? ` · ${p.code}` : ""}
                  {p.state === "approved" ? ` · ${formatMinor(p.available, p.currency)} ${p.currency}` : ""}
                </td>
                <td>
                  {p.state !== "approved" ? (
                    <button
                      type="button"
                      className="button button-primary"
                      data-testid="affiliate-admin-approve"
                      onClick={() => void act(() => affiliateApi.decidePartner(p.userId, "approve"))}
                    >
                      {t("affiliate.admin.approve")}
                    </button>
                  ) : null}
                  {p.state === "pending" ? (
                    <button
                      type="button"
                      className="button"
                      data-testid="affiliate-admin-reject"
                      onClick={() => setRejecting({ kind: "partner", userId: p.userId })}
                    >
                      {t("affiliate.admin.reject")}
                    </button>
                  ) : null}
                </td>
              </tr>
            )}
          />
          <h2>{t("affiliate.admin.withdrawals")}</h2>
          <StateFilter states={["requested", "paid", "rejected"]} value={withdrawalState} onChange={setWithdrawalState} />
          <AdminRows
            rows={withdrawals.data?.list}
            row={(w) => (
              <tr key={w.id} data-testid="affiliate-admin-withdrawal">
                <td>#{w.id}</td>
                <td>{w.email}</td>
                <td>
                  {formatMinor(w.amount, w.currency)} {w.currency} ({t("affiliate.dashboard.fee")} {formatMinor(w.fee, w.currency)})
                </td>
                <td>{w.message}</td>
                <td>
                  {t(`affiliate.states.${w.state}`)}
                  {w.reason ? ` (${w.reason})` : ""}
                </td>
                <td>
                  {w.state === "requested" ? (
                    <>
                      <button type="button" className="button button-primary" onClick={() => void act(() => affiliateApi.markPaid(w.id))}>
                        {t("affiliate.admin.paid")}
                      </button>
                      <button
                        type="button"
                        className="button"
                        data-testid="affiliate-admin-reject-withdrawal"
                        onClick={() => setRejecting({ kind: "withdrawal", id: w.id })}
                      >
                        {t("affiliate.admin.reject")}
                      </button>
                    </>
                  ) : null}
                </td>
              </tr>
            )}
          />
        </>
      )}
      {rejecting ? (
        <TextPromptDialog
          title={t("affiliate.admin.reject")}
          label={t("affiliate.admin.reason")}
          submitLabel={t("affiliate.admin.reject")}
          maxLength={500}
          testId="affiliate-admin-reason"
          onClose={() => setRejecting(null)}
          onSubmit={(reason) =>
            void act(() =>
              rejecting.kind === "partner"
                ? affiliateApi.decidePartner(rejecting.userId, "reject", reason)
                : affiliateApi.rejectWithdrawal(rejecting.id, reason),
            )
          }
        />
      ) : null}
    </section>
  );
}
