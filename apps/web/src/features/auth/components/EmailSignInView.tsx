import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { authErrorText, currentLanguage } from "../auth-error";
import { showAuthView } from "../auth-view-store";
import { getCaptchaToken } from "../captcha";
import { rememberLinkSent } from "../resend-wait";
import { FacebookSignInButton } from "./FacebookSignInButton";
import { GoogleSignInButton } from "./GoogleSignInButton";

/** Asks the server to e-mail a magic link (and its code) after solving the bot check. */
export async function sendSignInEmail(email: string, language: string): Promise<void> {
  const gtoken = await getCaptchaToken();
  await authApi.requestSignIn(email, gtoken, currentLanguage(language));
  rememberLinkSent(email);
}

/** English variant: provider buttons when configured, the 'Or' divider, the e-mail form. */
export function EmailSignInView() {
  const { t, i18n } = useTranslation();
  const options = useQuery({ queryKey: ["auth-options"], queryFn: authApi.options, staleTime: Infinity });
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const google = options.data?.google;
  const facebook = options.data?.facebook;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setError(t("login.emailRequired"));
      return;
    }
    setError("");
    setBusy(true);
    try {
      await sendSignInEmail(trimmed, i18n.language);
      showAuthView({ name: "link-sent", email: trimmed });
    } catch (failure) {
      setError(authErrorText(failure, i18n.language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-view" data-testid="auth-email-view" aria-busy={options.isPending}>
      {google || facebook ? (
        <>
          {google ? <GoogleSignInButton clientId={google.clientId} scriptUrl={google.scriptUrl} /> : null}
          {facebook ? <FacebookSignInButton appId={facebook.appId} sdkUrl={facebook.sdkUrl} /> : null}
          <div className="auth-divider" role="separator">
            <span>{t("auth.or")}</span>
          </div>
        </>
      ) : null}
      <form className="auth-form" onSubmit={submit} noValidate>
        <label className="auth-label" htmlFor="auth-email">
          {t("auth.emailLabel")}
        </label>
        <input
          id="auth-email"
          name="email"
          type="email"
          className="auth-input"
          autoComplete="email"
          placeholder={t("auth.emailPlaceholder")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "auth-email-error" : undefined}
          data-autofocus
        />
        {error ? (
          <p id="auth-email-error" className="auth-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary auth-wide" disabled={busy}>
          {busy ? t("auth.sending") : t("auth.sendLink")}
        </button>
      </form>
      <div className="auth-divider" role="separator">
        <span>{t("auth.or")}</span>
      </div>
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={() => showAuthView({ name: "login" })}>
          {t("auth.usePassword")}
        </button>
        <button type="button" className="auth-link" onClick={() => showAuthView({ name: "register" })}>
          {t("auth.createAccount")}
        </button>
      </div>
    </div>
  );
}
