import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { authErrorText, currentLanguage } from "../auth-error";
import { showAuthView } from "../auth-view-store";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { useCountdown } from "../hooks/use-countdown";
import { CODE_RESEND_WAIT_MS } from "../resend-wait";
import { CODE_LENGTH, CodeInput } from "./CodeInput";
import { sendSignInEmail } from "./EmailSignInView";
import { ApiError } from "../../../api/client";

/** Spec (classic area): six digits, 'Please enter the code' under six, 'Code is wrong!', 'Failed!'. */
export function CodeSignInView({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(() => Date.now() + CODE_RESEND_WAIT_MS);
  const seconds = useCountdown(resendAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length < CODE_LENGTH) {
      setError(t("auth.codeRequired"));
      return;
    }
    setBusy(true);
    setError("");
    try {
      completeSignIn(await authApi.verifyCode(email, code, currentLanguage(i18n.language)));
    } catch (failure) {
      const wrong = failure instanceof ApiError && failure.error === "CODE_WRONG";
      setError(
        wrong
          ? t("auth.codeWrong")
          : failure instanceof ApiError && failure.error === "CODE_LOCKED"
            ? authErrorText(failure, i18n.language)
            : t("login.failed"),
      );
      setCode("");
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError("");
    try {
      await sendSignInEmail(email, i18n.language);
      setResendAt(Date.now() + CODE_RESEND_WAIT_MS);
    } catch (failure) {
      // The server's own wait (60 s between e-mails) is in the message; try again after another countdown.
      setError(authErrorText(failure, i18n.language));
      setResendAt(Date.now() + CODE_RESEND_WAIT_MS);
    }
  };

  return (
    <form className="auth-view auth-form" onSubmit={submit} noValidate data-testid="auth-code-view">
      <h3 className="auth-heading">{t("auth.codeTitle")}</h3>
      <p className="auth-muted">{t("auth.codeSentTo", { email })}</p>
      <CodeInput value={code} onChange={setCode} disabled={busy} />
      {error ? (
        <p className="auth-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary auth-wide" disabled={busy}>
        {t("auth.verify")}
      </button>
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={() => showAuthView({ name: "email" })}>
          {t("auth.back")}
        </button>
        <button type="button" className="auth-link" disabled={seconds > 0} onClick={resend}>
          {seconds > 0 ? t("auth.resendCodeIn", { seconds }) : t("auth.resend")}
        </button>
      </div>
    </form>
  );
}
