import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { closeLoginPanel } from "../../session/login-panel-store";
import { takeAfterSignIn } from "../after-sign-in";
import { authErrorText } from "../auth-error";
import { showAuthView } from "../auth-view-store";
import { useCountdown } from "../hooks/use-countdown";
import { useCurrentUser } from "../hooks/use-current-user";
import { linkWaitUntil } from "../resend-wait";
import { sendSignInEmail } from "./EmailSignInView";

/**
 * Spec: after the request the sent-modal shows, with a 60-second wait before another request.
 * When the tab becomes visible again (the link was opened in another tab, which set the session
 * cookie) the user is refreshed; once signed in, the modal and the login panel close.
 */
export function MagicLinkSentModal({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const { refetch } = useCurrentUser();
  const [until, setUntil] = useState(() => linkWaitUntil(email));
  const seconds = useCountdown(until);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onVisible = async () => {
      if (document.visibilityState !== "visible") return;
      const { data } = await refetch();
      if (data) {
        closeLoginPanel();
        showAuthView({ name: "email" });
        takeAfterSignIn()?.();
      }
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refetch]);

  const resend = async () => {
    setBusy(true);
    setError("");
    try {
      await sendSignInEmail(email, i18n.language);
      setUntil(linkWaitUntil(email));
    } catch (failure) {
      setError(authErrorText(failure, i18n.language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={() => showAuthView({ name: "email" })}
      title={t("auth.linkSentTitle")}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={() => showAuthView({ name: "code", email })}>
            {t("auth.useCode")}
          </button>
          <button type="button" className="button button-primary" disabled={seconds > 0 || busy} onClick={resend} data-testid="resend-link">
            {seconds > 0 ? t("auth.resendCodeIn", { seconds }) : t("auth.resend")}
          </button>
        </>
      }
    >
      <div data-testid="magic-link-sent" className="auth-sent">
        <p>{t("auth.emailSent")}</p>
        <p>{t("login.magicLinkSent", { email })}</p>
        {seconds > 0 ? <p className="auth-muted">{t("login.resendIn", { seconds })}</p> : null}
        {error ? (
          <p className="auth-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
