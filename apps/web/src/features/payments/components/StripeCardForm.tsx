import type { StripeElements, Stripe } from "@stripe/stripe-js";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { paymentErrorText } from "../payment-flow";
import { pollPayment } from "../payment-poll";
import { paymentsApi } from "../payments-api";

/**
 * Stripe's Payment Element for an order whose PaymentIntent the server made (issue 16). This file
 * and @stripe/stripe-js load only when Stripe takes the payment; Stripe.js itself comes from Stripe
 * at run time (offline tests use the sandbox). Inline validation errors stay in Stripe's field
 * (spec 01 section 4: not surfaced); any other error is shown. Paid means the record check says so:
 * fulfilment follows Stripe's signed webhook, not the browser.
 */
export function StripeCardForm({
  clientSecret,
  publishableKey,
  payLabel,
  orderId,
  error,
  onPaid,
  onError,
}: {
  clientSecret: string;
  publishableKey: string | null;
  payLabel: string;
  orderId: string;
  error: string | null;
  onPaid: () => void;
  onError: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    if (!publishableKey) {
      onError(t("errors.PAYMENT_FAILED"));
      return;
    }
    void (async () => {
      try {
        const { loadStripe } = await import("@stripe/stripe-js/pure");
        const loaded = await loadStripe(publishableKey, { locale: i18n.language === "zh" ? "zh" : "en" });
        if (cancelled || !loaded || !mount.current) return;
        const elements = loaded.elements({ clientSecret });
        elements.create("payment").mount(mount.current);
        setStripe({ stripe: loaded, elements });
      } catch (cause) {
        if (!cancelled) onError(paymentErrorText(cause, t));
      }
    })();
    return () => {
      cancelled = true;
    };
    // Mounted once per client secret; the language is read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientSecret, publishableKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || busy) return;
    setBusy(true);
    try {
      const result = await stripe.stripe.confirmPayment({
        elements: stripe.elements,
        redirect: "if_required",
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) {
        if (result.error.type !== "validation_error") onError(result.error.message ?? t("errors.PAYMENT_FAILED"));
        return;
      }
      await pollPayment((signal) => paymentsApi.check(orderId, signal), { timeoutText: t("payment.timeout") });
      onPaid();
    } catch (cause) {
      onError(paymentErrorText(cause, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card-form card-form-stripe" onSubmit={(event) => void submit(event)} data-testid="stripe-form">
      <div ref={mount} className="stripe-element">
        {stripe ? null : <div className="spinner" role="status" aria-label={t("common.loading")} />}
      </div>
      {error ? (
        <p className="card-form-error" role="alert" data-testid="payment-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary button-large card-pay" disabled={!stripe || busy} aria-busy={busy} data-testid="pay-button">
        {busy ? t("checkout.processing") : payLabel}
      </button>
    </form>
  );
}
