import { isOrderPaid, formatMinor } from "@studio/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { announceOrderPaid } from "../announce-paid";
import { paySandboxOrder, paymentErrorText, type CardDetails } from "../payment-flow";
import { paymentsApi } from "../payments-api";
import { SandboxCardForm } from "./SandboxCardForm";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import "../payments.css";

/**
 * The sandbox provider's checkout page (`checkoutUrl` of a sandbox order): the card form on a page
 * of its own, for orders placed by a script or a partner. The in-app dialog embeds the same form.
 */
export function SandboxCheckoutPage() {
  const { t } = useTranslation();
  const { orderId = "" } = useParams();
  const { user, loading } = useCurrentUser();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: [...sessionQueryKey, "payment", "order", orderId],
    queryFn: ({ signal }) => paymentsApi.order(orderId, signal),
    enabled: user !== null && orderId !== "",
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const messagesReady = useLazyMessages();

  if (!messagesReady) return <div className="spinner" role="status" aria-label={t("common.loading")} />;
  if (!loading && !user) {
    return (
      <div className="pricing-page">
        <h1 className="page-title">{t("checkout.checkoutTitle")}</h1>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("credits.signIn")}
        </button>
      </div>
    );
  }
  const view = order.data;
  const done = paid || (view !== undefined && isOrderPaid(view.state));

  const pay = async (card: CardDetails) => {
    if (!view) return;
    setBusy(true);
    setError(null);
    try {
      await paySandboxOrder(view.orderId, card, { timeoutText: t("payment.timeout") });
      setPaid(true);
      announceOrderPaid(view, queryClient);
    } catch (cause) {
      setError(paymentErrorText(cause, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pricing-page sandbox-checkout" data-testid="sandbox-checkout">
      <h1 className="page-title">{t("checkout.checkoutTitle")}</h1>
      {order.isError ? <p role="alert">{paymentErrorText(order.error, t)}</p> : null}
      {!view ? (
        order.isError ? null : (
          <div className="spinner" role="status" aria-label={t("common.loading")} />
        )
      ) : done ? (
        <div className="payment-success" data-testid="payment-success">
          <p className="payment-success-title" role="status">
            {t("payment.success")}
          </p>
          {view.designId ? (
            <Link to={`/download?logo=${encodeURIComponent(view.designId)}`} data-testid="back-to-download-center">
              {t("checkout.backToDownloadCenter")}
            </Link>
          ) : (
            <Link to="/pricing">{t("checkout.backToPricing")}</Link>
          )}
        </div>
      ) : view.state === "refunded" ? (
        <p role="alert">{t("errors.PAYMENT_FAILED")}</p>
      ) : (
        <div className="checkout-card-page">
          <p className="checkout-total">
            {t("checkout.total")} <strong>{formatMinor(view.amount, view.currency)}</strong>
          </p>
          <SandboxCardForm
            payLabel={view.amount > 0 ? t("checkout.payAmount", { price: formatMinor(view.amount, view.currency) }) : t("checkout.pay")}
            busy={busy}
            error={error ?? view.failure}
            onSubmit={(card) => void pay(card)}
          />
        </div>
      )}
    </div>
  );
}
