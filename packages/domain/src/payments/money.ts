import type { Currency } from "./catalogue";

/** The sign written before an amount: the dollar sign on the English site, the yuan sign on the cn site. */
export const currencySymbols: Record<Currency, string> = { USD: "$", CNY: "¥" };

/**
 * An amount in minor units (cents, fen) as people read it, e.g. 499 USD -> "$4.99". Integer
 * arithmetic only, so no float ever rounds a price; a negative amount (a refund) keeps its sign.
 */
export function formatMinor(amount: number, currency: Currency): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(amount));
  const major = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const minor = String(abs % 100).padStart(2, "0");
  return `${sign}${currencySymbols[currency]}${major}.${minor}`;
}

/**
 * The tax contained in a tax-inclusive amount at `percent` (prices on this site include tax; the
 * spec names no tax, so the rate is the operator's RECEIPT_TAX_PERCENT, 0 by default).
 */
export function includedTax(amount: number, percent: number): number {
  if (percent <= 0) return 0;
  return Math.round((amount * percent) / (100 + percent));
}
