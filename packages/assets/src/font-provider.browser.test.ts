import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findMissingGlyphs } from "@studio/design";
import { createBrowserFontProvider } from "./index.js";
import { findNodeModules } from "./node.js";

// The browser provider with fetch functions that read from node_modules, as a static server would serve them.
const root = findNodeModules();
const requested: string[] = [];
const local = (url: string): Buffer => {
  requested.push(url);
  return readFileSync(path.join(root, url.replace(/^\/fonts\//, "")));
};

describe("browser font provider", () => {
  it("fetches exactly the subset files the texts need, then draws them", async () => {
    const fonts = createBrowserFontProvider({
      baseUrl: "/fonts",
      fetchBytes: async (url) => {
        const bytes = local(url);
        return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      },
      fetchJson: async (url) => JSON.parse(local(url).toString("utf8")) as unknown,
    });
    expect(fonts.faces("inter-600", "Hi")).toEqual([]);
    await fonts.load([
      { fontId: "inter-600", text: "Hi" },
      { fontId: "noto-sans-sc-700", text: "咖啡" },
    ]);
    expect(requested).toContain("/fonts/@fontsource/inter/files/inter-latin-600-normal.woff");
    expect(requested).toContain("/fonts/@fontsource/noto-sans-sc/unicode.json");
    expect(findMissingGlyphs(fonts, { text: "咖啡", fontId: "noto-sans-sc-700", fontSize: 72, letterSpacing: 0 })).toEqual([]);
    const count = requested.length;
    await fonts.load([{ fontId: "inter-600", text: "Hello" }]);
    expect(requested.length).toBe(count);
  });

  it("fetches the ranges of every CJK family a text uses (Noto Serif SC too), so its Chinese glyphs draw", async () => {
    const fonts = createBrowserFontProvider({
      baseUrl: "/fonts",
      fetchBytes: async (url) => {
        const bytes = local(url);
        return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      },
      fetchJson: async (url) => JSON.parse(local(url).toString("utf8")) as unknown,
      inflate: async (data) => new Uint8Array(inflateSync(data)),
    });
    const text = { text: "Harbor 松林", fontId: "noto-serif-sc-700", fontSize: 72, letterSpacing: 0 };
    expect(fonts.needsLoading(text.fontId, text.text)).toBe(true);
    await fonts.load([{ fontId: text.fontId, text: text.text }]);
    expect(requested).toContain("/fonts/@fontsource/noto-serif-sc/unicode.json");
    expect(findMissingGlyphs(fonts, text)).toEqual([]);
    expect(fonts.needsLoading(text.fontId, text.text)).toBe(false);
  });

  it("loads a stored font (user-<id>) from the URL it is given, once; one that fails gives no faces, not an error", async () => {
    const inter = local("/fonts/@fontsource/inter/files/inter-latin-600-normal.woff");
    const fetched: string[] = [];
    const fonts = createBrowserFontProvider({
      baseUrl: "/fonts",
      fetchBytes: async (url) => {
        fetched.push(url);
        if (url.startsWith("/broken")) throw new Error("404");
        const bytes = url.startsWith("/oss/") ? inter : local(url);
        return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      },
      fetchJson: async (url) => JSON.parse(local(url).toString("utf8")) as unknown,
      inflate: async (data) => new Uint8Array(inflateSync(data)),
      storedFontUrl: async (fontId) => (fontId === "user-1" ? "/oss/fonts/users/9/1.ttf?exp=1&sig=x" : fontId === "user-2" ? "/broken" : undefined),
    });
    // A stored font has no subset files to miss: it still needs loading until it was asked for once.
    expect(fonts.needsLoading("user-1", "Hi")).toBe(true);
    expect(fonts.needsLoading("inter-600", "Hi")).toBe(true);
    await fonts.load([
      { fontId: "user-1", text: "Hi" },
      { fontId: "user-2", text: "Hi" },
      { fontId: "user-3", text: "Hi" },
      { fontId: "inter-600", text: "Hi" },
    ]);
    // Found or not, nothing more to fetch: a failing font is not asked for again on every change.
    expect(["user-1", "user-2", "user-3", "inter-600"].map((fontId) => fonts.needsLoading(fontId, "Hi"))).toEqual([false, false, false, false]);
    expect(fonts.faces("user-1", "Hi")).toHaveLength(1);
    expect(fonts.faces("user-2", "Hi")).toEqual([]);
    expect(fonts.faces("user-3", "Hi")).toEqual([]);
    expect(findMissingGlyphs(fonts, { text: "Hi", fontId: "user-1", fontSize: 72, letterSpacing: 0 })).toEqual([]);
    await fonts.load([
      { fontId: "user-1", text: "Hello" },
      { fontId: "user-2", text: "Hello" },
    ]);
    expect(fetched.filter((url) => url.startsWith("/oss/") || url.startsWith("/broken"))).toHaveLength(2);
  });
});
