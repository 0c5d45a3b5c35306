import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { authViewStore, showAuthView, type AuthView } from "../auth-view-store";
import { CodeSignInView } from "./CodeSignInView";
import { EmailSignInView } from "./EmailSignInView";
import { MagicLinkSentModal } from "./MagicLinkSentModal";
import { MobileSignInView } from "./MobileSignInView";
import { PasswordLoginView, RegisterView, ResetPasswordView } from "./PasswordViews";
import { QrSignInView } from "./QrSignInView";
import "../auth.css";

/** The Chinese variant's tabs: messaging-app QR (default), mobile, and e-mail/password. */
function CnTabs({ view }: { view: AuthView["name"] }) {
  const { t } = useTranslation();
  const tabs: Array<{ name: AuthView["name"]; label: string; selected: boolean }> = [
    { name: "qr", label: t("auth.qrTab"), selected: view === "qr" || view === "email" },
    { name: "mobile", label: t("auth.mobileTab"), selected: view === "mobile" },
    { name: "login", label: t("auth.emailTab"), selected: view === "login" || view === "register" || view === "reset" },
  ];
  return (
    <div className="auth-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.name}
          type="button"
          role="tab"
          className="auth-tab"
          aria-selected={tab.selected}
          onClick={() => showAuthView({ name: tab.name } as AuthView)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The views of the login panel (spec: height 400 px); the sent-modal opens over the e-mail view. */
export function LoginPanel() {
  const view = useSyncExternalStore(authViewStore.subscribe, authViewStore.getSnapshot);
  const options = useQuery({ queryKey: ["auth-options"], queryFn: authApi.options, staleTime: Infinity });
  const cn = options.data?.variant === "cn";
  const name = cn && view.name === "email" ? "qr" : view.name;
  return (
    <div className="auth-panel" data-testid="auth-panel">
      {cn ? <CnTabs view={name} /> : null}
      {name === "qr" ? <QrSignInView /> : null}
      {name === "mobile" ? <MobileSignInView /> : null}
      {name === "email" || name === "link-sent" ? <EmailSignInView /> : null}
      {view.name === "link-sent" ? <MagicLinkSentModal email={view.email} /> : null}
      {view.name === "code" ? <CodeSignInView email={view.email} /> : null}
      {name === "login" ? <PasswordLoginView /> : null}
      {name === "register" ? <RegisterView /> : null}
      {view.name === "reset" ? <ResetPasswordView hash={view.hash} /> : null}
    </div>
  );
}
