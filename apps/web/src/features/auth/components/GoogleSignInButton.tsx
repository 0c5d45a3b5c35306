import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { authErrorText, currentLanguage } from "../auth-error";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { loadGoogleIdentity } from "../provider-scripts";

/**
 * Google's own button (Google Identity Services renders it into our element). The ID token it
 * hands to the callback goes to POST /api/google/login; a refusal shows the server's message.
 */
export function GoogleSignInButton({ clientId, scriptUrl }: { clientId: string; scriptUrl: string }) {
  const { t, i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // The callback is registered once with GIS; it must always reach the latest render's helpers.
  const latest = useRef({ completeSignIn, language: i18n.language });
  latest.current = { completeSignIn, language: i18n.language };

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity(scriptUrl)
      .then((google) => {
        if (cancelled || !holder.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => {
            const { completeSignIn: complete, language } = latest.current;
            if (!response.credential) {
              setError(t("auth.providerFailed"));
              return;
            }
            setError("");
            setBusy(true);
            authApi
              .googleLogin(response.credential, currentLanguage(language))
              .then(complete, (failure: unknown) => setError(authErrorText(failure, language)))
              .finally(() => setBusy(false));
          },
        });
        google.accounts.id.renderButton(holder.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "continue_with",
          width: 320,
          locale: latest.current.language,
        });
      })
      .catch(() => {
        if (!cancelled) setError(t("auth.providerUnavailable"));
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, scriptUrl, t]);

  return (
    <div className="auth-provider" data-testid="google-button" aria-busy={busy || undefined}>
      <div ref={holder} className="auth-provider-slot" aria-label={t("auth.continueWithGoogle")} />
      {error ? (
        <p className="auth-error" role="alert" data-testid="google-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
