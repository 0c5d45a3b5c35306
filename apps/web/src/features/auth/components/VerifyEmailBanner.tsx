import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast-store";
import { authApi } from "../api/auth-api";
import { authErrorText, currentLanguage } from "../auth-error";
import { useCurrentUser } from "../hooks/use-current-user";

/** Shown while the signed-in user's e-mail is not verified: the reminder and a resend button. */
export function VerifyEmailBanner() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (!user || user.email_verified !== false) return null;

  const resend = async () => {
    setBusy(true);
    try {
      await authApi.resendVerification(currentLanguage(i18n.language));
      toast.success(t("auth.emailSent"));
    } catch (failure) {
      toast.error(authErrorText(failure, i18n.language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="verify-banner" role="status" data-testid="verify-email-banner">
      <span>{t("auth.verifyEmail", { email: user.email ?? "" })}</span>
      <button type="button" className="auth-link" onClick={resend} disabled={busy}>
        {t("auth.resendVerification")}
      </button>
    </div>
  );
}
