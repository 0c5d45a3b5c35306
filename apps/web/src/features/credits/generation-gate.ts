import { generationGate, type GateDecision } from "@studio/domain";
import { openLimitModal } from "../limits/limit-modal-store";
import { openLoginPanel } from "../session/login-panel-store";

export type GateUser = { id: number; ai_credits: number; pro: boolean };

/**
 * The browser side of the generation check (spec 01 section 4): the shared rule decides how many
 * generations may start; with none, a visitor gets the login panel and a signed-in user the
 * payment dialog. Until payments exist, the recharge modal (Pro) or upgrade tips (others) stand in
 * for it, saying how to get credits. Errors are the caller's to swallow, as the spec says.
 */
export function runGenerationGate(input: {
  user: GateUser | null;
  costPerImage: number;
  freeQuotaLeft: number;
  requested?: number;
  purchasedOnly?: boolean;
  loginRequired?: boolean;
  /** The server issued this session to an embedding partner (`/api/user` `partner`). */
  sdkMode?: boolean;
}): GateDecision {
  const decision = generationGate({
    user: input.user ? { id: input.user.id, credits: input.user.ai_credits } : null,
    costPerImage: input.costPerImage,
    freeQuotaLeft: input.freeQuotaLeft,
    requested: input.requested,
    purchasedOnly: input.purchasedOnly,
    loginRequired: input.loginRequired,
    sdkMode: input.sdkMode,
  });
  if (decision.action === "login") openLoginPanel("sign-in");
  if (decision.action === "payment") openLimitModal({ error: input.user?.pro ? "AI_CREDITS_MONTH" : "AI_LIMIT", msg: "" });
  return decision;
}
