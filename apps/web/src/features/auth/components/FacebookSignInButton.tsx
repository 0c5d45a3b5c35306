import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { authErrorText, currentLanguage } from "../auth-error";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { loadFacebookSdk, type FacebookSdk } from "../provider-scripts";

/**
 * 'Continue with Facebook': the SDK is loaded when the button shows, so FB.login runs straight
 * from the click (browsers block pop-ups opened later). The access token goes to POST /api/fbLogin.
 */
export function FacebookSignInButton({ appId, sdkUrl }: { appId: string; sdkUrl: string }) {
  const { t, i18n } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [sdk, setSdk] = useState<FacebookSdk | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadFacebookSdk(sdkUrl, appId).then(
      (loaded) => {
        if (!cancelled) setSdk(loaded);
      },
      () => {
        if (!cancelled) setError(t("auth.providerUnavailable"));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [appId, sdkUrl, t]);

  const login = () => {
    if (!sdk) return;
    setError("");
    setBusy(true);
    sdk.login(
      (response) => {
        const accessToken = response.authResponse?.accessToken;
        if (!accessToken) {
          // The person closed the dialog or refused: nothing to report but the button is usable again.
          setBusy(false);
          return;
        }
        authApi
          .facebookLogin(accessToken, currentLanguage(i18n.language))
          .then(completeSignIn, (failure: unknown) => setError(authErrorText(failure, i18n.language)))
          .finally(() => setBusy(false));
      },
      { scope: "email" },
    );
  };

  return (
    <div className="auth-provider">
      <button type="button" className="button button-secondary auth-wide" data-testid="facebook-button" disabled={!sdk || busy} onClick={login}>
        {t("auth.continueWithFacebook")}
      </button>
      {error ? (
        <p className="auth-error" role="alert" data-testid="facebook-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
