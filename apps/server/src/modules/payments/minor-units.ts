/**
 * Vendors that take decimal amounts (Alipay "149.00" yuan, PayPal "19.00" dollars) against our
 * minor units (fen, cents): converted as text, never through a float.
 */
export function decimalOf(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

export function minorOf(decimal: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : undefined;
}
