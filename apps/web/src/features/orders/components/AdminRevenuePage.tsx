import { useQuery } from "@tanstack/react-query";
import { formatMinor, type Currency } from "@studio/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOrdersText } from "../orders-text";
import { Link } from "react-router";
import { ApiError } from "../../../api/client";
import { ordersApi } from "../api/orders-api";
import { orderProductName } from "../order-text";
import { BarChart } from "./BarChart";
import "../orders.css";
import { LazyMessagesGate } from "../../../i18n/LazyMessagesGate";

const ranges = [7, 30, 90, 365] as const;

/** /admin/revenue: money per day and per product in USD and CNY, with AI credits sold and spent beside it. */
export function AdminRevenuePage() {
  return (
    <LazyMessagesGate>
      <AdminRevenueContent />
    </LazyMessagesGate>
  );
}

function AdminRevenueContent() {
  const { t } = useTranslation();
  const tp = useOrdersText();
  const [days, setDays] = useState<number>(30);
  const query = useQuery({ queryKey: ["admin", "revenue", days], queryFn: ({ signal }) => ordersApi.revenue({ days }, signal), retry: false });
  const status = query.error instanceof ApiError ? query.error.status : 0;
  const data = query.data;
  const labels = data?.days.map((day) => day.day) ?? [];
  const currencies: Currency[] = ["USD", "CNY"];

  return (
    <section className="orders-page revenue-page" data-testid="admin-revenue">
      <header className="orders-admin-header">
        <h1>{tp("revenue.title")}</h1>
        <Link to="/admin/orders">{t("orders.menu.admin")}</Link>
      </header>
      <label className="orders-field revenue-range">
        <span>{tp("revenue.days")}</span>
        <select value={days} onChange={(event) => setDays(Number(event.target.value))} data-testid="revenue-days">
          {ranges.map((range) => (
            <option key={range} value={range}>
              {tp("revenue.lastDays", { days: range })}
            </option>
          ))}
        </select>
      </label>
      {status === 401 ? <p role="alert">{tp("admin.signIn")}</p> : null}
      {status === 403 ? <p role="alert">{tp("admin.forbidden")}</p> : null}
      {query.error && status !== 401 && status !== 403 ? <p role="alert">{query.error.message}</p> : null}
      {data ? (
        <>
          <dl className="revenue-totals" data-testid="revenue-totals">
            {currencies.map((currency) => (
              <div key={currency}>
                <dt>
                  {tp("revenue.total")} {currency}
                </dt>
                <dd data-testid={`revenue-total-${currency}`}>{formatMinor(data.totals.amount[currency], currency)}</dd>
                <dd className="orders-muted">
                  {tp("revenue.refunded")}: {formatMinor(data.totals.refunded[currency], currency)}
                </dd>
              </div>
            ))}
            <div>
              <dt>{tp("revenue.orders")}</dt>
              <dd>{data.totals.orders}</dd>
            </div>
            <div>
              <dt>{tp("revenue.creditsSold")}</dt>
              <dd data-testid="revenue-credits-sold">{data.totals.creditsSold}</dd>
            </div>
            <div>
              <dt>{tp("revenue.creditsSpent")}</dt>
              <dd data-testid="revenue-credits-spent">{data.totals.creditsSpent}</dd>
            </div>
          </dl>
          <h2>{tp("revenue.byDay")}</h2>
          <div className="revenue-charts">
            {currencies.map((currency) => (
              <BarChart
                key={currency}
                testId={`revenue-chart-${currency}`}
                labels={labels}
                series={[{ name: currency, className: `bar-${currency.toLowerCase()}`, values: data.days.map((day) => day.amount[currency]) }]}
                format={(value) => formatMinor(Math.round(value), currency)}
                minTop={100}
                label={tp("revenue.chartLabel", { currency, from: data.from, to: data.to })}
              />
            ))}
            <div>
              <h2>{tp("revenue.creditsTitle")}</h2>
              <BarChart
                testId="revenue-chart-credits"
                labels={labels}
                series={[
                  { name: tp("revenue.creditsSold"), className: "bar-sold", values: data.days.map((day) => day.creditsSold) },
                  { name: tp("revenue.creditsSpent"), className: "bar-spent", values: data.days.map((day) => day.creditsSpent) },
                ]}
                format={(value) => String(Math.round(value))}
                label={tp("revenue.creditsChartLabel", { from: data.from, to: data.to })}
              />
            </div>
          </div>
          <h2>{tp("revenue.byProduct")}</h2>
          {data.products.length === 0 ? <p>{tp("revenue.none")}</p> : null}
          {data.products.length > 0 ? (
            <table className="orders-table" data-testid="revenue-products">
              <thead>
                <tr>
                  <th scope="col">{tp("revenue.product")}</th>
                  <th scope="col">{tp("revenue.currency")}</th>
                  <th scope="col" className="orders-number">
                    {tp("revenue.orders")}
                  </th>
                  <th scope="col" className="orders-number">
                    {tp("revenue.total")}
                  </th>
                  <th scope="col" className="orders-number">
                    {tp("revenue.refunded")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.products.map((row) => (
                  <tr key={`${row.product}-${row.currency}`}>
                    <td>{orderProductName(row, tp, t)}</td>
                    <td>{row.currency}</td>
                    <td className="orders-number">{row.orders}</td>
                    <td className="orders-number">{formatMinor(row.amount, row.currency)}</td>
                    <td className="orders-number">{row.refunded > 0 ? `${row.refunded} · ${formatMinor(row.refundedAmount, row.currency)}` : "-"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
