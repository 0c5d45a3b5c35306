import { Resvg } from "@resvg/resvg-js";
import { findMissingGlyphs, layoutText, parseDesignDocument, renderDesignSvg, type TextElement } from "@studio/design";
import { describe, expect, it } from "vitest";
import { createBrowserFontProvider } from "./font-provider.browser.js";
import { createNodeFontProvider } from "./font-provider.node.js";
import { findNodeModules } from "./node.js";
import { readFileSync } from "node:fs";
import path from "node:path";

const fonts = createNodeFontProvider();
const TEXT = "I ❤️ 🍕 👍🏽 🇫🇷";

const documentWith = (text: string) =>
  parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 800,
    height: 240,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "square", code: "" },
    elements: [{ id: "t", role: "text", type: "text", text, fontId: "inter-600", fontSize: 96, color: "#111111", x: 400, y: 120 }],
  });

/** Share of a box's pixels that are coloured (saturated), i.e. drawn by an emoji, not by black text or the white page. */
function colouredShare(image: { width: number; pixels: Uint8Array }, box: { x: number; y: number; width: number; height: number }): number {
  let coloured = 0;
  let total = 0;
  for (let y = Math.round(box.y); y < Math.round(box.y + box.height); y += 1)
    for (let x = Math.round(box.x); x < Math.round(box.x + box.width); x += 1) {
      const at = (y * image.width + x) * 4;
      const [r = 0, g = 0, b = 0] = image.pixels.subarray(at, at + 3);
      total += 1;
      if (Math.max(r, g, b) - Math.min(r, g, b) > 40) coloured += 1;
    }
  return coloured / total;
}

describe("emoji in text", () => {
  it("draws each emoji of 'I ❤️ 🍕 👍🏽 🇫🇷' as its picture in the server's PNG, at the layout's position", () => {
    const doc = documentWith(TEXT);
    const element = doc.elements[0] as TextElement;
    expect(findMissingGlyphs(fonts, element)).toEqual([]);
    const layout = layoutText(fonts, element);
    const placements = layout.lines[0]?.outline.emoji ?? [];
    expect(placements.map((placement) => placement.code)).toEqual(["2764", "1f355", "1f44d-1f3fd", "1f1eb-1f1f7"]);
    const svg = renderDesignSvg(doc, fonts);
    const image = new Resvg(svg, { fitTo: { mode: "width", value: doc.width } }).render();
    const raster = { width: image.width, pixels: new Uint8Array(image.pixels) };
    const em = element.fontSize;
    for (const placement of placements) {
      // The picture's em box in document units (= pixels at this width), a little inset.
      const box = { x: layout.originX + (placement.x / 1000) * em + 8, y: layout.originY - 0.85 * em + 8, width: em - 16, height: em - 16 };
      expect(colouredShare(raster, box), placement.code).toBeGreaterThan(0.25);
    }
    // Between the pictures the page stays white: the pictures are where the layout put them.
    const gap = { x: layout.originX + ((placements[0]?.x ?? 0) / 1000) * em + em + 2, y: layout.originY - 0.8 * em, width: 10, height: 0.6 * em };
    expect(colouredShare(raster, gap)).toBe(0);
  });

  it("lays out the same with the browser's provider once it has fetched the pictures, and asks for each once", async () => {
    const root = findNodeModules();
    const asked: string[] = [];
    const browser = createBrowserFontProvider({
      baseUrl: "/files/",
      fetchBytes: async (url) => {
        asked.push(url);
        const bytes = readFileSync(path.join(root, url.replace(/^\/files\//, "")));
        return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      },
      fetchJson: async (url) => JSON.parse(readFileSync(path.join(root, url.replace(/^\/files\//, "")), "utf8")) as unknown,
    });
    const doc = documentWith(TEXT);
    expect(browser.missingFiles("inter-600", TEXT)).toContain("@twemoji/svg/1f355.svg");
    await browser.load([{ fontId: "inter-600", text: TEXT }]);
    expect(browser.missingFiles("inter-600", TEXT)).toEqual([]);
    expect(asked.filter((url) => url.endsWith("1f355.svg"))).toHaveLength(1);
    expect(renderDesignSvg(doc, browser)).toBe(renderDesignSvg(doc, fonts));
  });

  it("paints the pictures in the one-colour version's colour", () => {
    const doc = { ...documentWith("🍕"), mono: true, monoColor: "#123456" };
    const svg = renderDesignSvg(doc, fonts);
    const fills = [...svg.matchAll(/fill="(#[0-9A-Fa-f]{3,8})"/g)].map((match) => match[1]);
    expect(fills.length).toBeGreaterThan(1);
    expect(new Set(fills)).toEqual(new Set(["#123456"]));
  });
});
