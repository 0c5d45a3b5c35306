import { readFileSync } from "node:fs";
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
});
