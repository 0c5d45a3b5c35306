import { costOfName, creditCheck, type CreditCosts } from "@studio/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { toast } from "../../ui/toast-store";
import { runAfterSignIn } from "../auth/after-sign-in";
import { authApi, type SessionUser } from "../auth/api/auth-api";
import { currentUserQueryKey, isProNow } from "../auth/hooks/use-current-user";
import { openLimitModal } from "../limits/limit-modal-store";
import { openLoginPanel } from "../session/login-panel-store";
import { creditsApi } from "./api/credits-api";
import { askCreditConfirm } from "./credit-confirm-store";
import { creditCostsQueryKey } from "./hooks/use-credits";
import type { LimitCode } from "./limit-kind";

/**
 * Credits as a number, a name priced by the cost table in force (a kind such as `matting`, or an API
 * name: costOfName), or a price read from that table (a download format's).
 */
export type CreditRequirement = number | string | ((costs: CreditCosts) => number);

export type CreditCheckRequest = {
  required: CreditRequirement;
  /** Ask before spending when credits are above 0 and the requirement above 1 (the spec's confirm option). */
  confirm?: boolean;
  /** Whether today's free AI credits pay for this action (AI actions yes; downloads spend AI credits only). */
  freeCreditsPay?: boolean;
  /** The limit the upgrade tips name for a non-Pro user who is short (default AI_LIMIT). */
  upgradeLimit?: LimitCode;
  /** Runs again once a visitor has signed in from the login panel this check opened. */
  retry?: () => void;
  /** Opens instead of the recharge modal or the upgrade tips when the user is short (the download popover's purchase dialog, issue 16). */
  onShort?: () => void;
};

/** How the check ended; only `proceed` lets the action go on. */
export type CreditCheckOutcome = "proceed" | "login" | "recharge" | "upgrade" | "cancel" | "error";

export type CreditCheckDeps = {
  /** The user the page already holds: a partner's session (SDK iframe mode) passes before anything loads. */
  cachedUser: () => SessionUser | null;
  /** The user, freshly loaded (the spec loads the user first). */
  loadUser: () => Promise<SessionUser | null>;
  /** The cost table the server enforces (GET /api/credits/costs, operator overrides included). */
  loadCosts: () => Promise<CreditCosts>;
  confirm: (required: number) => Promise<boolean>;
  showError: (error: unknown) => void;
  now?: () => Date;
};

async function requiredCredits(required: CreditRequirement, deps: CreditCheckDeps): Promise<number | undefined> {
  if (typeof required === "number") return required;
  const costs = await deps.loadCosts();
  return typeof required === "string" ? costOfName(costs, required) : required(costs);
}

/** The spec's thrown 'login' and 'cancel': they end the check without an error message. */
class CheckStop {
  constructor(readonly outcome: "login" | "cancel") {}
}

/**
 * The credit check for an AI action (spec 01 section 4, spec 03 section 4), run before every
 * credit-spending action: SDK mode always passes; otherwise the user is loaded and the requirement
 * looked up; enough credits (or free credits) proceeds, after the confirm dialog when asked for and
 * credits > 0 and the requirement > 1; else a visitor gets the login panel, a Pro member the
 * recharge dialog and anyone else the upgrade tips. 'login' (also a 401) opens the login panel,
 * 'cancel' (declining the confirm) is silent, any other failure is shown. The server still
 * enforces every spend; this only decides which dialog to show first.
 */
export async function runCreditCheck(request: CreditCheckRequest, deps: CreditCheckDeps): Promise<CreditCheckOutcome> {
  // Only the server marks a partner's session (`/api/user` `partner`), never a client flag.
  if (deps.cachedUser()?.partner) return "proceed";
  try {
    const user = await deps.loadUser();
    if (user?.partner) return "proceed";
    const required = await requiredCredits(request.required, deps);
    if (required === undefined) throw new Error(`'${String(request.required)}' has no price`);
    const pro = user !== null && isProNow(user, deps.now?.() ?? new Date());
    const decision = creditCheck({
      user: user ? { credits: user.ai_credits, freeCredits: request.freeCreditsPay === false ? 0 : user.freeCredits, pro } : null,
      required,
      confirm: request.confirm === true,
    });
    switch (decision.action) {
      case "proceed":
        return "proceed";
      case "confirm":
        if (!(await deps.confirm(required))) throw new CheckStop("cancel");
        return "proceed";
      case "login":
        throw new CheckStop("login");
      case "recharge":
        if (request.onShort) request.onShort();
        else openLimitModal({ error: "AI_CREDITS_MONTH", msg: "" });
        return "recharge";
      case "upgrade":
        if (request.onShort) request.onShort();
        else openLimitModal({ error: request.upgradeLimit ?? "AI_LIMIT", msg: "" });
        return "upgrade";
    }
  } catch (error) {
    if ((error instanceof CheckStop && error.outcome === "login") || (error instanceof ApiError && error.status === 401)) {
      if (request.retry) runAfterSignIn(request.retry);
      openLoginPanel("sign-in");
      return "login";
    }
    if (error instanceof CheckStop) return error.outcome;
    deps.showError(error);
    return "error";
  }
}

/**
 * `runCreditCheck` wired to the page: the user and the costs through the query cache (the user is
 * refetched, the costs reuse the cached table), the shared confirm dialog (CreditConfirmHost), and
 * errors as toasts. Call it before a credit-spending action and go on only on `proceed`.
 */
export function useCreditCheck(): (request: CreditCheckRequest) => Promise<CreditCheckOutcome> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    (request: CreditCheckRequest) =>
      runCreditCheck(request, {
        cachedUser: () => queryClient.getQueryData<SessionUser | null>(currentUserQueryKey) ?? null,
        loadUser: () => queryClient.fetchQuery({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => authApi.currentUser(signal), staleTime: 0 }),
        loadCosts: async () =>
          (await queryClient.fetchQuery({ queryKey: creditCostsQueryKey, queryFn: ({ signal }) => creditsApi.costs(signal), staleTime: 5 * 60_000 })).costs,
        confirm: askCreditConfirm,
        showError: (error) => toast.error(error instanceof ApiError && error.message ? error.message : t("errors.network")),
      }),
    [queryClient, t],
  );
}
