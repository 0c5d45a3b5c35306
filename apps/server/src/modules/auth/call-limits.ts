import { AppError } from "../../errors";
import type { ChallengeRepository } from "./challenge.repository";

/** 429 RATE_LIMITED with the seconds to wait; the browser shows the translation of the code. */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", message, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

const WINDOW_MS = 15 * 60_000;
const tryAgain = "Please try again in 15 minutes.";
const fromNetwork = `Too many sign-in attempts from your network. ${tryAgain}`;

type CallLimit = { action: string; windowMs: number; perIp: number; ipMessage: string; perSubject?: number; subjectMessage?: string };

/**
 * Per-call limits of the sign-in calls that only had the global limiter. The e-mail and SMS codes
 * are already locked after 5 wrong tries per challenge; these stop one client from spreading
 * guesses over many addresses, and keep the token checks (Google's keys, Facebook's Graph) and the
 * QR rows from being driven by a flood. Generous for a person, an office behind one address included.
 */
export const callLimits = {
  emailCode: {
    action: "sign_in_code",
    windowMs: WINDOW_MS,
    perSubject: 10,
    subjectMessage: `Too many sign-in attempts for this e-mail. ${tryAgain}`,
    perIp: 30,
    ipMessage: fromNetwork,
  },
  smsLogin: {
    action: "sms_login",
    windowMs: WINDOW_MS,
    perSubject: 10,
    subjectMessage: `Too many sign-in attempts for this mobile number. ${tryAgain}`,
    perIp: 30,
    ipMessage: fromNetwork,
  },
  googleLogin: { action: "google_login", windowMs: WINDOW_MS, perIp: 30, ipMessage: fromNetwork },
  facebookLogin: { action: "facebook_login", windowMs: WINDOW_MS, perIp: 30, ipMessage: fromNetwork },
  qrCode: { action: "qr_code", windowMs: WINDOW_MS, perIp: 30, ipMessage: `Too many sign-in QR codes were requested from your network. ${tryAgain}` },
} as const satisfies Record<string, CallLimit>;

export type CallLimitName = keyof typeof callLimits;
export type CallLimiter = ReturnType<typeof createCallLimiter>;

/**
 * Counts calls in auth_attempts, so every process on the database shares the counts. The call is
 * recorded before counting: concurrent calls then see each other's rows and a burst cannot pass
 * the check together. Refused calls count too, so a client that keeps hammering stays refused.
 */
export function createCallLimiter(deps: {
  attempts: ChallengeRepository;
  now?: () => Date;
  /** Overrides every limit's per-address count (SIGN_IN_ATTEMPTS_PER_NETWORK). */ perIp?: number | undefined;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async hit(name: CallLimitName, ip: string, subject = ""): Promise<void> {
      const limit: CallLimit = callLimits[name];
      const at = now();
      await deps.attempts.recordAttempt(limit.action, subject, ip, at);
      const since = new Date(at.getTime() - limit.windowMs);
      const seconds = limit.windowMs / 1000;
      if (subject && limit.perSubject !== undefined && (await deps.attempts.countAttemptsSince(limit.action, "subject", subject, since)) > limit.perSubject) {
        throw rateLimited(limit.subjectMessage ?? limit.ipMessage, seconds);
      }
      if ((await deps.attempts.countAttemptsSince(limit.action, "ip", ip, since)) > (deps.perIp ?? limit.perIp)) throw rateLimited(limit.ipMessage, seconds);
    },
  };
}
