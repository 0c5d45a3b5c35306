import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOrdersText } from "../orders-text";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { ordersApi } from "../api/orders-api";
import { orderAmount, orderProductName } from "../order-text";
import { ReceiptButtons } from "./ReceiptButtons";
import "../orders.css";
import { Pager } from "../../../ui/Pager";
import { Link } from "react-router";
import { targetOf } from "../../download-center/center-links";

const PAGE_SIZE = 20;

/**
 * /orders (every order, with its state) and /invoices (paid orders only): the signed-in buyer's
 * purchases, newest first, each paid one with its receipt and invoice PDF, downloadable again.
 */
export function MyOrdersPage({ mode }: { mode: "orders" | "invoices" }) {
  const { t, i18n } = useTranslation();
  const tp = useOrdersText();
  const { user, loading } = useCurrentUser();
  const [page, setPage] = useState(1);
  const signedIn = user !== null;
  const query = useQuery({
    queryKey: ["payments", mode, page],
    queryFn: ({ signal }) => (mode === "orders" ? ordersApi.mine(page, PAGE_SIZE, signal) : ordersApi.invoices(page, PAGE_SIZE, signal)),
    enabled: signedIn,
    retry: false,
  });
  const title = mode === "orders" ? tp("mine.ordersTitle") : tp("mine.invoicesTitle");
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en", { dateStyle: "medium", timeStyle: "short" });

  if (loading) return <section className="orders-page" aria-busy="true" />;
  if (!signedIn) {
    return (
      <section className="orders-page">
        <h1>{title}</h1>
        <p>{tp("mine.signIn")}</p>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("credits.signIn")}
        </button>
      </section>
    );
  }
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <section className="orders-page" data-testid={`my-${mode}`}>
      <h1>{title}</h1>
      {query.error ? <p role="alert">{query.error.message}</p> : null}
      {data && data.list.length === 0 ? <p>{mode === "orders" ? tp("mine.empty") : tp("mine.emptyInvoices")}</p> : null}
      {data && data.list.length > 0 ? (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">{tp("mine.date")}</th>
              <th scope="col">{tp("mine.product")}</th>
              <th scope="col" className="orders-number">
                {tp("mine.amount")}
              </th>
              <th scope="col">{tp("mine.state")}</th>
              <th scope="col">{tp("mine.documents")}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((order) => (
              <tr key={order.orderId} data-testid="my-order-row" data-order-id={order.orderId}>
                <td>
                  <time dateTime={order.paidAt ?? order.createdAt}>{dateFormat.format(new Date(order.paidAt ?? order.createdAt))}</time>
                  <br />
                  <small className="orders-muted">{order.orderId}</small>
                </td>
                <td>{orderProductName(order, tp, t)}</td>
                <td className="orders-number">{orderAmount(order)}</td>
                <td>
                  <span className={`order-state order-state-${order.state}`}>{tp(`states.${order.state}`)}</span>
                </td>
                <td>
                  {order.paidAt ? <ReceiptButtons orderId={order.orderId} /> : null}
                  {/* A package's files are in its logo's download center (refunded: its files are withdrawn, so no link). */}
                  {order.kind === "package" && order.designId && targetOf(order.designId) && order.paidAt && order.state !== "refunded" ? (
                    <Link
                      className="button button-secondary button-small"
                      to={`/download?logo=${encodeURIComponent(order.designId)}`}
                      data-testid="order-download-center"
                    >
                      {tp("mine.downloadCenter")}
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager
        className="orders-pager"
        page={page}
        pages={pages}
        onPage={setPage}
        labels={{ previous: tp("mine.previous"), pageOf: tp("mine.pageOf", { page, pages }), next: tp("mine.next") }}
      />
    </section>
  );
}
