/**
 * The generation check of spec 01 section 4, as a pure function. The browser uses it to decide
 * which dialog to show before it asks; the server never trusts it and enforces the spend itself.
 */
export type GateUser = {
  id: number;
  /** The AI credit balance (ai_credits). */
  credits: number;
};

export type GateInput = {
  /** The refreshed user, or null for a visitor. */
  user: GateUser | null;
  /** Login required (spec default: yes). */
  loginRequired?: boolean;
  /** Only purchased credits may pay (no free quota). */
  purchasedOnly?: boolean;
  /** Images asked for (default 1). */
  requested?: number;
  /** Credits per image (spec default 4). */
  costPerImage: number;
  /** Generations left in today's free quota. */
  freeQuotaLeft: number;
  /**
   * SDK iframe mode (spec 01: "limits are skipped"): true only when the server says the session
   * was issued to an embedding partner (`/api/user` `partner`), never from a client flag.
   */
  sdkMode?: boolean;
};

export type GateAction = "proceed" | "login" | "payment";

export type GateDecision = {
  /** How many generations may go ahead now. */
  times: number;
  /** True when what is left after those generations does not pay for one more image. */
  lack: boolean;
  action: GateAction;
};

export function generationGate(input: GateInput): GateDecision {
  const { user, loginRequired = true, purchasedOnly = false, costPerImage } = input;
  const requested = Math.max(0, Math.floor(input.requested ?? 1));
  // Step 1: login required and no user id -> the login dialog.
  if (loginRequired && !user) return { times: 0, lack: true, action: "login" };
  // The partner pays in SDK mode: every requested generation may go ahead.
  if (input.sdkMode && user) return { times: requested, lack: false, action: "proceed" };
  const credits = Math.max(0, user?.credits ?? 0);
  let times: number;
  if (purchasedOnly && credits <= 0) {
    // Step 2.
    times = 0;
  } else if (credits > 0) {
    // Step 3, users with credits. The spec rounds up; the server refuses a spend it cannot cover.
    times = Math.min(requested, costPerImage > 0 ? Math.ceil(credits / costPerImage) : requested);
  } else {
    times = Math.min(requested, Math.max(0, Math.floor(input.freeQuotaLeft)));
  }
  // Step 4.
  const lack = credits - times * costPerImage < costPerImage;
  // Step 5.
  if (times === 0) return { times, lack, action: user ? "payment" : "login" };
  return { times, lack, action: "proceed" };
}

/** The credit check for an AI action (spec 01 section 4, 03 section 4), as a pure function. */
export type CreditCheckUser = {
  credits: number;
  freeCredits: number;
  /** vip or super_vip. */
  pro: boolean;
};

export type CreditCheckInput = {
  /** In SDK iframe mode the check always passes. */
  sdkMode?: boolean;
  user: CreditCheckUser | null;
  /** Credits the action needs (already looked up by kind when given as a kind, see costOfName). */
  required: number;
  /** Ask before spending when credits are above 0 and the requirement above 1. */
  confirm?: boolean;
};

export type CreditCheckAction = "proceed" | "confirm" | "login" | "recharge" | "upgrade";

export type CreditCheckDecision = { action: CreditCheckAction; required: number };

export function creditCheck(input: CreditCheckInput): CreditCheckDecision {
  const { user, required } = input;
  if (input.sdkMode) return { action: "proceed", required };
  if (user && (user.credits >= required || user.freeCredits >= required)) {
    if (input.confirm && user.credits > 0 && required > 1) return { action: "confirm", required };
    return { action: "proceed", required };
  }
  if (!user) return { action: "login", required };
  return { action: user.pro ? "recharge" : "upgrade", required };
}
