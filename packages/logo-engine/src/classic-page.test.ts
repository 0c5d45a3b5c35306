import { describe, expect, it } from "vitest";
import { CLASSIC_LAYOUTS, checkLogoQuality, planClassicPage, type ClassicDesign } from "./index.js";
import { drawnMonogram } from "./monogram-drawing.js";
import { createNodeLogoDeps } from "./node.js";

const deps = createNodeLogoDeps();
const brief = { name: "Harbor & Pine", slogan: "Coffee by the sea", description: "a coffee shop" };
const pages: ClassicDesign[][] = [];
for (let page = 1; page <= 3; page += 1) pages.push(planClassicPage({ brief, page, seenHashes: pages.flat().map((design) => design.hash) }, deps));

describe("planClassicPage", () => {
  it("gives 12 designs a page that pass every quality rule, with no layout and palette twice", () => {
    for (const designs of pages) {
      expect(designs).toHaveLength(12);
      expect(new Set(designs.map((design) => `${design.layout}/${design.paletteId}`)).size).toBe(12);
      expect(new Set(designs.map((design) => design.svg)).size).toBe(12);
      for (const design of designs) {
        expect(checkLogoQuality(design.document, deps.fonts)).toEqual([]);
        expect(design.family).toBe(CLASSIC_LAYOUTS[design.layout].family);
        expect(design.hash).toMatch(/^[0-9a-f]{16}$/);
      }
    }
  });

  it("shows 12 different layouts of all three families on a page when the brief has a symbol and a short slogan", () => {
    for (const designs of pages) {
      expect(new Set(designs.map((design) => design.layout)).size).toBe(12);
      expect(new Set(designs.map((design) => design.family))).toEqual(new Set([1, 2, 3]));
    }
  });

  it("never repeats a design of an earlier page and is deterministic", () => {
    const hashes = pages.flat().map((design) => design.hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    const again = planClassicPage({ brief, page: 2, seenHashes: pages[0]!.map((design) => design.hash) }, deps);
    expect(again.map((design) => design.svg)).toEqual(pages[1]!.map((design) => design.svg));
    const withoutSeen = planClassicPage({ brief, page: 1, seenHashes: [pages[0]![0]!.hash] }, deps);
    expect(withoutSeen.map((design) => design.hash)).not.toContain(pages[0]![0]!.hash);
  });

  it("keeps to the families, fonts, symbols and letters the user picked", () => {
    const horizontal = planClassicPage({ brief, page: 1, families: [1] }, deps);
    expect(horizontal.length).toBeGreaterThan(0);
    expect(horizontal.every((design) => design.family === 1)).toBe(true);
    const fonts = planClassicPage({ brief, page: 1, fontIds: ["playfair-display-700"] }, deps);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((design) => design.fontId === "playfair-display-700")).toBe(true);
    const anchor = deps.icons.search("anchor", { limit: 1 })[0]!.icon;
    const picked = planClassicPage({ brief, page: 1, iconKeys: [anchor.key], letters: "hp" }, deps);
    const marks = picked.map((design) => design.mark);
    expect(marks.some((mark) => mark.startsWith(`icon:${anchor.key}`))).toBe(true);
    expect(marks.filter((mark) => mark.startsWith("icon:")).every((mark) => mark.startsWith(`icon:${anchor.key}`))).toBe(true);
    // The letters typed, in a container or drawn (cut out of a shape, or one of the drawn treatments).
    expect(marks.some((mark) => mark.startsWith("monogram:HP/") || /^abstract:(knockout|interlocked|outline|inline|cut)/.test(mark))).toBe(true);
  });

  it("uses the palettes the caller chose and the spec's smaller page sizes", () => {
    const chosen = pages[0]!.slice(0, 2).map((design) => design.plan.palette);
    const small = planClassicPage({ brief, page: 1, palettes: chosen, pageSize: 6 }, deps);
    expect(small).toHaveLength(6);
    expect(small.every((design) => chosen.some((palette) => palette.id === design.paletteId))).toBe(true);
    expect(small.every((design) => design.logKey === `${design.layout}/${design.paletteId}/${design.fontId}`)).toBe(true);
  });

  it("draws Chinese names and names without symbols", () => {
    const chinese = planClassicPage({ brief: { name: "云朵咖啡", slogan: "每一天的好咖啡", description: "一家咖啡店" }, page: 1 }, deps);
    expect(chinese).toHaveLength(12);
    const bare = planClassicPage({ brief: { name: "Q" }, page: 1 }, deps);
    expect(bare).toHaveLength(12);
    expect(new Set(bare.map((design) => `${design.layout}/${design.paletteId}`)).size).toBe(12);
  });
});

describe("drawnMonogram", () => {
  it("draws two letters interlocked and one letter over its shadow from the font's outlines, latin or Chinese", () => {
    const pair = drawnMonogram(deps.fonts, "HP", "montserrat-700", []);
    expect(pair.kind).toBe("interlocked-letters");
    expect(pair.paths.map((path) => path.slot)).toEqual(["primary", "secondary"]);
    // Overlapping letters are narrower than the two set side by side, and wider than tall.
    expect(pair.aspect).toBeGreaterThan(1);
    expect(pair.aspect).toBeLessThan(2.2);
    for (const path of pair.paths) expect(path.d).toMatch(/^M[\d.]+ [\d.]+/);
    const single = drawnMonogram(deps.fonts, "云", "noto-sans-sc-700", []);
    expect(single.kind).toBe("shadowed-letter");
    expect(single.paths).toHaveLength(2);
    expect(single.paths[0]!.d).not.toBe(single.paths[1]!.d);
    const numbers = (d: string): number[] => (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    for (const path of [...pair.paths, ...single.paths]) {
      expect(Math.min(...numbers(path.d))).toBeGreaterThanOrEqual(-0.5);
      expect(Math.max(...numbers(path.d))).toBeLessThanOrEqual(100.5);
    }
  });

  it("is one of the page's layouts", () => {
    const all = [1, 2, 3].flatMap((page) => planClassicPage({ brief, page, families: [2] }, deps));
    const drawn = all.filter((design) => design.layout === "interlocked-letters").map((design) => design.mark);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((mark) => /^abstract:(interlocked-letters|shadowed-letter|outline-letters|inline-letters|cut-letters)$/.test(mark))).toBe(true);
  });
});
