import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { runAfterSignIn } from "../../auth/after-sign-in";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { closePayment, openPayment, paymentEvents, paymentOpenDecision, type PaymentRequest } from "../payment-store";
import { PaymentDialog } from "./PaymentDialog";

/**
 * A payment request, once its code has loaded. Signed out, it opens the login panel instead and
 * comes back after sign-in (spec 01 section 4); a completed payment refreshes everything the page
 * shows of the account (balance, Pro badge, paid downloads) without a reload.
 */
export function PaymentHost({ request }: { request: PaymentRequest }) {
  const { user, loading } = useCurrentUser();
  const queryClient = useQueryClient();
  const decision = paymentOpenDecision(request, user, loading);

  useEffect(() => {
    if (decision !== "login") return;
    closePayment();
    runAfterSignIn(() => openPayment(request));
    openLoginPanel("sign-in");
  }, [decision, request]);

  useEffect(() => paymentEvents.on("completed", () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })), [queryClient]);

  return decision === "open" ? <PaymentDialog request={request} /> : null;
}
