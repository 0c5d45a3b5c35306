import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast-store";
import { openLoginPanel } from "../../session/login-panel-store";
import { authApi } from "../api/auth-api";
import { currentLanguage } from "../auth-error";
import { showAuthView } from "../auth-view-store";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";

/** The secret a magic link or reset link carries in the URL hash: `#signin=…` or `#reset=…`. */
export function readAuthHash(hash: string): { kind: "signin" | "reset"; secret: string } | null {
  const match = /^#(signin|reset)=([\w-]{20,200})$/.exec(hash);
  return match ? { kind: match[1] as "signin" | "reset", secret: match[2] as string } : null;
}

function removeHash(): void {
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

/**
 * Spec: a sign-in hash in the page URL is verified ('Login successful' or 'Failed!') and then
 * removed from the URL. A reset hash opens the login panel on the new-password view.
 */
export function SignInHashHandler() {
  const { t, i18n } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const found = readAuthHash(window.location.hash);
    if (!found) return;
    handled.current = true;
    removeHash();
    if (found.kind === "reset") {
      showAuthView({ name: "reset", hash: found.secret });
      openLoginPanel("sign-in");
      return;
    }
    authApi.verifyHash(found.secret, currentLanguage(i18n.language)).then(completeSignIn, () => toast.error(t("login.failed")));
  }, [completeSignIn, i18n.language, t]);

  return null;
}
