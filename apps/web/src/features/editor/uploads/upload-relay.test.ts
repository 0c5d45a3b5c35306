import { afterEach, describe, expect, it } from "vitest";
import { forgetSdkParentOrigin, listenForPartnerSession, SDK_PARENT_SOURCE } from "../../../api/sdk-session";
import { relayUploadToParent } from "./upload-relay";

const image = { src: "/oss/uploads/7/a.png", width: 40, height: 30, name: "a.png" };

/** A framed window: `top` is another window; `parent` records posts; `ancestors` is the browser's record of the parent's origin. */
function framedWindow(ancestors: string[] = []) {
  const target = new EventTarget();
  const posted: Array<{ data: unknown; origin: string }> = [];
  const parent = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) } as unknown as Window;
  const win = {
    get self() {
      return win;
    },
    top: parent,
    parent,
    location: { href: "https://studio.example/design/poster-1", ancestorOrigins: ancestors },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  return {
    win: win as unknown as Window,
    posted,
    session: (origin: string) =>
      target.dispatchEvent(
        new MessageEvent("message", { data: { source: SDK_PARENT_SOURCE, type: "session", token: "A".repeat(43) }, origin, source: parent }),
      ),
  };
}

afterEach(() => {
  forgetSdkParentOrigin();
  localStorage.clear();
});

describe("relaying an upload to the SDK's parent page (spec 03 section 7)", () => {
  it("posts {source, type, image} with an absolute src only to the origin the partner's session came from", () => {
    const frame = framedWindow(["https://other.example"]);
    const stop = listenForPartnerSession(() => undefined, frame.win);
    frame.session("https://partner.example");
    frame.posted.length = 0;
    expect(relayUploadToParent(image, frame.win)).toBe(true);
    expect(frame.posted).toEqual([
      {
        data: { source: "logo-studio", type: "upload", image: { ...image, src: "https://studio.example/oss/uploads/7/a.png" } },
        origin: "https://partner.example",
      },
    ]);
    stop();
  });

  it("falls back to the browser's record of the parent's origin (frame-ancestors allowed it to frame us)", () => {
    const frame = framedWindow(["http://localhost:5173"]);
    expect(relayUploadToParent(image, frame.win)).toBe(true);
    expect(frame.posted[0]?.origin).toBe("http://localhost:5173");
  });

  it("posts nothing when the parent's origin is unknown or opaque (never to '*')", () => {
    const unknown = framedWindow([]);
    expect(relayUploadToParent(image, unknown.win)).toBe(false);
    const opaque = framedWindow(["null"]);
    expect(relayUploadToParent(image, opaque.win)).toBe(false);
    expect([...unknown.posted, ...opaque.posted]).toEqual([]);
  });

  it("posts nothing on a page that is not framed", () => {
    expect(relayUploadToParent(image, window)).toBe(false);
  });
});
