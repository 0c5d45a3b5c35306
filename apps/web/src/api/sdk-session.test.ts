import { afterEach, describe, expect, it, vi } from "vitest";
import { listenForPartnerSession, SDK_PARENT_SOURCE } from "./sdk-session";
import { getBearerToken } from "./session-storage";

const token = "A".repeat(43);

/** A framed window: `top` is another window, `parent` records what the app posts to it. */
function framedWindow() {
  const target = new EventTarget();
  const posted: Array<{ data: unknown; origin: string }> = [];
  const parent = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) } as unknown as Window;
  const win = {
    get self() {
      return win;
    },
    top: parent,
    parent,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  return {
    win: win as unknown as Window,
    posted,
    dispatch: (data: unknown, source: unknown = parent) =>
      target.dispatchEvent(new MessageEvent("message", { data, origin: "https://partner.example", source: source as MessageEventSource })),
  };
}

describe("partner session in the embedded mode", () => {
  afterEach(() => localStorage.clear());

  it("does nothing on a page that is not framed", () => {
    const onSession = vi.fn();
    listenForPartnerSession(onSession, window)();
    expect(onSession).not.toHaveBeenCalled();
  });

  it("says it is ready, takes the parent's token as the bearer token and confirms", () => {
    const frame = framedWindow();
    const onSession = vi.fn();
    const stop = listenForPartnerSession(onSession, frame.win);
    expect(frame.posted[0]).toEqual({ data: { source: "logo-studio", type: "ready" }, origin: "*" });
    frame.dispatch({ source: SDK_PARENT_SOURCE, type: "session", token });
    expect(onSession).toHaveBeenCalledOnce();
    expect(getBearerToken(localStorage, frame.win)).toBe(token);
    expect(frame.posted[1]).toEqual({ data: { source: "logo-studio", type: "session-received" }, origin: "https://partner.example" });
    stop();
  });

  it("ignores other windows, other message shapes and tokens that are not ours", () => {
    const frame = framedWindow();
    const onSession = vi.fn();
    const stop = listenForPartnerSession(onSession, frame.win);
    frame.dispatch({ source: SDK_PARENT_SOURCE, type: "session", token }, {});
    frame.dispatch({ source: "someone", type: "session", token });
    frame.dispatch({ source: SDK_PARENT_SOURCE, type: "session", token: "short" });
    frame.dispatch("session");
    expect(onSession).not.toHaveBeenCalled();
    expect(getBearerToken(localStorage, frame.win)).toBeUndefined();
    stop();
  });
});
