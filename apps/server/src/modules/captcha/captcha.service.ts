import { randomBytes } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { AppError } from "../../errors";

export type CaptchaChallenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };

export type CaptchaService = {
  readonly mode: "altcha" | "off";
  /** A new proof-of-work challenge for the browser to solve, or null when the check is off. */
  challenge(): Promise<CaptchaChallenge | null>;
  /** Throws CAPTCHA_FAILED unless `gtoken` is a fresh, unused solution. */
  verify(gtoken: string | undefined): Promise<void>;
};

const EXPIRES_MS = 10 * 60 * 1000;

/**
 * The bot check ("gtoken"): a self-hosted proof-of-work captcha (ALTCHA). The server signs a
 * challenge with an HMAC key, the browser spends ~0.5 s of CPU finding the number, the server
 * checks the signature, expiry and answer. A solution is accepted once per process.
 */
export function createCaptchaService(options: { mode: "altcha" | "off"; secret?: string | undefined; maxNumber?: number; now?: () => Date }): CaptchaService {
  const hmacKey = options.secret ?? randomBytes(32).toString("hex");
  const now = options.now ?? (() => new Date());
  const used = new Map<string, number>();
  const forgetOld = (at: number) => {
    for (const [key, expiresAt] of used) if (expiresAt < at) used.delete(key);
  };
  return {
    mode: options.mode,
    async challenge() {
      if (options.mode === "off") return null;
      const challenge = await createChallenge({ hmacKey, maxNumber: options.maxNumber ?? 100_000, expires: new Date(now().getTime() + EXPIRES_MS) });
      return challenge;
    },
    async verify(gtoken) {
      if (options.mode === "off") return;
      if (!gtoken || gtoken.length > 2000) throw new AppError("CAPTCHA_FAILED");
      const at = now().getTime();
      forgetOld(at);
      if (used.has(gtoken)) throw new AppError("CAPTCHA_FAILED");
      const ok = await verifySolution(gtoken, hmacKey, true).catch(() => false);
      if (!ok) throw new AppError("CAPTCHA_FAILED");
      used.set(gtoken, at + EXPIRES_MS);
    },
  };
}
