/**
 * Order states (issue 16): `created -> pending -> paid -> fulfilled`, or `failed` / `refunded`.
 * Every change is recorded with its time; a change not listed here is refused, so a replayed
 * webhook or a late decline can never move a paid order back.
 */
export const orderStates = ["created", "pending", "paid", "fulfilled", "failed", "refunded"] as const;
export type OrderState = (typeof orderStates)[number];

const moves: Record<OrderState, readonly OrderState[]> = {
  created: ["pending", "paid", "failed"],
  pending: ["paid", "failed"],
  paid: ["fulfilled", "refunded"],
  fulfilled: ["refunded"],
  // A payment that succeeds after a decline (another card on the same order, a provider's late
  // success) is still money taken: it must move the order to paid, never be lost.
  failed: ["paid"],
  refunded: [],
};

export function canMoveOrder(from: OrderState, to: OrderState): boolean {
  return moves[from].includes(to);
}

/** Paid in the customer's eyes: the money was taken (refunded orders are not). */
export function isOrderPaid(state: OrderState): boolean {
  return state === "paid" || state === "fulfilled";
}

/** Spec 01 section 9 / 02 section 9: the recent logo payments window, 3 days (259200000 ms). */
export const recentLogoPaymentsMs = 259_200_000;
/** FAQ of spec 01: a purchased logo's name and symbol can change for 3 days after purchase, everything else forever. */
export const nameChangeWindowMs = recentLogoPaymentsMs;

/** Spec 01 section 4: the browser polls the record check every 2000 ms up to 10 times, then says 'timeout'. */
export const paymentPoll = { intervalMs: 2000, tries: 10 } as const;

/** Coupon codes (spec 03 section 5): 4 to 20 characters, no spaces. Messages in the order the checks run. */
export const couponRules = { minLength: 4, maxLength: 20 } as const;
export const couponMessages = {
  required: "Coupon code is required.",
  length: "Coupon code must be between 4 and 20 characters",
  invalid: "Invalid code!",
  taken: "Code already exist, please choose a different one!",
} as const;

/** The first rule a typed coupon code breaks, or null (spaces count as invalid). */
export function couponCodeProblem(code: string): keyof typeof couponMessages | null {
  if (code.trim() === "") return "required";
  if (code.length < couponRules.minLength || code.length > couponRules.maxLength) return "length";
  if (/\s/.test(code)) return "invalid";
  return null;
}

/** A percent-off coupon applied to an amount in minor units: rounded to the minor unit, never below 0. */
export function applyPercentOff(amount: number, percentOff: number): number {
  const off = Math.round((amount * Math.min(Math.max(percentOff, 0), 100)) / 100);
  return Math.max(amount - off, 0);
}
