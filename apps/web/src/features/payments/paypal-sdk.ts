/**
 * The PayPal JS SDK (developer.paypal.com/sdk/js/reference), the part this site uses: the script
 * from www.paypal.com with the public client id, the currency and intent=capture, then
 * `paypal.Buttons({createOrder, onApprove, onCancel, onError}).render(container)`. These types are
 * written from that reference: PayPal publishes no package this app needs for a script tag.
 */
export type PayPalButtonsOptions = {
  style?: { layout?: "vertical" | "horizontal"; label?: "paypal" | "pay" | "checkout" | "buynow"; height?: number };
  /** Resolves to the PayPal order id (our server creates the PayPal order). */
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string; payerID?: string | null }) => Promise<void>;
  onCancel?: (data: { orderID: string }) => void;
  onError?: (error: unknown) => void;
};
export type PayPalButtons = {
  isEligible(): boolean;
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
};
export type PayPalNamespace = { Buttons(options: PayPalButtonsOptions): PayPalButtons };

export const PAYPAL_SDK_ORIGIN = "https://www.paypal.com";

export function paypalSdkUrl(clientId: string, currency: string): string {
  const query = new URLSearchParams({ "client-id": clientId, currency, intent: "capture" });
  return `${PAYPAL_SDK_ORIGIN}/sdk/js?${query.toString()}`;
}

function paypalGlobal(): PayPalNamespace | undefined {
  return (window as unknown as { paypal?: PayPalNamespace }).paypal;
}

const loads = new Map<string, Promise<PayPalNamespace>>();

/**
 * Injects the SDK's script tag on first use (never part of any page's initial JS) and resolves to
 * `window.paypal`. One load per URL; a failed load is forgotten (its tag removed) so a later
 * checkout may try again.
 */
export function loadPayPalSdk(clientId: string, currency: string): Promise<PayPalNamespace> {
  const url = paypalSdkUrl(clientId, currency);
  const pending = loads.get(url);
  if (pending) return pending;
  const load = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.dataset.paypalSdk = "";
    const fail = () => {
      script.remove();
      loads.delete(url);
      reject(new Error("PayPal SDK failed to load"));
    };
    script.addEventListener("load", () => {
      const paypal = paypalGlobal();
      if (paypal && typeof paypal.Buttons === "function") resolve(paypal);
      else fail();
    });
    script.addEventListener("error", fail);
    document.head.appendChild(script);
  });
  loads.set(url, load);
  return load;
}
