import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { useSmsCodeForm } from "../hooks/use-sms-code-form";

/** Chinese variant: mobile number and the 6-character SMS code. */
export function MobileSignInView() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const { mobile, setMobile, code, setCode, error, busy, seconds, send, submit } = useSmsCodeForm(async (number, smsCode) =>
    completeSignIn(await authApi.smsLogin(number, smsCode)),
  );

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
