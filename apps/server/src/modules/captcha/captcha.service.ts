import { randomBytes } from "node:crypto";
// The challenge shapes are the contract's (GET /api/captcha/challenge).
import type { CaptchaChallenge } from "@studio/contracts";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { CaptchaMode, CaptchaWidgetConfig } from "../../config";
import { AppError } from "../../errors";
import { createSiteverify, type SiteverifyFetch } from "./siteverify";

export type CaptchaService = {
  readonly mode: CaptchaMode;
  /** A proof-of-work challenge, the widget to show, or null when the check is off. */
  challenge(): Promise<CaptchaChallenge | null>;
  /** Throws CAPTCHA_FAILED unless `gtoken` is a fresh, unused solution (UNAVAILABLE when the provider does not answer). */
  verify(gtoken: string | undefined, remoteIp?: string): Promise<void>;
};

/** Remembers used ALTCHA solutions until they expire: `claim` is true for the first use only. */
export type CaptchaReplayStore = { claim(key: string, expiresAt: Date): Promise<boolean> };

/** A store for one process (unit tests); the app uses the database store (captcha-replay.repository.ts). */
export function memoryReplayStore(now: () => Date = () => new Date()): CaptchaReplayStore {
  const used = new Map<string, number>();
  return {
    async claim(key, expiresAt) {
      const at = now().getTime();
      for (const [k, until] of used) if (until < at) used.delete(k);
      if (used.has(key)) return false;
      used.set(key, expiresAt.getTime());
      return true;
    },
  };
}

const EXPIRES_MS = 10 * 60 * 1000;

/** The HMAC signature inside an ALTCHA payload (base64 JSON), already verified by verifySolution. */
function challengeSignature(gtoken: string): string {
  const payload = JSON.parse(Buffer.from(gtoken, "base64").toString("utf8")) as { signature?: unknown };
  if (typeof payload.signature !== "string" || !payload.signature) throw new AppError("CAPTCHA_FAILED");
  return payload.signature;
}

/**
 * The bot check ("gtoken"). ALTCHA (default, self-hosted): the server signs a proof-of-work
 * challenge with an HMAC key, the browser spends ~0.5 s of CPU finding the number, the server checks
 * signature, expiry and answer, and the replay store makes each solution single use. Turnstile and
 * reCAPTCHA: the browser shows the provider's widget and the server asks the provider's siteverify.
 */
export function createCaptchaService(options: {
  mode: CaptchaMode;
  secret?: string | undefined;
  maxNumber?: number;
  widget?: CaptchaWidgetConfig | undefined;
  timeoutMs?: number | undefined;
  replay?: CaptchaReplayStore;
  fetch?: SiteverifyFetch;
  now?: () => Date;
}): CaptchaService {
  const hmacKey = options.secret ?? randomBytes(32).toString("hex");
  const now = options.now ?? (() => new Date());
  const replay = options.replay ?? memoryReplayStore(now);
  const { mode, widget } = options;
  if ((mode === "turnstile" || mode === "recaptcha") && widget?.provider !== mode) throw new Error(`CAPTCHA=${mode} needs its site key and secret`);
  const siteverify = widget ? createSiteverify({ widget, timeoutMs: options.timeoutMs ?? 10_000, fetch: options.fetch }) : undefined;
  return {
    mode,
    async challenge() {
      if (mode === "off") return null;
      if (widget && siteverify) return { provider: widget.provider, siteKey: widget.siteKey, scriptUrl: widget.scriptUrl };
      return createChallenge({ hmacKey, maxNumber: options.maxNumber ?? 100_000, expires: new Date(now().getTime() + EXPIRES_MS) });
    },
    async verify(gtoken, remoteIp) {
      if (mode === "off") return;
      if (!gtoken || gtoken.length > 4000) throw new AppError("CAPTCHA_FAILED");
      if (siteverify) return siteverify(gtoken, remoteIp);
      const ok = await verifySolution(gtoken, hmacKey, true).catch(() => false);
      if (!ok) throw new AppError("CAPTCHA_FAILED");
      // Checked after the signature, so only genuine solutions take room in the store. The key is the
      // challenge's signature: one challenge, one use, whatever else the payload says.
      if (!(await replay.claim(challengeSignature(gtoken), new Date(now().getTime() + EXPIRES_MS)))) throw new AppError("CAPTCHA_FAILED");
    },
  };
}
