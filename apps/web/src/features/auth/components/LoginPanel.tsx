import { useSyncExternalStore } from "react";
import { authViewStore } from "../auth-view-store";
import { CodeSignInView } from "./CodeSignInView";
import { EmailSignInView } from "./EmailSignInView";
import { MagicLinkSentModal } from "./MagicLinkSentModal";
import { PasswordLoginView, RegisterView, ResetPasswordView } from "./PasswordViews";
import "../auth.css";

/** The views of the login panel (spec: height 400 px); the sent-modal opens over the e-mail view. */
export function LoginPanel() {
  const view = useSyncExternalStore(authViewStore.subscribe, authViewStore.getSnapshot);
  return (
    <div className="auth-panel" data-testid="auth-panel">
      {view.name === "email" || view.name === "link-sent" ? <EmailSignInView /> : null}
      {view.name === "link-sent" ? <MagicLinkSentModal email={view.email} /> : null}
      {view.name === "code" ? <CodeSignInView email={view.email} /> : null}
      {view.name === "login" ? <PasswordLoginView /> : null}
      {view.name === "register" ? <RegisterView /> : null}
      {view.name === "reset" ? <ResetPasswordView hash={view.hash} /> : null}
    </div>
  );
}
