import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { authErrorText } from "../auth-error";
import { getCaptchaToken } from "../captcha";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { useCountdown } from "../hooks/use-countdown";
import { SMS_RESEND_WAIT_MS } from "../resend-wait";

/** Spec: 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Chinese variant: mobile number and the 6-character SMS code. */
export function MobileSignInView() {
  const { t, i18n } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const seconds = useCountdown(resendAt);

  const mobileError = () => (!mobile.trim() ? t("login.mobileRequired") : !MOBILE_PATTERN.test(mobile.trim()) ? t("login.mobileInvalid") : "");

  const send = async () => {
    const problem = mobileError();
    if (problem) return setError(problem);
    setError("");
    try {
      await authApi.sendSms(mobile.trim(), await getCaptchaToken());
      setResendAt(Date.now() + SMS_RESEND_WAIT_MS);
    } catch (failure) {
      setError(authErrorText(failure, i18n.language));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = mobileError() || (!code.trim() ? t("login.captchaRequired") : code.trim().length !== 6 ? t("login.captchaInvalid") : "");
    if (problem) return setError(problem);
    setBusy(true);
    setError("");
    try {
      completeSignIn(await authApi.smsLogin(mobile.trim(), code.trim()));
    } catch (failure) {
      setError(authErrorText(failure, i18n.language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-view auth-form" onSubmit={submit} noValidate data-testid="auth-mobile-view">
      <input
        className="auth-input"
        id="auth-mobile"
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        placeholder={t("login.mobileRequired")}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        data-autofocus
      />
      <div className="auth-row">
        <input
          className="auth-input"
          id="auth-sms-code"
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          placeholder={t("login.captchaRequired")}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="button" className="button button-secondary" disabled={seconds > 0} onClick={() => void send()}>
          {seconds > 0 ? t("auth.resendCodeIn", { seconds }) : t("auth.resend")}
        </button>
      </div>
      {error ? (
        <p className="auth-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary auth-wide" disabled={busy}>
        {t("auth.login")}
      </button>
    </form>
  );
}
