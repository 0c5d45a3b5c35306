import { useQuery } from "@tanstack/react-query";
import { formatMinor } from "@studio/domain";
import { useTranslation } from "react-i18next";
import type { AdminOrder } from "@studio/contracts";
import { Modal } from "../../../ui/Modal";
import { ordersApi } from "../api/orders-api";
import { orderAmount, orderProductName, providerName } from "../order-text";
import { ReceiptButtons } from "./ReceiptButtons";

/** One order for the admin: its facts, refund figures and full history (every state change, when and by whom). */
export function OrderDetail({ orderId, onClose, onRefund }: { orderId: string; onClose: () => void; onRefund: (order: AdminOrder) => void }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({ queryKey: ["admin", "orders", "detail", orderId], queryFn: ({ signal }) => ordersApi.detail(orderId, signal), retry: false });
  const order = query.data;
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en", { dateStyle: "medium", timeStyle: "medium" });
  const rows: [string, string][] = order
    ? [
        [t("orders.admin.product"), orderProductName(order, t)],
        [t("orders.admin.amount"), `${orderAmount(order)} ${order.currency}`],
        [t("orders.admin.listAmount"), formatMinor(order.listAmount, order.currency)],
        [t("orders.admin.coupon"), order.coupon ?? "-"],
        [t("orders.admin.provider"), `${providerName(order.provider, t)}${order.providerRef ? ` (${order.providerRef})` : ""}`],
        [t("orders.admin.buyer"), `${order.buyerName} <${order.buyerEmail ?? "-"}> #${order.userId}`],
        [t("orders.admin.state"), t(`orders.states.${order.state}`)],
        ...(order.designId ? ([[t("orders.admin.design"), order.designId]] as [string, string][]) : []),
        ...(order.failure ? ([[t("orders.admin.failure"), order.failure]] as [string, string][]) : []),
        ...(order.refundTaken !== null ? ([[t("orders.admin.refundTaken"), String(order.refundTaken)]] as [string, string][]) : []),
        ...(order.refundShortfall !== null ? ([[t("orders.admin.refundShortfall"), String(order.refundShortfall)]] as [string, string][]) : []),
      ]
    : [];
  const refundable = order?.state === "paid" || order?.state === "fulfilled";
  return (
    <Modal
      open
      onClose={onClose}
      title={t("orders.admin.historyOf", { orderId })}
      width={640}
      footer={
        <>
          {order && refundable ? (
            <button type="button" className="button button-secondary" onClick={() => onRefund(order)} data-testid="order-refund">
              {t("orders.admin.refund")}
            </button>
          ) : null}
          <button type="button" className="button button-primary" onClick={onClose}>
            {t("orders.admin.close")}
          </button>
        </>
      }
    >
      {query.error ? <p role="alert">{query.error.message}</p> : null}
      {order ? (
        <div className="order-detail" data-testid="order-detail">
          <dl className="order-facts">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {order.paidAt ? <ReceiptButtons orderId={order.orderId} /> : null}
          <h3>{t("orders.admin.history")}</h3>
          <ol className="order-history" data-testid="order-history">
            {order.events.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <time dateTime={event.at}>{dateFormat.format(new Date(event.at))}</time> <strong>{t(`orders.states.${event.state}`)}</strong>
                {event.note ? ` · ${event.note}` : ""}
                {event.actor ? <span className="orders-muted"> · {event.actor}</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </Modal>
  );
}
