import type { CheckoutUrls } from "./payment-provider";

/**
 * Where a provider's hosted page sends the buyer back. A client may name its own return and cancel
 * addresses (the spec's return_url, cancel_url) but only on this site: any other address is
 * replaced, so a checkout link can never be used to send a buyer to someone else's page.
 */
export function checkoutUrls(linkBase: string, requested: { returnUrl?: string | undefined; cancelUrl?: string | undefined }): CheckoutUrls {
  const own = (value: string | undefined, fallback: string): string => {
    if (!value) return `${linkBase}${fallback}`;
    if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return `${linkBase}${value}`;
    try {
      const url = new URL(value);
      if (url.origin === new URL(linkBase).origin) return url.toString();
    } catch {
      // Not a URL: fall through to our own page.
    }
    return `${linkBase}${fallback}`;
  };
  return { returnUrl: own(requested.returnUrl, "/pricing?paid=1"), cancelUrl: own(requested.cancelUrl, "/pricing") };
}
