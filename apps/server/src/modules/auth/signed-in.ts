import type { FastifyReply } from "fastify";
import type { Config } from "../../config";
import { setSessionCookie } from "../../plugins/auth";
import { userView, type UserFieldsProvider } from "../users/user-view";
import type { SignedInResult } from "./sign-in.service";

/**
 * The answer of every call that signs in: `{token, user, logo: null}` with the fields other
 * features merge into the user (credits, download quotas), so the browser sees the same user
 * object whichever way the person signed in. Sets the httpOnly session cookie.
 */
export async function signedInData(reply: FastifyReply, config: Config, result: SignedInResult, userFields: () => UserFieldsProvider[]) {
  setSessionCookie(reply, config, result.token, result.expiresAt);
  let extra: Record<string, unknown> = {};
  for (const provider of userFields()) extra = { ...extra, ...(await provider(result.user)) };
  return { token: result.token, user: userView(result.user, extra), logo: null };
}
