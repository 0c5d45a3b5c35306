import { authApi } from "./api/auth-api";
import { requestWidgetToken } from "./captcha-widget-store";

/**
 * The bot-check token ("gtoken") for a sign-in request or a contact form. ALTCHA (default):
 * fetch a proof-of-work challenge and solve it in the browser (about half a second). Turnstile or
 * reCAPTCHA: show the provider's widget and take its token. Empty when the server has the check off.
 */
export async function getCaptchaToken(): Promise<string> {
  const challenge = await authApi.captchaChallenge();
  if (!challenge) return "";
  if ("provider" in challenge) return requestWidgetToken(challenge);
  // Loaded on first use: the solver is only needed when someone signs in, not on every first page.
  const { solveChallenge } = await import("altcha-lib/v1");
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error("captcha not solved");
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}
