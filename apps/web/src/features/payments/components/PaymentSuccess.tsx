import { formatMinor, type Currency } from "@studio/domain";
import type { CatalogueProduct } from "@studio/contracts";
import { useTranslation } from "react-i18next";
import { productTitle } from "../product-text";

/** 'Success!' after a paid order (spec 01 section 4), with what was bought and for how much. */
export function PaymentSuccess({
  product,
  amount,
  currency,
  orderId,
  onDone,
}: {
  product: CatalogueProduct;
  amount: number;
  currency: Currency;
  orderId: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="payment-success" data-testid="payment-success" data-order={orderId}>
      <p className="payment-success-title" role="status">
        {t("payment.success")}
      </p>
      <p>{t("checkout.paidFor", { product: productTitle(product, t), price: formatMinor(amount, currency) })}</p>
      <p className="payment-success-order">{t("checkout.orderId", { orderId })}</p>
      {/* The receipt (PDF, issue 16 P4), also in My orders later; the session cookie authorises the download. */}
      <a
        className="button button-secondary"
        href={`/api/payment/orders/${encodeURIComponent(orderId)}/receipt?lang=${i18n.language === "zh" ? "zh" : "en"}`}
        download
        data-testid="payment-receipt"
      >
        {t("checkout.receipt")}
      </a>
      <button type="button" className="button button-primary" onClick={onDone} data-autofocus data-testid="payment-done">
        {t("checkout.done")}
      </button>
    </div>
  );
}
