import { solveChallenge } from "altcha-lib/v1";
import { authApi } from "./api/auth-api";

/**
 * The bot-check token ("gtoken") for a sign-in request: fetch a proof-of-work challenge and solve
 * it in the browser (about half a second). An empty token when the server has the check off.
 */
export async function getCaptchaToken(): Promise<string> {
  const challenge = await authApi.captchaChallenge();
  if (!challenge) return "";
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error("captcha not solved");
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return btoa(JSON.stringify(payload));
}
