import type { FastifyReply } from "fastify";
import type { Config } from "../../config";
import type { UserRow } from "../../db/schema";
import { setSessionCookie } from "../../plugins/auth";
import type { UserView } from "../users/user-view";
import type { SignedInResult } from "./sign-in.service";

/** The user object every answer sends (`users.view`: the row plus the fields other features merge in). */
export type ViewUser = (user: UserRow) => Promise<UserView>;

/**
 * The answer of every call that signs in: `{token, user, logo: null}` with the fields other
 * features merge into the user (credits, download quotas), so the browser sees the same user
 * object whichever way the person signed in. Sets the httpOnly session cookie.
 */
export async function signedInData(reply: FastifyReply, config: Config, result: SignedInResult, viewUser: ViewUser) {
  setSessionCookie(reply, config, result.token, result.expiresAt);
  return { token: result.token, user: await viewUser(result.user), logo: null };
}
