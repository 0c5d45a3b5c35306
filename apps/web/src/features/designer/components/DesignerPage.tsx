import { useQuery } from "@tanstack/react-query";
import { formatMinor } from "@studio/domain";
import type { DesignerOrder } from "@studio/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { Pager } from "../../../ui/Pager";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { downloadCenterHref } from "../../download-center/center-links";
import { designerApi } from "../api/designer-api";
import { DesignerAdmin } from "./DesignerAdmin";
import { DesignerAnswerForm } from "./DesignerAnswerForm";
import "../designer.css";

const PAGE_SIZE = 20;

function OrderCard({ order, onAnswered }: { order: DesignerOrder; onAnswered: () => void }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language === "zh" ? "zh-CN" : "en") : "");
  return (
    <li className="designer-order" data-testid="designer-order" data-order={order.orderId}>
      <h2>
        {t("designer.order", { id: order.orderId })} · {formatMinor(order.amount, order.currency)}
      </h2>
      <dl>
        <dt>{t("designer.buyer")}</dt>
        <dd>{order.buyer}</dd>
        {order.designId ? (
          <>
            <dt>{t("designer.logo")}</dt>
            <dd>
              <a href={downloadCenterHref(order.designId)}>{t("designer.openLogo")}</a>
            </dd>
          </>
        ) : null}
        <dt>{t("designer.paid")}</dt>
        <dd>{date(order.paidAt)}</dd>
        <dt>{t("designer.answerBy")}</dt>
        <dd>{date(order.answerBy)}</dd>
      </dl>
      <h3>{t("designer.request")}</h3>
      <p className="designer-request">{order.request}</p>
      <p data-testid="designer-revisions">{t("designer.revisions", { used: order.revisionsUsed, max: order.revisionsMax })}</p>
      <h3>{t("designer.answersTitle")}</h3>
      {order.answers.length === 0 ? <p>{t("designer.noAnswers")}</p> : null}
      <ol className="designer-answers">
        {order.answers.map((answer) => (
          <li key={answer.id} data-testid="designer-answer">
            <strong>{t(`designer.statuses.${answer.status}`)}</strong> · <time dateTime={answer.createdAt}>{date(answer.createdAt)}</time>
            {answer.designer ? ` · ${answer.designer}` : ""}
            <p>{answer.reply}</p>
          </li>
        ))}
      </ol>
      {order.open ? <DesignerAnswerForm order={order} onAnswered={onAnswered} /> : <p data-testid="designer-closed">{t("designer.closed")}</p>}
    </li>
  );
}

/** /designer: a designer's designer-fix orders and the answer form; admins also manage who is a designer. */
export function DesignerPage() {
  const { t } = useTranslation();
  const ready = useLazyMessages();
  const { user } = useCurrentUser();
  const [filter, setFilter] = useState<"open" | "all">("open");
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["designer", "orders", filter, page],
    queryFn: ({ signal }) => designerApi.orders({ filter, page, size: PAGE_SIZE }, signal),
    retry: false,
  });
  if (!ready) return <div className="spinner" role="status" aria-label={t("common.loading")} />;
  const status = query.error instanceof ApiError ? query.error.status : 0;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  return (
    <section className="designer-page" data-testid="designer-page">
      <h1>{t("designer.title")}</h1>
      <p>{t("designer.lead")}</p>
      {status === 401 ? <p role="alert">{t("designer.signIn")}</p> : null}
      {status === 403 ? <p role="alert">{t("designer.forbidden")}</p> : null}
      {query.error && status !== 401 && status !== 403 ? <p role="alert">{t("designer.loadFailed")}</p> : null}
      {query.data ? (
        <>
          <div className="designer-filter" role="group">
            {(["open", "all"] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={value === filter ? "button" : "button button-secondary"}
                aria-pressed={value === filter}
                onClick={() => {
                  setFilter(value);
                  setPage(1);
                }}
              >
                {t(value === "open" ? "designer.filterOpen" : "designer.filterAll")}
              </button>
            ))}
          </div>
          {query.data.items.length === 0 ? <p data-testid="designer-empty">{t("designer.empty")}</p> : null}
          <ul className="designer-orders">
            {query.data.items.map((order) => (
              <OrderCard key={order.orderId} order={order} onAnswered={() => void query.refetch()} />
            ))}
          </ul>
          <Pager
            className="designer-pager"
            page={page}
            pages={pages}
            onPage={setPage}
            labels={{ previous: t("designer.previous"), next: t("designer.next"), pageOf: t("designer.pageOf", { page, pages }) }}
          />
        </>
      ) : null}
      {user?.is_admin ? <DesignerAdmin /> : null}
    </section>
  );
}
