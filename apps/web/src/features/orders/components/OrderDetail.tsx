import { useQuery } from "@tanstack/react-query";
import { formatMinor } from "@studio/domain";
import { useTranslation } from "react-i18next";
import { useOrdersText } from "../orders-text";
import type { AdminOrder } from "@studio/contracts";
import { Modal } from "../../../ui/Modal";
import { ordersApi } from "../api/orders-api";
import { orderAmount, orderProductName, providerName } from "../order-text";
import { ReceiptButtons } from "./ReceiptButtons";

/** One order for the admin: its facts, refund figures and full history (every state change, when and by whom). */
export function OrderDetail({ orderId, onClose, onRefund }: { orderId: string; onClose: () => void; onRefund: (order: AdminOrder) => void }) {
  const { t, i18n } = useTranslation();
  const tp = useOrdersText();
  const query = useQuery({ queryKey: ["admin", "orders", "detail", orderId], queryFn: ({ signal }) => ordersApi.detail(orderId, signal), retry: false });
  const order = query.data;
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en", { dateStyle: "medium", timeStyle: "medium" });
  const rows: [string, string][] = order
    ? [
        [tp("admin.product"), orderProductName(order, tp, t)],
        [tp("admin.amount"), `${orderAmount(order)} ${order.currency}`],
        [tp("admin.listAmount"), formatMinor(order.listAmount, order.currency)],
        [tp("admin.coupon"), order.coupon ? (order.overLimit ? `${order.coupon} (${tp("admin.overLimit")})` : order.coupon) : "-"],
        [tp("admin.provider"), `${providerName(order.provider, tp)}${order.providerRef ? ` (${order.providerRef})` : ""}`],
        [tp("admin.buyer"), `${order.buyerName} <${order.buyerEmail ?? "-"}> #${order.userId}`],
        [tp("admin.state"), tp(`states.${order.state}`)],
        ...(order.designId ? ([[tp("admin.design"), order.designId]] as [string, string][]) : []),
        ...(order.failure ? ([[tp("admin.failure"), order.failure]] as [string, string][]) : []),
        ...(order.refundTaken !== null ? ([[tp("admin.refundTaken"), String(order.refundTaken)]] as [string, string][]) : []),
        ...(order.refundShortfall !== null ? ([[tp("admin.refundShortfall"), String(order.refundShortfall)]] as [string, string][]) : []),
      ]
    : [];
  const refundable = order?.state === "paid" || order?.state === "fulfilled";
  return (
    <Modal
      open
      onClose={onClose}
      title={tp("admin.historyOf", { orderId })}
      width={640}
      footer={
        <>
          {order && refundable ? (
            <button type="button" className="button button-secondary" onClick={() => onRefund(order)} data-testid="order-refund">
              {tp("admin.refund")}
            </button>
          ) : null}
          <button type="button" className="button button-primary" onClick={onClose}>
            {tp("admin.close")}
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
          <h3>{tp("admin.history")}</h3>
          <ol className="order-history" data-testid="order-history">
            {order.events.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <time dateTime={event.at}>{dateFormat.format(new Date(event.at))}</time> <strong>{tp(`states.${event.state}`)}</strong>
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
