import { createPublicKey, verify as verifySignature, type JsonWebKey } from "node:crypto";
import { AppError } from "../../../errors";
import type { FetchLike, IdentityProvider, VerifiedIdentity } from "./identity-provider";

type Jwk = JsonWebKey & { kid?: string; alg?: string };
type GoogleClaims = { iss?: string; aud?: string; exp?: number; email?: string; email_verified?: boolean | string; name?: string; picture?: string };

const ISSUERS = new Set(["accounts.google.com", "https://accounts.google.com"]);
const KEYS_TTL_MS = 60 * 60 * 1000;

function decodePart<T>(part: string | undefined): T {
  if (!part) throw new AppError("SIGN_IN_FAILED", "Invalid Google credential.");
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as T;
  } catch {
    throw new AppError("SIGN_IN_FAILED", "Invalid Google credential.");
  }
}

/**
 * Google sign-in: the browser gets an ID token (a JWT signed with RS256) from Google Identity
 * Services; we check its signature against Google's published keys (JWKS, cached for an hour),
 * its issuer, audience (our client id), expiry and that the e-mail is verified.
 */
export function createGoogleIdentity(options: { clientId: string; jwksUrl: string; fetch?: FetchLike; now?: () => Date }): IdentityProvider {
  const fetchJson: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? (() => new Date());
  let cached: { keys: Jwk[]; at: number } | null = null;

  async function keys(force: boolean): Promise<Jwk[]> {
    if (!force && cached && now().getTime() - cached.at < KEYS_TTL_MS) return cached.keys;
    const response = await fetchJson(options.jwksUrl).catch(() => null);
    if (!response?.ok) throw new AppError("UNAVAILABLE", "Google sign-in is unavailable, please try again later.");
    const body = (await response.json()) as { keys?: Jwk[] };
    cached = { keys: body.keys ?? [], at: now().getTime() };
    return cached.keys;
  }

  return {
    async verify(token): Promise<VerifiedIdentity> {
      const [headerPart, payloadPart, signaturePart] = token.split(".");
      const header = decodePart<{ alg?: string; kid?: string }>(headerPart);
      const claims = decodePart<GoogleClaims>(payloadPart);
      if (header.alg !== "RS256" || !signaturePart) throw new AppError("SIGN_IN_FAILED", "Invalid Google credential.");
      // A key we do not know yet may be a rotation: reload the key set once.
      let jwk = (await keys(false)).find((k) => k.kid === header.kid);
      if (!jwk) jwk = (await keys(true)).find((k) => k.kid === header.kid);
      if (!jwk) throw new AppError("SIGN_IN_FAILED", "Invalid Google credential.");
      const signed = Buffer.from(`${headerPart}.${payloadPart}`);
      const ok = verifySignature("RSA-SHA256", signed, createPublicKey({ key: jwk, format: "jwk" }), Buffer.from(signaturePart, "base64url"));
      if (!ok) throw new AppError("SIGN_IN_FAILED", "Invalid Google credential.");
      if (!claims.iss || !ISSUERS.has(claims.iss)) throw new AppError("SIGN_IN_FAILED", "This credential was not issued by Google.");
      if (claims.aud !== options.clientId) throw new AppError("SIGN_IN_FAILED", "This credential is for another application.");
      if (!claims.exp || claims.exp * 1000 <= now().getTime()) throw new AppError("SIGN_IN_FAILED", "This Google credential has expired.");
      if (!claims.email || !(claims.email_verified === true || claims.email_verified === "true"))
        throw new AppError("SIGN_IN_FAILED", "Your Google account has no verified e-mail.");
      return { email: claims.email, name: claims.name ?? "", avatar: claims.picture };
    },
  };
}
