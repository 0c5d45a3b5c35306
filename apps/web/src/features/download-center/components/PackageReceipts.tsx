import type { DownloadCenter } from "@studio/contracts";
import { useTranslation } from "react-i18next";
import { ReceiptButtons } from "../../orders/components/ReceiptButtons";
import { levelKey } from "../center-links";

/**
 * The orders that bought this logo's packages (the owner's own; the server sends none to anyone
 * else), newest first, each with its receipt and invoice PDF: the papers of a purchase sit beside
 * the files it paid for.
 */
export function PackageReceipts({ orders }: { orders: DownloadCenter["orders"] }) {
  const { t, i18n } = useTranslation();
  if (orders.length === 0) return null;
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en", { dateStyle: "medium" });
  return (
    <section className="dc-section dc-receipts" aria-labelledby="dc-receipts-title" data-testid="dc-receipts">
      <h2 id="dc-receipts-title">{t("downloadCenter.receiptsTitle")}</h2>
      <ul className="dc-receipt-list">
        {orders.map((order) => (
          <li key={order.orderId} className="dc-receipt" data-testid="dc-receipt" data-order-id={order.orderId}>
            <span>
              {t("downloadCenter.paidOn", { level: t(levelKey(order.level)), date: dateFormat.format(new Date(order.paidAt)) })}
              {order.refunded ? <span className="dc-offer-note"> {t("downloadCenter.refunded")}</span> : null}
            </span>
            <ReceiptButtons orderId={order.orderId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
