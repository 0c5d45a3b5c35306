import { aiChargeDecision, generationGate, isAreaReady, type GateDecision } from "@studio/domain";
import { runAfterSignIn } from "../auth/after-sign-in";
import type { SessionUser } from "../auth/api/auth-api";
import { openLimitModal } from "../limits/limit-modal-store";
import { openPayment } from "../payments/payment-store";
import { openLoginPanel } from "../session/login-panel-store";

/** The user facts the gate reads (a SessionUser has them all). */
export type GateUser = Pick<SessionUser, "id" | "ai_credits" | "freeCredits" | "vip" | "super_vip" | "vip_ends_at" | "is_admin" | "designer_type" | "partner">;

/**
 * The browser side of the generation check (spec 01 section 4), the one every paid generation runs
 * (logo rounds, AI Edit): the shared rule decides how many generations may start; with none, a
 * visitor gets the login panel (and `retry` runs after sign-in) and a signed-in user the dialog
 * that names the limit the server would answer (same rule, @studio/domain: Pro members have run out
 * for the month, free users of today's free credits), in the payment dialog once payments work
 * (the `payments` area), else in the limit dialog. `cost` is the figure in force, from
 * GET /api/credits/costs, never a compiled-in number.
 */
export function runGenerationGate(input: {
  user: GateUser | null;
  /** What this generation costs, in credits. */
  cost: number;
  /** The operator's free AI credits a day (0: no free allowance). */
  freeAiCreditsPerDay: number;
  requested?: number;
  purchasedOnly?: boolean;
  loginRequired?: boolean;
  /** Runs again once the visitor has signed in. */
  retry?: () => void;
  now?: Date;
}): GateDecision {
  const { user, cost } = input;
  const decision = generationGate({
    user: user ? { id: user.id, credits: user.ai_credits } : null,
    costPerImage: cost,
    freeQuotaLeft: user && cost > 0 ? Math.floor(user.freeCredits / cost) : 0,
    requested: input.requested,
    purchasedOnly: input.purchasedOnly,
    loginRequired: input.loginRequired,
    // Only the server marks a partner's session (`/api/user` `partner`), never a client flag.
    sdkMode: Boolean(user?.partner),
  });
  if (decision.action === "login") {
    if (input.retry) runAfterSignIn(input.retry);
    openLoginPanel("sign-in");
  }
  if (decision.action === "payment") {
    const stop = user
      ? aiChargeDecision({
          user: {
            aiCredits: user.ai_credits,
            vip: user.vip,
            superVip: user.super_vip,
            vipEndsAt: user.vip_ends_at ? new Date(user.vip_ends_at) : null,
            isAdmin: user.is_admin,
            designerType: user.designer_type,
          },
          now: input.now ?? new Date(),
          cost,
          freeCreditsLeft: user.freeCredits,
          freeQuotaEnabled: input.freeAiCreditsPerDay > 0,
        })
      : undefined;
    const limit = stop?.action === "stop" ? stop.limit : "AI_LIMIT";
    // Spec 01 gate step 5: a signed-in user with no generations left gets the payment dialog,
    // headed by the limit it hit; a Pro member out of credits sees the credit packs first.
    if (isAreaReady("payments")) openPayment({ tab: limit === "AI_CREDITS_MONTH" ? "credits" : "pro", reason: limit });
    else openLimitModal({ error: limit, msg: "" });
  }
  return decision;
}
