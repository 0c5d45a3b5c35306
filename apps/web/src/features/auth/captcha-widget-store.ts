import type { WidgetChallenge } from "@studio/contracts";
import { createExternalStore } from "../../lib/external-store";

/** The Turnstile or reCAPTCHA widget the server asks for (GET /api/captcha/challenge). */
export type { WidgetChallenge } from "@studio/contracts";

type Pending = { challenge: WidgetChallenge; resolve: (token: string) => void; reject: (error: Error) => void };

/** The widget request being shown, if any; CaptchaWidgetHost renders it in a modal. */
export const captchaWidgetStore = createExternalStore<Pending | null>(null);

export class CaptchaCancelled extends Error {
  constructor() {
    super("captcha cancelled");
    this.name = "CaptchaCancelled";
  }
}

/**
 * Shows the provider's widget and resolves with its token (the gtoken) once the person (or the
 * provider, for Turnstile's non-interactive mode) passes it. Closing the modal rejects.
 */
export function requestWidgetToken(challenge: WidgetChallenge): Promise<string> {
  captchaWidgetStore.getSnapshot()?.reject(new CaptchaCancelled());
  return new Promise<string>((resolve, reject) => {
    const settle = () => {
      if (captchaWidgetStore.getSnapshot()?.challenge === challenge) captchaWidgetStore.set(null);
    };
    captchaWidgetStore.set({
      challenge,
      resolve: (token) => {
        settle();
        resolve(token);
      },
      reject: (error) => {
        settle();
        reject(error);
      },
    });
  });
}
