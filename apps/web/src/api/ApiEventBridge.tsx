import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { closeLimitModal, openLimitModal } from "../features/limits/limit-modal-store";
import { openLoginPanel } from "../features/session/login-panel-store";
import { closeLoader } from "../ui/loader-store";
import { toast } from "../ui/toast-store";
import { apiEvents } from "./api-events";
import { sessionEvents } from "./session-storage";

/** Query keys under this prefix hold the signed-in user; they are dropped when the session ends. */
export const sessionQueryKey = ["session"] as const;

/** Turns API client events into UI: toasts, the login panel and the limit modal. Mounted once. */
export function ApiEventBridge() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    const unsubscribe = [
      apiEvents.on("server-error", ({ message }) => toast.error(message ?? t("errors.occurred"))),
      apiEvents.on("network-error", () => toast.error(t("errors.network"))),
      apiEvents.on("unauthorized", () => {
        // Spec: on 401 the user is logged out, open dialogs close and the login panel shows.
        closeLoader(undefined, { force: true });
        closeLimitModal();
        openLoginPanel("session-ended");
      }),
      // MOBILE_NOT_BOUND is not a limit: the action that met it opens the bind-mobile dialog itself.
      apiEvents.on("forbidden", ({ error, msg }) => (error === "MOBILE_NOT_BOUND" ? undefined : openLimitModal({ error, msg }))),
      sessionEvents.on("cleared", () => queryClient.removeQueries({ queryKey: sessionQueryKey })),
    ];
    return () => unsubscribe.forEach((off) => off());
  }, [t, queryClient]);

  return null;
}
