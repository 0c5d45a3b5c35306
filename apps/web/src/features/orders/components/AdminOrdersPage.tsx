import { useQuery } from "@tanstack/react-query";
import { orderStates } from "@studio/domain";
import type { AdminOrder, AdminOrdersQuery } from "@studio/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useOrdersText } from "../orders-text";
import { Link } from "react-router";
import { ApiError } from "../../../api/client";
import { ordersApi } from "../api/orders-api";
import { orderAmount, orderProductName, providerName } from "../order-text";
import { OrderDetail } from "./OrderDetail";
import { RefundDialog } from "./RefundDialog";
import "../orders.css";
import { Pager } from "../../../ui/Pager";
import { LazyMessagesGate } from "../../../i18n/LazyMessagesGate";

const PAGE_SIZE = 20;
type Filters = Pick<AdminOrdersQuery, "email" | "orderId" | "state" | "from" | "to" | "overLimit">;
const empty: Filters = { email: "", orderId: "", state: undefined, from: "", to: "", overLimit: undefined };

/** Drops empty fields so the query string carries only what the admin typed. */
function applied(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== "")) as Filters;
}

/** /admin/orders: search orders by buyer e-mail, order id, state and date; open one for its history and the refund. */
export function AdminOrdersPage() {
  return (
    <LazyMessagesGate>
      <AdminOrdersContent />
    </LazyMessagesGate>
  );
}

function AdminOrdersContent() {
  const { t, i18n } = useTranslation();
  const tp = useOrdersText();
  const [form, setForm] = useState<Filters>(empty);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const query = useQuery({
    queryKey: ["admin", "orders", filters, page],
    queryFn: ({ signal }) => ordersApi.search({ ...filters, page, size: PAGE_SIZE }, signal),
    retry: false,
  });
  const status = query.error instanceof ApiError ? query.error.status : 0;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en", { dateStyle: "medium", timeStyle: "short" });
  const set = (field: keyof Filters) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value || (field === "state" || field === "overLimit" ? undefined : "") });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilters(applied(form));
  };

  return (
    <section className="orders-page orders-admin" data-testid="admin-orders">
      <header className="orders-admin-header">
        <h1>{tp("admin.title")}</h1>
        <Link to="/admin/revenue" data-testid="admin-revenue-link">
          {tp("admin.revenueLink")}
        </Link>
      </header>
      <form className="orders-search" onSubmit={submit} role="search">
        <label className="orders-field">
          <span>{tp("admin.email")}</span>
          <input type="search" value={form.email ?? ""} maxLength={254} onChange={set("email")} data-testid="orders-search-email" />
        </label>
        <label className="orders-field">
          <span>{tp("admin.orderId")}</span>
          <input type="search" value={form.orderId ?? ""} maxLength={64} onChange={set("orderId")} data-testid="orders-search-id" />
        </label>
        <label className="orders-field">
          <span>{tp("admin.state")}</span>
          <select value={form.state ?? ""} onChange={set("state")} data-testid="orders-search-state">
            <option value="">{tp("admin.anyState")}</option>
            {orderStates.map((state) => (
              <option key={state} value={state}>
                {tp(`states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="orders-field">
          <span>{tp("admin.overLimitFilter")}</span>
          <select value={form.overLimit ?? ""} onChange={set("overLimit")} data-testid="orders-search-over-limit">
            <option value="">{tp("admin.overLimitAny")}</option>
            <option value="true">{tp("admin.overLimitOnly")}</option>
          </select>
        </label>
        <label className="orders-field">
          <span>{tp("admin.from")}</span>
          <input type="date" value={form.from ?? ""} onChange={set("from")} data-testid="orders-search-from" />
        </label>
        <label className="orders-field">
          <span>{tp("admin.to")}</span>
          <input type="date" value={form.to ?? ""} onChange={set("to")} data-testid="orders-search-to" />
        </label>
        <div className="orders-search-actions">
          <button type="submit" className="button button-primary" data-testid="orders-search-submit">
            {tp("admin.search")}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setForm(empty);
              setFilters({});
              setPage(1);
            }}
          >
            {tp("admin.clear")}
          </button>
        </div>
      </form>
      {status === 401 ? <p role="alert">{tp("admin.signIn")}</p> : null}
      {status === 403 ? <p role="alert">{tp("admin.forbidden")}</p> : null}
      {query.error && status !== 401 && status !== 403 ? <p role="alert">{query.error.message}</p> : null}
      {query.data && query.data.list.length === 0 ? <p>{tp("admin.empty")}</p> : null}
      {query.data && query.data.list.length > 0 ? (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">{tp("admin.date")}</th>
              <th scope="col">{tp("admin.buyer")}</th>
              <th scope="col">{tp("admin.product")}</th>
              <th scope="col" className="orders-number">
                {tp("admin.amount")}
              </th>
              <th scope="col">{tp("admin.state")}</th>
              <th scope="col">{tp("admin.details")}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.list.map((order) => (
              <tr key={order.orderId} data-testid="admin-order-row" data-order-id={order.orderId}>
                <td>
                  <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))}</time>
                  <br />
                  <small className="orders-muted">{order.orderId}</small>
                </td>
                <td>
                  {order.buyerName}
                  <br />
                  <small className="orders-muted">{order.buyerEmail}</small>
                </td>
                <td>
                  {orderProductName(order, tp, t)}
                  <br />
                  <small className="orders-muted">{providerName(order.provider, tp)}</small>
                </td>
                <td className="orders-number">{orderAmount(order)}</td>
                <td>
                  <span className={`order-state order-state-${order.state}`}>{tp(`states.${order.state}`)}</span>
                  {order.overLimit ? (
                    <>
                      <br />
                      <span className="order-over-limit" title={tp("admin.overLimitHint")} data-testid="admin-order-over-limit">
                        {tp("admin.overLimit")}
                      </span>
                    </>
                  ) : null}
                </td>
                <td>
                  <button type="button" className="button button-secondary button-small" onClick={() => setOpen(order.orderId)} data-testid="admin-order-open">
                    {tp("admin.details")}
                  </button>
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
        labels={{ previous: tp("admin.previous"), pageOf: tp("admin.pageOf", { page, pages }), next: tp("admin.next") }}
      />
      {open && !refunding ? <OrderDetail orderId={open} onClose={() => setOpen(null)} onRefund={setRefunding} /> : null}
      {refunding ? <RefundDialog order={refunding} onClose={() => setRefunding(null)} /> : null}
    </section>
  );
}
