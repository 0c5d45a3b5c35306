import { signInWaits } from "@studio/domain";

/** Spec 02: a 60-second wait before another magic link. Remembered across reloads of the page. */
export const MAGIC_LINK_WAIT_MS = signInWaits.magicLinkResendMs;
/** Spec 03: the e-mail code's resend countdown is 10 seconds (the server allows a new e-mail after it). */
export const CODE_RESEND_WAIT_MS = signInWaits.emailCodeResendMs;
/** The cn mobile sign-in's wait between SMS codes, as the server enforces it. */
export const SMS_RESEND_WAIT_MS = signInWaits.smsResendMs;

const key = "studio.magicLinkSentAt";

export function rememberLinkSent(email: string, at = Date.now()): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ email, at }));
  } catch {
    // storage may be blocked; the server enforces the wait anyway
  }
}

/** When another link may be asked for this address, or null when there is no wait. */
export function linkWaitUntil(email: string): number | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? "null") as { email: string; at: number } | null;
    if (!stored || stored.email !== email) return null;
    const until = stored.at + MAGIC_LINK_WAIT_MS;
    return until > Date.now() ? until : null;
  } catch {
    return null;
  }
}
