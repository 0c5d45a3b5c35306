import { describe, expect, it, vi } from "vitest";
import { clearSession, getBearerToken, isEmbeddedMode, sessionEvents, setBearerToken } from "./session-storage";

/** A window whose `top` is another window, as inside an iframe. */
const framed = {
  get self() {
    return this;
  },
  top: {},
} as unknown as Window;

describe("session storage", () => {
  it("knows when the page is framed", () => {
    expect(isEmbeddedMode(window)).toBe(false);
    expect(isEmbeddedMode(framed)).toBe(true);
  });

  it("sends a stored bearer token only in the embedded mode", () => {
    setBearerToken("tok");
    expect(getBearerToken(localStorage, window)).toBeUndefined();
    expect(getBearerToken(localStorage, framed)).toBe("tok");
  });

  it("forgets the token when the session is cleared, and says so", () => {
    const listener = vi.fn();
    const off = sessionEvents.on("cleared", listener);
    setBearerToken("tok");
    clearSession();
    off();
    expect(getBearerToken(localStorage, framed)).toBeUndefined();
    expect(listener).toHaveBeenCalledOnce();
  });
});
