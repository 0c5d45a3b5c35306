import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findMissingGlyphs, outlineText } from "@studio/design";
import { FONT_FAMILIES, fontFilesFor } from "./index.js";
import { createNodeFontProvider, findNodeModules } from "./node.js";

const root = findNodeModules();
const fonts = createNodeFontProvider();

describe("font catalogue", () => {
  it("has at least 30 families across every category, each licence matching its package", () => {
    const sources = new Set(FONT_FAMILIES.map((entry) => entry.source));
    expect(sources.size).toBeGreaterThanOrEqual(30);
    expect(new Set(FONT_FAMILIES.map((entry) => entry.category))).toEqual(new Set(["sans", "serif", "slab", "display", "script", "mono", "cjk"]));
    for (const entry of FONT_FAMILIES) {
      const meta = JSON.parse(readFileSync(path.join(root, "@fontsource", entry.source, "metadata.json"), "utf8")) as {
        license: { type: string };
        weights: number[];
      };
      expect(meta.license.type, entry.id).toBe(entry.license);
      expect(meta.weights, entry.id).toContain(entry.weight);
    }
    expect(new Set(FONT_FAMILIES.map((entry) => entry.id)).size).toBe(FONT_FAMILIES.length);
  });

  it("parses every family's latin file and draws a name with it", () => {
    for (const entry of FONT_FAMILIES) {
      expect(findMissingGlyphs(fonts, { text: "Blue Bottle 2026", fontId: entry.id, fontSize: 72, letterSpacing: 0 }), entry.id).toEqual([]);
    }
    expect(outlineText(fonts, { text: "Blue", fontId: "inter-600", fontSize: 72, letterSpacing: 0 }).advanceWidth).toBeGreaterThan(100);
  });

  it("loads only the CJK subsets a Chinese name needs", () => {
    const noto = FONT_FAMILIES.find((entry) => entry.id === "noto-sans-sc-700")!;
    const ranges = JSON.parse(readFileSync(path.join(root, "@fontsource/noto-sans-sc/unicode.json"), "utf8")) as Record<string, string>;
    const files = fontFilesFor(noto, "山月咖啡", ranges);
    expect(files.length).toBeGreaterThan(1);
    expect(files.length).toBeLessThan(6);
    expect(files).toContain("@fontsource/noto-sans-sc/files/noto-sans-sc-latin-700-normal.woff");
    expect(findMissingGlyphs(fonts, { text: "山月咖啡 Café", fontId: "noto-sans-sc-700", fontSize: 72, letterSpacing: 0 })).toEqual([]);
    expect(findMissingGlyphs(fonts, { text: "山月", fontId: "inter-600", fontSize: 72, letterSpacing: 0 })).toEqual(["山", "月"]);
  });

  it("adds latin-ext only for accented names", () => {
    const inter = FONT_FAMILIES[0]!;
    expect(fontFilesFor(inter, "Blue")).toHaveLength(1);
    expect(fontFilesFor(inter, "Łódź")).toHaveLength(2);
  });
});

describe("WOFF decoding", () => {
  it("parses the CJK subsets that opentype.js's own inflater rejects", async () => {
    const { parse } = await import("opentype.js");
    const { inflateSync } = await import("node:zlib");
    const { decodeWoff } = await import("./index.js");
    const file = readFileSync(path.join(root, "@fontsource/noto-sans-sc/files/noto-sans-sc-101-700-normal.woff"));
    const bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    expect(() => parse(bytes)).toThrow();
    const font = parse(decodeWoff(bytes, (data) => new Uint8Array(inflateSync(data))));
    expect(font.numGlyphs).toBeGreaterThan(10);
  });
});
