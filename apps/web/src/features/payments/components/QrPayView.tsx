import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isIosMessagingApp } from "@studio/domain";
import { paymentErrorText } from "../payment-flow";
import { pollPayment } from "../payment-poll";
import { paymentsApi } from "../payments-api";

/**
 * Messaging-app and wallet QR payment (WeChat Pay Native, Alipay precreate; spec 01 section 4): the
 * QR of the provider's code is drawn here (the `qrcode` package loads with this view only), then the
 * record check repeats every 2000 ms up to 10 times and fails with 'timeout'. Inside the messaging
 * app on iOS the spec's notice says that payment is unsupported there.
 */
export function QrPayView({
  orderId,
  qrCode,
  provider,
  payLabel,
  onPaid,
}: {
  orderId: string;
  qrCode: string;
  provider: string;
  payLabel: string;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void import("qrcode").then(async (qr) => {
      const svg = await qr.toString(qrCode, { type: "svg", margin: 1, width: 220 });
      if (!cancelled) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      cancelled = true;
    };
  }, [qrCode]);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    pollPayment((signal) => paymentsApi.check(orderId, signal), { signal: controller.signal, timeoutText: t("payment.timeout") })
      .then(() => onPaid())
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setError(paymentErrorText(cause, t));
      });
    return () => controller.abort();
    // One polling round per click of 'check again'; the texts are read when it ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, round]);

  return (
    <div className="qr-pay" data-testid="qr-pay">
      {provider === "wechat" && isIosMessagingApp(navigator.userAgent) ? (
        <p className="card-form-error" role="alert">
          {t("payment.iosMessagingPayUnsupported")}
        </p>
      ) : null}
      <p>{t("checkout.scanToPay", { provider: t(`checkout.providers.${provider === "alipay" ? "alipay" : "wechat"}`), price: payLabel })}</p>
      {image ? (
        <img className="qr-pay-code" src={image} alt={t("checkout.qrAlt")} width={220} height={220} />
      ) : (
        <div className="spinner" role="status" aria-label={t("common.loading")} />
      )}
      {error ? (
        <p className="card-form-error" role="alert" data-testid="payment-error">
          {error}{" "}
          <button type="button" className="link-button" onClick={() => setRound((value) => value + 1)}>
            {t("checkout.checkAgain")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
