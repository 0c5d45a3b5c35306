import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { announceOrderPaid } from "../announce-paid";
import { paymentErrorText } from "../payment-flow";
import { pollPayment } from "../payment-poll";
import { paymentsApi } from "../payments-api";
import "../payments.css";

/**
 * Where WeChat Pay H5 and Alipay wap send the buyer back (`/payment/return/{orderId}`, set by the
 * server): the record check runs here, every 2000 ms up to 10 times, then 'timeout' with a button
 * to check again; paid, the page refreshes what the session shows, like the in-app dialog.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  const { orderId = "" } = useParams();
  const { user, loading } = useCurrentUser();
  const queryClient = useQueryClient();
  const messagesReady = useLazyMessages();
  const order = useQuery({
    queryKey: [...sessionQueryKey, "payment", "order", orderId],
    queryFn: ({ signal }) => paymentsApi.order(orderId, signal),
    enabled: user !== null && orderId !== "",
  });
  const [paid, setPaid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const view = order.data;

  useEffect(() => {
    if (!view || paid) return;
    const controller = new AbortController();
    setError(null);
    pollPayment((signal) => paymentsApi.check(orderId, signal), { signal: controller.signal, timeoutText: t("payment.timeout") })
      .then(() => {
        setPaid(true);
        announceOrderPaid(view, queryClient);
      })
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setError(paymentErrorText(cause, t));
      });
    return () => controller.abort();
    // One polling round per order view and click of 'check again'; the texts are read when it ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view?.orderId, round]);

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
  return (
    <div className="pricing-page" data-testid="payment-return">
      <h1 className="page-title">{t("checkout.checkoutTitle")}</h1>
      {order.isError ? <p role="alert">{paymentErrorText(order.error, t)}</p> : null}
      {paid && view ? (
        <div className="payment-success" data-testid="payment-success">
          <p className="payment-success-title" role="status">
            {t("payment.success")}
          </p>
          {view.designId ? (
            <Link to={`/download?logo=${encodeURIComponent(view.designId)}`}>{t("checkout.backToDownloadCenter")}</Link>
          ) : (
            <Link to="/pricing">{t("checkout.backToPricing")}</Link>
          )}
        </div>
      ) : error ? (
        <p className="card-form-error" role="alert" data-testid="payment-error">
          {error}{" "}
          <button type="button" className="link-button" onClick={() => setRound((value) => value + 1)}>
            {t("checkout.checkAgain")}
          </button>
        </p>
      ) : order.isError ? null : (
        <div className="spinner" role="status" aria-label={t("common.loading")} />
      )}
    </div>
  );
}
