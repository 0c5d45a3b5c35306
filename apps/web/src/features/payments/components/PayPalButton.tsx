import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadPayPalSdk, type PayPalButtons } from "../paypal-sdk";

export type PayPalButtonProps = {
  clientId: string;
  currency: string;
  /** Our server creates the order and its PayPal order; resolves to the PayPal order id. */
  createOrder: () => Promise<string>;
  /** The buyer approved in PayPal's window: our server captures (the record check) and says paid. */
  onApprove: (paypalOrderId: string) => Promise<void>;
  onCancel: () => void;
  onError: () => void;
  /** The SDK did not load: pay on PayPal's approval page instead (the order's checkoutUrl). */
  onFallback: () => void;
  fallbackBusy: boolean;
};

/**
 * The spec's PayPal button: 'Loading PayPal...' while the PayPal JS SDK loads (this file and the
 * SDK load only when PayPal takes the payment), then PayPal's own buttons. When the SDK cannot load
 * (blocked, offline) the page says so and offers PayPal's approval page, which comes back to the
 * same record check.
 */
export function PayPalButton(props: PayPalButtonProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  // PayPal keeps the callbacks it was rendered with: they read the latest props through this ref.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let cancelled = false;
    let buttons: PayPalButtons | undefined;
    void (async () => {
      try {
        const paypal = await loadPayPalSdk(props.clientId, props.currency);
        if (cancelled || !container.current) return;
        buttons = paypal.Buttons({
          style: { layout: "vertical", label: "pay" },
          createOrder: () => latest.current.createOrder(),
          onApprove: (data) => latest.current.onApprove(data.orderID),
          onCancel: () => latest.current.onCancel(),
          onError: () => latest.current.onError(),
        });
        if (!buttons.isEligible()) throw new Error("PayPal buttons are not eligible here");
        await buttons.render(container.current);
        if (!cancelled) setState("ready");
      } catch {
        if (!cancelled) setState("failed");
      }
    })();
    return () => {
      cancelled = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [props.clientId, props.currency]);

  return (
    <div className="paypal-pay" data-testid="paypal-pay" data-state={state}>
      {state === "loading" ? (
        <p className="paypal-loading" role="status" data-testid="paypal-loading">
          {t("payment.loadingPayPal")}
        </p>
      ) : null}
      <div ref={container} className="paypal-buttons" data-testid="paypal-buttons" hidden={state === "failed"} />
      {state === "failed" ? (
        <>
          <p className="card-form-error" data-testid="paypal-unavailable">
            {t("checkout.paypalUnavailable")}
          </p>
          <button
            type="button"
            className="button button-primary button-large card-pay"
            onClick={props.onFallback}
            disabled={props.fallbackBusy}
            aria-busy={props.fallbackBusy}
            data-testid="paypal-fallback"
          >
            {props.fallbackBusy ? t("payment.loadingPayPal") : t("checkout.paypalContinue")}
          </button>
        </>
      ) : null}
    </div>
  );
}
