import { createEventBus } from "../lib/event-bus";
import { localStore } from "../lib/safe-storage";

/**
 * The browser session normally lives in an httpOnly cookie the page cannot read. Only in the
 * embedded iframe (SDK) mode, where third-party cookies are blocked, a bearer token is kept in
 * storage and sent as `Authorization: Bearer`.
 */
const tokenKey = "studio.sessionToken";

export const sessionEvents = createEventBus<{ cleared: undefined }>();

export function isEmbeddedMode(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // Reading `top` across origins throws: we are framed by another site.
    return true;
  }
}

export function getBearerToken(storage: Storage = localStore(), win: Window = window): string | undefined {
  if (!isEmbeddedMode(win)) return undefined;
  return storage.getItem(tokenKey) ?? undefined;
}

export function setBearerToken(token: string, storage: Storage = localStore()): void {
  storage.setItem(tokenKey, token);
}

/** Forgets the session on this side; listeners drop cached user data. */
export function clearSession(storage: Storage = localStore()): void {
  storage.removeItem(tokenKey);
  sessionEvents.emit("cleared", undefined);
}
