import { describe, expect, it } from "vitest";
import { copySignature, type RichClipboard } from "./copy-signature";

/** A stand-in ClipboardItem that keeps what it was given (jsdom has none). */
class FakeItem {
  constructor(readonly parts: Record<string, Blob>) {}
}
const Item = FakeItem as unknown as typeof ClipboardItem;
/** jsdom's Blob has no text(): read it as the browser's FileReader does. */
const read = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob ?? new Blob([]));
  });

describe("copySignature", () => {
  it("writes one item with text/html and text/plain", async () => {
    const written: ClipboardItem[][] = [];
    const clipboard: RichClipboard = { write: async (items) => void written.push(items) };
    expect(await copySignature("<table><tr><td>Ada</td></tr></table>", "Ada", clipboard, Item)).toBe(true);
    expect(written).toHaveLength(1);
    const parts = (written[0]?.[0] as unknown as FakeItem).parts;
    expect(Object.keys(parts).sort()).toEqual(["text/html", "text/plain"]);
    expect(await read(parts["text/html"])).toBe("<table><tr><td>Ada</td></tr></table>");
    expect(parts["text/html"]?.type).toBe("text/html");
    expect(await read(parts["text/plain"])).toBe("Ada");
  });

  it("answers false without a clipboard, without ClipboardItem, or when the browser refuses", async () => {
    expect(await copySignature("<b>x</b>", "x", undefined, Item)).toBe(false);
    expect(await copySignature("<b>x</b>", "x", { write: async () => undefined }, undefined)).toBe(false);
    const refusing: RichClipboard = { write: () => Promise.reject(new DOMException("denied", "NotAllowedError")) };
    expect(await copySignature("<b>x</b>", "x", refusing, Item)).toBe(false);
  });
});
