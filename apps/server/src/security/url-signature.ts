import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HMAC signatures for URLs the server hands out and later serves (full-size results under /oss,
 * the image proxy): only this server can mint one, it names exactly one target, and it expires.
 * Every process of one site must share the key (URL_SIGNING_SECRET), so a URL signed by one API
 * process is honoured by the others.
 */
export type UrlSigner = {
  /** `exp` (unix seconds) and `sig` for `target` valid until `expiresAt`. */
  sign(target: string, expiresAt: Date, purpose: string): { exp: number; sig: string };
  /** True when `sig` was made by `sign(target, exp, purpose)` and `exp` has not passed at `now`. */
  verify(target: string, exp: unknown, sig: unknown, purpose: string, now?: Date): boolean;
  /** A stable keyed digest of `text` (base64url, 22 characters) for names only the server can make. */
  digest(text: string, purpose: string): string;
};

export function createUrlSigner(secret: string): UrlSigner {
  if (secret.length < 32) throw new Error("The URL signing secret must be at least 32 characters");
  // The purpose is part of the signed text, so a proxy signature never opens an /oss file and back.
  const mac = (target: string, exp: number, purpose: string) =>
    createHmac("sha256", secret).update(`${purpose}\n${exp}\n${target}`).digest("base64url").slice(0, 32);
  return {
    sign(target, expiresAt, purpose) {
      const exp = Math.ceil(expiresAt.getTime() / 1000);
      return { exp, sig: mac(target, exp, purpose) };
    },
    verify(target, exp, sig, purpose, now = new Date()) {
      const expNumber = typeof exp === "string" && /^\d{1,12}$/.test(exp) ? Number(exp) : typeof exp === "number" ? exp : NaN;
      if (!Number.isInteger(expNumber) || typeof sig !== "string" || expNumber * 1000 < now.getTime()) return false;
      const expected = Buffer.from(mac(target, expNumber, purpose));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    digest(text, purpose) {
      return createHmac("sha256", secret).update(`digest\n${purpose}\n${text}`).digest("base64url").slice(0, 22);
    },
  };
}
