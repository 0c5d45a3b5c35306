import { creditCheck, type CreditCheckDecision } from "@studio/domain";
import { openLoginPanel } from "../session/login-panel-store";
import { openLimitModal } from "../limits/limit-modal-store";

export type CreditCheckUser = { ai_credits: number; freeCredits: number; pro: boolean };

/**
 * The browser side of the credit check for an AI action (spec 01 section 4): the shared rule from
 * @studio/domain decides, this opens the dialog it names. Returns whether the action may go on;
 * `confirm` is asked only when the rule says so. The server still enforces the spend.
 */
export async function runCreditCheck(input: {
  user: CreditCheckUser | null;
  required: number;
  confirm?: (required: number) => Promise<boolean>;
  sdkMode?: boolean;
}): Promise<{ proceed: boolean; decision: CreditCheckDecision }> {
  const decision = creditCheck({
    sdkMode: input.sdkMode,
    user: input.user ? { credits: input.user.ai_credits, freeCredits: input.user.freeCredits, pro: input.user.pro } : null,
    required: input.required,
    confirm: input.confirm !== undefined,
  });
  switch (decision.action) {
    case "proceed":
      return { proceed: true, decision };
    case "confirm":
      // Declining is the spec's silent 'cancel'.
      return { proceed: input.confirm ? await input.confirm(decision.required) : true, decision };
    case "login":
      openLoginPanel("sign-in");
      return { proceed: false, decision };
    case "recharge":
      openLimitModal({ error: "AI_CREDITS_MONTH", msg: "" });
      return { proceed: false, decision };
    case "upgrade":
      openLimitModal({ error: "AI_LIMIT", msg: "" });
      return { proceed: false, decision };
  }
}
