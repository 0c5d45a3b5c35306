import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast-store";
import { openLoginPanel } from "../../session/login-panel-store";
import { authApi } from "../api/auth-api";
import { currentLanguage } from "../auth-error";
import { showAuthView } from "../auth-view-store";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { currentUserQueryKey } from "../hooks/use-current-user";

/** The secret a magic, reset or verification link carries in the URL hash: `#signin=…`, `#reset=…`, `#verify=…`. */
export function readAuthHash(hash: string): { kind: "signin" | "reset" | "verify"; secret: string } | null {
  const match = /^#(signin|reset|verify)=([\w-]{20,200})$/.exec(hash);
  return match ? { kind: match[1] as "signin" | "reset" | "verify", secret: match[2] as string } : null;
}

function removeHash(): void {
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

/**
 * Spec: a sign-in hash in the page URL is verified ('Login successful' or 'Failed!') and then
 * removed from the URL. A reset hash opens the login panel on the new-password view; a verify hash
 * confirms the registration's e-mail (it works in any browser, signed in or not).
 */
export function SignInHashHandler() {
  const { t, i18n } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const handled = useRef(new Set<string>());
  const queryClient = useQueryClient();

  useEffect(() => {
    const handle = () => {
      const found = readAuthHash(window.location.hash);
      // Once per secret: StrictMode runs effects twice, and a hashchange may repeat the same link.
      if (!found || handled.current.has(found.secret)) return;
      handled.current.add(found.secret);
      removeHash();
      if (found.kind === "verify") {
        authApi.verifyEmail(found.secret).then(
          () => {
            toast.success(t("auth.emailVerified"));
            void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
          },
          () => toast.error(t("auth.verifyFailed")),
        );
        return;
      }
      if (found.kind === "reset") {
        showAuthView({ name: "reset", hash: found.secret });
        openLoginPanel("sign-in");
        return;
      }
      authApi.verifyHash(found.secret, currentLanguage(i18n.language)).then(completeSignIn, () => toast.error(t("login.failed")));
    };
    handle();
    // A link opened in a tab that already shows the app only changes the hash.
    window.addEventListener("hashchange", handle);
    return () => window.removeEventListener("hashchange", handle);
  }, [completeSignIn, i18n.language, t, queryClient]);

  return null;
}
