import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import type { OrderView } from "@studio/contracts";
import { formatMinor, messagingPayApps, type MessagingPayApp } from "@studio/domain";
import { authErrorText } from "../../auth/auth-error";
import { qrPayApi } from "../qr-pay-api";
import "../../auth/auth.css";

function appOf(value: string | null): MessagingPayApp {
  return messagingPayApps.find((app) => app === value) ?? "wechat";
}

/**
 * /payment/scan/{orderId}?app=wechat|alipay: what a sandbox payment QR encodes on the cn site.
 * Opening it (another tab, or a phone signed in as the buyer) stands in for scanning with the
 * messaging app and paying; the tab that shows the QR sees the record check turn paid.
 */
export function QrPayScanPage() {
  const { t, i18n } = useTranslation();
  const { orderId = "" } = useParams();
  const [params] = useSearchParams();
  const app = t(`qrPay.apps.${appOf(params.get("app"))}`);
  const [order, setOrder] = useState<OrderView | null>(null);
  const [state, setState] = useState<"idle" | "paying" | "done" | { error: string }>("idle");

  useEffect(() => {
    const controller = new AbortController();
    qrPayApi
      .order(orderId, controller.signal)
      .then((view) => {
        setOrder(view);
        if (view.state === "paid" || view.state === "fulfilled") setState("done");
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setState({ error: authErrorText(failure, i18n.language) });
      });
    return () => controller.abort();
  }, [orderId, i18n.language]);

  const pay = async () => {
    setState("paying");
    try {
      await qrPayApi.scan(orderId);
      setState("done");
    } catch (failure) {
      setState({ error: authErrorText(failure, i18n.language) });
    }
  };

  return (
    <section className="auth-scan" data-testid="qr-pay-scan">
      <h1>{t("qrPay.scanTitle", { app })}</h1>
      {state === "done" ? (
        <p role="status">{t("qrPay.paid")}</p>
      ) : (
        <>
          <p>{t("qrPay.scanLead", { app, orderId })}</p>
          {order ? <p>{t("qrPay.amount", { amount: formatMinor(order.amount, order.currency) })}</p> : null}
          <button type="button" className="button button-primary" disabled={!order || state === "paying"} onClick={() => void pay()}>
            {t("qrPay.pay")}
          </button>
          {typeof state === "object" ? (
            <p className="auth-error" role="alert">
              {state.error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
