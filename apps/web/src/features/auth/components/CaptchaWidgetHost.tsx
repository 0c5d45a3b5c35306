import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { CaptchaCancelled, captchaWidgetStore, type WidgetChallenge } from "../captcha-widget-store";
import { loadScript } from "../provider-scripts";

type WidgetOptions = {
  sitekey: string;
  callback: (token: string) => void;
  "expired-callback"?: () => void;
  "error-callback"?: () => void;
  language?: string;
  hl?: string;
};
type CaptchaWindow = Window & {
  turnstile?: { render(element: HTMLElement, options: WidgetOptions): string | undefined; remove(id: string): void };
  grecaptcha?: { ready(callback: () => void): void; render(element: HTMLElement, options: WidgetOptions): number; reset(id?: number): void };
};

/** Loads the provider's script and draws its widget into `element`; the callback gets the token. */
async function renderWidget(
  challenge: WidgetChallenge,
  element: HTMLElement,
  language: string,
  onToken: (token: string) => void,
  onError: () => void,
): Promise<() => void> {
  await loadScript(challenge.scriptUrl);
  const win = window as CaptchaWindow;
  if (challenge.provider === "turnstile") {
    if (!win.turnstile) throw new Error("Turnstile did not start");
    const id = win.turnstile.render(element, { sitekey: challenge.siteKey, callback: onToken, "error-callback": onError, language });
    return () => {
      if (id) win.turnstile?.remove(id);
    };
  }
  const grecaptcha = win.grecaptcha;
  if (!grecaptcha) throw new Error("reCAPTCHA did not start");
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  grecaptcha.render(element, { sitekey: challenge.siteKey, callback: onToken, "error-callback": onError, hl: language });
  return () => element.replaceChildren();
}

/** The Turnstile or reCAPTCHA widget in a modal, while getCaptchaToken() waits for its token. */
export function CaptchaWidgetHost() {
  const pending = useSyncExternalStore(captchaWidgetStore.subscribe, captchaWidgetStore.getSnapshot);
  const { t, i18n } = useTranslation();
  const slot = useRef<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!pending || !element) return;
    setFailed(false);
    let cleanup: (() => void) | undefined;
    let active = true;
    renderWidget(
      pending.challenge,
      element,
      i18n.language,
      (token) => pending.resolve(token),
      () => setFailed(true),
    ).then(
      (remove) => {
        if (active) cleanup = remove;
        else remove();
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
      cleanup?.();
    };
  }, [pending, i18n.language]);

  return (
    <Modal open={pending !== null} onClose={() => pending?.reject(new CaptchaCancelled())} title={t("auth.captchaTitle")} width={360}>
      <div className="auth-view" data-testid="captcha-widget">
        <p className="auth-muted">{t("auth.captchaLead")}</p>
        <div ref={slot} className="auth-provider-slot" />
        {failed ? (
          <p className="auth-error" role="alert">
            {t("auth.captchaUnavailable")}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
