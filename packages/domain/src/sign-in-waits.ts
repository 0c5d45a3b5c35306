/**
 * How long a person waits before another sign-in message, one table for the server (which
 * enforces it) and the browser (which counts it down). One e-mail request sends both the link and
 * the 6-digit code, so the server allows a new one after the code's countdown; the link's modal
 * keeps the spec's longer wait in the browser. Abuse is stopped by the hourly limits per address
 * and per e-mail, not by these waits.
 */
export const signInWaits = {
  /** Spec 03 sections 4 and 9: after a resend the e-mail code's countdown is 10 seconds. */
  emailCodeResendMs: 10_000,
  /** Spec 02 sections 4 and 9: the magic-link sent modal waits 60 seconds before another request. */
  magicLinkResendMs: 60_000,
  /** The cn mobile sign-in: 60 seconds between SMS codes (SMS costs money per message). */
  smsResendMs: 60_000,
} as const;
