import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { isEmbeddedMode, setBearerToken } from "../../../api/session-storage";
import { toast } from "../../../ui/toast-store";
import { closeLoginPanel } from "../../session/login-panel-store";
import { takeAfterSignIn } from "../after-sign-in";
import type { SignedIn } from "../api/auth-api";
import { showAuthView } from "../auth-view-store";
import { useSetCurrentUser } from "./use-current-user";

/**
 * What every sign-in path does on success (spec: store token and user, run the stored callback
 * once). The browser's session is the httpOnly cookie the server set; only the embedded iframe
 * mode keeps the token to send it as a bearer header.
 */
export function useCompleteSignIn() {
  const { t } = useTranslation();
  const setUser = useSetCurrentUser();
  return useCallback(
    (result: SignedIn) => {
      if (isEmbeddedMode()) setBearerToken(result.token);
      setUser(result.user);
      closeLoginPanel();
      showAuthView({ name: "email" });
      toast.success(t("login.success"));
      takeAfterSignIn()?.();
    },
    [setUser, t],
  );
}
