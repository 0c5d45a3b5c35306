import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { authErrorText } from "../auth-error";
import { getCaptchaToken } from "../captcha";
import { MOBILE_PATTERN } from "../mobile-pattern";
import { SMS_RESEND_WAIT_MS } from "../resend-wait";
import { useCountdown } from "./use-countdown";

/**
 * A mobile number and its SMS code (the cn site's sign-in and its bind-mobile dialog): the
 * spec's checks (11 digits, 1 then 3-9; a 6-character code), the sign-in's own sender
 * (/api/sms/send) with the resend wait, and `verify` with the number and code on submit, whose
 * failure is shown in the form's words.
 */
export function useSmsCodeForm(verify: (mobile: string, code: string) => Promise<void>) {
  const { t, i18n } = useTranslation();
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
      await verify(mobile.trim(), code.trim());
    } catch (failure) {
      setError(authErrorText(failure, i18n.language));
    } finally {
      setBusy(false);
    }
  };

  return { mobile, setMobile, code, setCode, error, busy, seconds, send, submit };
}
