import { formatMinor, isProductOffered, paysInPhoneBrowser } from "@studio/domain";
import type { Catalogue, CatalogueProduct, CreatedOrder } from "@studio/contracts";
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { toast } from "../../../ui/toast-store";
import { fireConfetti } from "../confetti";
import { paySandboxOrder, paymentErrorText, type CardDetails } from "../payment-flow";
import { isFailureText, pollPayment, PaymentPollError } from "../payment-poll";
import { checkoutReducer, initialCheckout, orderedProduct } from "../payment-state";
import { closePayment, paymentEvents } from "../payment-store";
import { paymentsApi } from "../payments-api";
import { productLine, productTitle } from "../product-text";
import { CouponField } from "./CouponField";
import { SandboxCardForm } from "./SandboxCardForm";

// Stripe's Payment Element (and @stripe/stripe-js) load only when Stripe takes this payment.
const StripeCardForm = lazy(async () => ({ default: (await import("./StripeCardForm")).StripeCardForm }));
// The QR view (and the qrcode encoder) load only for WeChat Pay and Alipay orders.
const QrPayView = lazy(async () => ({ default: (await import("./QrPayView")).QrPayView }));
// The PayPal button (and the PayPal JS SDK it injects) load only when PayPal takes the payment.
const PayPalButton = lazy(async () => ({ default: (await import("./PayPalButton")).PayPalButton }));

export type PaidOrder = { orderId: string; amount: number };

/**
 * One product's checkout: the add-ons a package can take (the Brand package, the designer fix),
 * the coupon, then the pay button, which shows the price only when it is above 0 and loads while
 * the server prepares the order (its price is the one charged: an upgrade pays the difference);
 * then the card form of the provider that took the order, or the provider's own page. On success
 * the completion event with the payment type goes out, the account is refreshed, and a short
 * confetti plays.
 */
export function Checkout({
  catalogue,
  product,
  designId,
  fast,
  onBack,
  onPaid,
}: {
  catalogue: Catalogue;
  product: CatalogueProduct;
  designId: string | null;
  fast: boolean;
  onBack: (() => void) | null;
  onPaid: (order: PaidOrder) => void;
}) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(checkoutReducer(catalogue), undefined, () => initialCheckout(catalogue, product));
  const [provider, setProvider] = useState(catalogue.providers[0] ?? "sandbox");
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // The order PayPal's window is open for: its onApprove may run before React re-renders with it.
  const paypalOrder = useRef<CreatedOrder | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const amount = order ? order.amount : state.paymentParams.amount;
  const price = formatMinor(amount, catalogue.currency);
  const payLabel = amount > 0 ? t("checkout.payAmount", { price }) : t("checkout.pay");
  // Once the server has priced the order, what it is for can no longer change.
  const locked = busy || order !== null;

  const complete = (paid: { orderId: string; amount: number }) => {
    dispatch({ type: "paid", amount: paid.amount });
    paymentEvents.emit("completed", {
      type: state.paymentParams.type,
      orderId: paid.orderId,
      productId: orderedProduct(catalogue, product, state.paymentParams.needBrand).id,
      designId,
    });
    fireConfetti();
    onPaid(paid);
  };

  /**
   * Preparing the order failed. Spec 01 section 4: in fast mode (opened straight at a product) the
   * dialog closes and the toast says why; otherwise the message stays in the dialog.
   */
  const failPrepare = (cause: unknown) => {
    // 401 already opened the login panel (api/client events).
    if (cause instanceof ApiError && cause.status === 401) return closePayment();
    const message = paymentErrorText(cause, t);
    if (fast) {
      toast.error(message);
      closePayment();
      return;
    }
    setError(message);
  };

  /**
   * Prices the order on the server; a free one (100 % coupon) is paid at once. `hosted`: a provider
   * page (PayPal's approval page) takes over; the PayPal button passes false and uses the order itself.
   */
  const prepare = async (hosted = true): Promise<CreatedOrder | null> => {
    const ordered = orderedProduct(catalogue, product, state.paymentParams.needBrand);
    const { data, msg } = await paymentsApi.createOrder({
      product: ordered.id,
      provider,
      coupon: state.couponCodeObj?.code,
      designId: designId ?? undefined,
      needDesigner: state.paymentParams.needDesigner || undefined,
      // A phone browser pays WeChat Pay / Alipay in their own page (H5, wap), which comes back to /payment/return.
      channel: (provider === "wechat" || provider === "alipay") && paysInPhoneBrowser(navigator.userAgent) ? "mobile" : undefined,
    });
    dispatch({ type: "ordered", order: data });
    if (data.paid) {
      complete({ orderId: data.orderId, amount: data.amount });
      return null;
    }
    // Spec 01 section 4: a card intent without a client secret shows the server's msg.
    if (data.provider === "stripe" && !data.clientSecret) throw new Error(isFailureText(msg) ? msg : t("errors.PAYMENT_FAILED"));
    if (hosted && data.provider !== "sandbox" && data.provider !== "stripe" && !data.qrCode && data.checkoutUrl) {
      // Hosted pages (PayPal approval, the QR pages) take over and come back to the record check.
      window.location.assign(data.checkoutUrl);
      return null;
    }
    setOrder(data);
    return data;
  };

  /** The sandbox card step on the prepared order, then the record check. */
  const payWithCard = async (card: CardDetails) => {
    if (!order) return;
    setBusy(true);
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      await paySandboxOrder(order.orderId, card, { signal: controller.signal, timeoutText: t("payment.timeout") });
      complete({ orderId: order.orderId, amount: order.amount });
    } catch (cause) {
      if (controller.signal.aborted) return;
      // A decline is the processor's message, shown above the button; another card may then pay
      // the same order (the server moves failed -> paid, so no payment is lost).
      setError(paymentErrorText(cause, t));
    } finally {
      setBusy(false);
    }
  };

  /** The first pay click: the server prices the order (an upgrade pays the difference, the coupon is applied) and starts the provider's checkout. */
  const startPayment = async () => {
    setBusy(true);
    setError(null);
    try {
      await prepare();
    } catch (cause) {
      failPrepare(cause);
    } finally {
      setBusy(false);
    }
  };

  /** The PayPal button's createOrder: our order (priced here), whose client secret is the PayPal order id; a retry reuses it. */
  const paypalCreateOrder = async (): Promise<string> => {
    setError(null);
    const open = paypalOrder.current;
    if (open?.clientSecret) return open.clientSecret;
    try {
      const data = await prepare(false);
      paypalOrder.current = data;
      if (data?.clientSecret) return data.clientSecret;
    } catch (cause) {
      failPrepare(cause);
    }
    // Nothing for PayPal to open: paid already (100 % coupon) or refused (the message is shown).
    throw new Error("no PayPal order");
  };

  /** The buyer approved in PayPal's window: the record check captures the payment on our server, then says paid. */
  const paypalApproved = async () => {
    const approved = paypalOrder.current;
    if (!approved) return;
    setBusy(true);
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      await pollPayment((signal) => paymentsApi.check(approved.orderId, signal), { signal: controller.signal, timeoutText: t("payment.timeout") });
      complete({ orderId: approved.orderId, amount: approved.amount });
    } catch (cause) {
      if (controller.signal.aborted) return;
      setError(paymentErrorText(cause, t));
      // A declined funding source failed this order: the next click starts a fresh one.
      if (cause instanceof PaymentPollError && cause.reason === "failed") {
        paypalOrder.current = null;
        setOrder(null);
      }
    } finally {
      setBusy(false);
    }
  };

  const paypalClientId = provider === "paypal" ? (catalogue.paypalClientId ?? null) : null;
  const addOns = product.kind === "package";
  // The brand add-on is offered with the Brand package itself (isProductOffered).
  const brand = catalogue.products.find((candidate) => candidate.kind === "package" && candidate.level === "brand" && isProductOffered(candidate));
  const designer = catalogue.products.find((candidate) => candidate.kind === "designer");
  return (
    <div className="checkout" data-testid="checkout" data-product={product.id}>
      {onBack ? (
        <button type="button" className="link-button checkout-back" onClick={onBack} disabled={locked}>
          {t("checkout.back")}
        </button>
      ) : null}
      <div className="checkout-summary">
        <h3>{productTitle(product, t)}</h3>
        <p className="checkout-line">{productLine(product, t)}</p>
        <p className="checkout-total">
          {t("checkout.total")}{" "}
          <strong data-testid="checkout-amount" data-amount={amount}>
            {price}
          </strong>
          {state.paymentParams.type === "subscription" ? <span className="product-period">{t("checkout.perMonth")}</span> : null}
        </p>
      </div>
      {addOns ? (
        <fieldset className="checkout-addons" disabled={locked}>
          {brand && product.level !== "brand" ? (
            <label>
              <input
                type="checkbox"
                checked={state.paymentParams.needBrand}
                onChange={(event) => dispatch({ type: "addons", needBrand: event.target.checked })}
                data-testid="need-brand"
              />{" "}
              {t("checkout.needBrand", { price: formatMinor(brand.amount, catalogue.currency) })}
            </label>
          ) : null}
          {designer ? (
            <label>
              <input
                type="checkbox"
                checked={state.paymentParams.needDesigner}
                onChange={(event) => dispatch({ type: "addons", needDesigner: event.target.checked })}
                data-testid="need-designer"
              />{" "}
              {t("checkout.needDesigner", { price: formatMinor(designer.amount, catalogue.currency) })}
            </label>
          ) : null}
        </fieldset>
      ) : null}
      <CouponField coupon={state.couponCodeObj} onChange={(coupon) => dispatch({ type: "coupon", coupon })} disabled={locked} />
      {catalogue.providers.length > 1 ? (
        <fieldset className="checkout-providers" disabled={locked}>
          <legend>{t("checkout.payWith")}</legend>
          {catalogue.providers.map((name) => (
            <label key={name}>
              <input type="radio" name="provider" value={name} checked={provider === name} onChange={() => setProvider(name)} />{" "}
              {t(`checkout.providers.${name}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {paypalClientId ? (
        <>
          {error ? (
            <p className="card-form-error" role="alert" data-testid="payment-error">
              {error}
            </p>
          ) : null}
          {busy ? <div className="spinner" role="status" aria-label={t("checkout.processing")} /> : null}
          <Suspense fallback={<p role="status">{t("payment.loadingPayPal")}</p>}>
            <PayPalButton
              clientId={paypalClientId}
              currency={catalogue.currency}
              createOrder={paypalCreateOrder}
              onApprove={paypalApproved}
              onCancel={() => setError(t("checkout.paypalCancelled"))}
              onError={() => setError((shown) => shown ?? t("errors.PAYMENT_FAILED"))}
              onFallback={() => void startPayment()}
              fallbackBusy={busy}
            />
          </Suspense>
        </>
      ) : order === null ? (
        <>
          {error ? (
            <p className="card-form-error" role="alert" data-testid="payment-error">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-primary button-large card-pay"
            onClick={() => void startPayment()}
            disabled={busy}
            aria-busy={busy}
            data-testid="pay-button"
          >
            {busy ? (provider === "paypal" ? t("payment.loadingPayPal") : t("checkout.preparing")) : payLabel}
          </button>
        </>
      ) : order.provider === "stripe" && order.clientSecret ? (
        <Suspense fallback={<div className="spinner" role="status" aria-label={t("common.loading")} />}>
          <StripeCardForm
            clientSecret={order.clientSecret}
            publishableKey={order.publishableKey ?? null}
            payLabel={payLabel}
            onPaid={() => complete({ orderId: order.orderId, amount: order.amount })}
            onError={(message) => setError(message)}
            error={error}
            orderId={order.orderId}
          />
        </Suspense>
      ) : order.qrCode ? (
        <Suspense fallback={<div className="spinner" role="status" aria-label={t("common.loading")} />}>
          <QrPayView
            orderId={order.orderId}
            qrCode={order.qrCode}
            provider={order.provider}
            payLabel={price}
            onPaid={() => complete({ orderId: order.orderId, amount: order.amount })}
          />
        </Suspense>
      ) : (
        <SandboxCardForm payLabel={payLabel} busy={busy} error={error} onSubmit={(card) => void payWithCard(card)} />
      )}
    </div>
  );
}
