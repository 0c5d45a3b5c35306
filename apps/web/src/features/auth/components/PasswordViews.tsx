import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { authErrorText, currentLanguage } from "../auth-error";
import { showAuthView } from "../auth-view-store";
import { getCaptchaToken } from "../captcha";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";

const MIN_PASSWORD = 8;

function Field(props: {
  id: string;
  label: string;
  type: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  autofocus?: boolean;
}) {
  return (
    <>
      <label className="auth-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.id}
        type={props.type}
        className="auth-input"
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...(props.autofocus ? { "data-autofocus": true } : {})}
      />
    </>
  );
}

function FormShell(props: {
  testId: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  error: string;
  notice?: string;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
  links: ReactNode;
}) {
  return (
    <form className="auth-view auth-form" onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
      <h3 className="auth-heading">{props.title}</h3>
      {props.children}
      {props.error ? (
        <p className="auth-error" role="alert">
          {props.error}
        </p>
      ) : null}
      {props.notice ? (
        <p className="auth-notice" role="status">
          {props.notice}
        </p>
      ) : null}
      <button type="submit" className="button button-primary auth-wide" disabled={props.busy}>
        {props.submitLabel}
      </button>
      <div className="auth-links">{props.links}</div>
    </form>
  );
}

function useFormState() {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, language: string) => {
    setBusy(true);
    setError("");
    try {
      await action();
    } catch (failure) {
      setError(authErrorText(failure, language));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

export function PasswordLoginView() {
  const { t, i18n } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const form = useFormState();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return form.setError(t("login.emailRequired"));
    void form.run(async () => completeSignIn(await authApi.login({ email: email.trim(), password, lang: currentLanguage(i18n.language) })), i18n.language);
  };
  return (
    <FormShell
      testId="auth-login-view"
      title={t("auth.login")}
      onSubmit={submit}
      error={form.error}
      busy={form.busy}
      submitLabel={t("auth.login")}
      links={
        <>
          <button type="button" className="auth-link" onClick={() => showAuthView({ name: "reset" })}>
            {t("auth.forgotPassword")}
          </button>
          <button type="button" className="auth-link" onClick={() => showAuthView({ name: "register" })}>
            {t("auth.createAccount")}
          </button>
          <button type="button" className="auth-link" onClick={() => showAuthView({ name: "email" })}>
            {t("auth.useEmailLink")}
          </button>
        </>
      }
    >
      <Field id="login-email" label={t("auth.emailLabel")} type="email" value={email} onChange={setEmail} autoComplete="email" autofocus />
      <Field id="login-password" label={t("auth.passwordLabel")} type="password" value={password} onChange={setPassword} autoComplete="current-password" />
    </FormShell>
  );
}

export function RegisterView() {
  const { t, i18n } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const form = useFormState();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return form.setError(t("login.emailRequired"));
    if (password.length < MIN_PASSWORD) return form.setError(t("auth.passwordTooShort"));
    void form.run(async () => {
      const gtoken = await getCaptchaToken();
      completeSignIn(await authApi.register({ email: email.trim(), password, name: name.trim() || undefined, gtoken, lang: currentLanguage(i18n.language) }));
    }, i18n.language);
  };
  return (
    <FormShell
      testId="auth-register-view"
      title={t("auth.createAccount")}
      onSubmit={submit}
      error={form.error}
      busy={form.busy}
      submitLabel={t("auth.register")}
      links={
        <button type="button" className="auth-link" onClick={() => showAuthView({ name: "login" })}>
          {t("auth.haveAccount")}
        </button>
      }
    >
      <Field id="register-name" label={t("auth.nameLabel")} type="text" value={name} onChange={setName} autoComplete="name" autofocus />
      <Field id="register-email" label={t("auth.emailLabel")} type="email" value={email} onChange={setEmail} autoComplete="email" />
      <Field id="register-password" label={t("auth.passwordLabel")} type="password" value={password} onChange={setPassword} autoComplete="new-password" />
    </FormShell>
  );
}

/** Without a hash: ask for the reset e-mail. With the hash of a reset link: choose the new password. */
export function ResetPasswordView({ hash }: { hash?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [notice, setNotice] = useState("");
  const form = useFormState();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lang = currentLanguage(i18n.language);
    if (hash) {
      if (password.length < MIN_PASSWORD) return form.setError(t("auth.passwordTooShort"));
      void form.run(async () => completeSignIn(await authApi.resetPassword({ hash, password, lang })), i18n.language);
      return;
    }
    if (!email.trim()) return form.setError(t("login.emailRequired"));
    void form.run(async () => {
      await authApi.forgotPassword(email.trim(), await getCaptchaToken(), lang);
      setNotice(t("auth.resetSent"));
    }, i18n.language);
  };
  return (
    <FormShell
      testId="auth-reset-view"
      title={t("auth.resetTitle")}
      onSubmit={submit}
      error={form.error}
      notice={notice}
      busy={form.busy}
      submitLabel={hash ? t("auth.setPassword") : t("auth.sendResetLink")}
      links={
        <button type="button" className="auth-link" onClick={() => showAuthView({ name: "login" })}>
          {t("auth.back")}
        </button>
      }
    >
      {hash ? (
        <Field
          id="reset-password"
          label={t("auth.newPasswordLabel")}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          autofocus
        />
      ) : (
        <Field id="reset-email" label={t("auth.emailLabel")} type="email" value={email} onChange={setEmail} autoComplete="email" autofocus />
      )}
    </FormShell>
  );
}
