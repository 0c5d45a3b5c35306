import { isEmbeddedMode, setBearerToken } from "./session-storage";

/** What the embedding page sends: `{source: 'logo-studio-sdk', type: 'session', token}`. */
export const SDK_PARENT_SOURCE = "logo-studio-sdk";
/** What the app sends its parent: `{source: 'logo-studio', type: 'ready' | 'session-received'}`. */
export const SDK_APP_SOURCE = "logo-studio";

type SdkWindow = Pick<Window, "self" | "top" | "parent" | "addEventListener" | "removeEventListener">;

/** The origin of the parent that handed this frame its partner session: where the app may post what the user made. */
let partnerParentOrigin: string | null = null;

/**
 * Where this frame may post to its parent: the origin the partner's session came from, else the
 * browser's own record of the parent's origin (`location.ancestorOrigins`, Chromium and Safari).
 * Either way an origin the CSP's frame-ancestors (localhost and EMBED_HOSTS) let frame the app;
 * null when not framed or unknown (then nothing is posted: never to "*").
 */
export function sdkParentOrigin(win: Pick<Window, "self" | "top" | "location"> = window): string | null {
  if (!isEmbeddedMode(win as Window)) return null;
  if (partnerParentOrigin) return partnerParentOrigin;
  const ancestor = win.location.ancestorOrigins?.[0];
  return ancestor && ancestor !== "null" ? ancestor : null;
}

/** Tests start from a frame that has heard no session. */
export function forgetSdkParentOrigin(): void {
  partnerParentOrigin = null;
}

function sessionTokenOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { source, type, token } = data as { source?: unknown; type?: unknown; token?: unknown };
  if (source !== SDK_PARENT_SOURCE || type !== "session" || typeof token !== "string") return undefined;
  // The server's tokens are 43 base64url characters; anything else is not one of ours.
  return /^[\w-]{20,100}$/.test(token) ? token : undefined;
}

/**
 * The embedded iframe (SDK) mode: a partner's server signs its user in (POST /api/partner/session)
 * and its page posts the token to this frame. Only the direct parent is listened to (and only
 * localhost and EMBED_HOSTS may frame the app, by CSP frame-ancestors). The token becomes the
 * bearer token of every request; whether limits are skipped is then the server's word
 * (`/api/user` `partner`), not this frame's. Returns how to stop listening.
 */
export function listenForPartnerSession(onSession: () => void, win: SdkWindow = window): () => void {
  if (!isEmbeddedMode(win as Window)) return () => undefined;
  const parent = win.parent;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    const token = sessionTokenOf(event.data);
    if (!token) return;
    setBearerToken(token);
    if (event.origin && event.origin !== "null") partnerParentOrigin = event.origin;
    onSession();
    parent.postMessage({ source: SDK_APP_SOURCE, type: "session-received" }, event.origin);
  };
  win.addEventListener("message", onMessage);
  // Tells the parent it may send the session now; carries nothing, so any origin may hear it.
  parent.postMessage({ source: SDK_APP_SOURCE, type: "ready" }, "*");
  return () => win.removeEventListener("message", onMessage);
}
