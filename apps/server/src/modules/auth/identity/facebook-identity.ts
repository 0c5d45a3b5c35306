import { AppError } from "../../../errors";
import type { FetchLike, IdentityProvider, VerifiedIdentity } from "./identity-provider";

/**
 * Facebook sign-in: the browser gets a user access token from the Facebook SDK; the Graph API's
 * debug_token (called with our app token) says whether it is valid and for our app, then /me
 * gives the e-mail and name.
 */
export function createFacebookIdentity(options: { appId: string; appSecret: string; graphUrl: string; fetch?: FetchLike }): IdentityProvider {
  const fetchJson: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const get = async (path: string, params: Record<string, string>) => {
    const url = `${options.graphUrl}${path}?${new URLSearchParams(params).toString()}`;
    const response = await fetchJson(url).catch(() => null);
    if (!response) throw new AppError("UNAVAILABLE", "Facebook sign-in is unavailable, please try again later.");
    return { ok: response.ok, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };
  return {
    async verify(token): Promise<VerifiedIdentity> {
      const debug = await get("/debug_token", { input_token: token, access_token: `${options.appId}|${options.appSecret}` });
      const data = (debug.body.data ?? {}) as { is_valid?: boolean; app_id?: string };
      if (!debug.ok || data.is_valid !== true || String(data.app_id) !== options.appId) throw new AppError("SIGN_IN_FAILED", "Invalid Facebook login.");
      const me = await get("/me", { fields: "id,name,email", access_token: token });
      const email = typeof me.body.email === "string" ? me.body.email : "";
      if (!me.ok || !email) throw new AppError("SIGN_IN_FAILED", "Your Facebook account did not share an e-mail address.");
      return { email, name: typeof me.body.name === "string" ? me.body.name : "" };
    },
  };
}
