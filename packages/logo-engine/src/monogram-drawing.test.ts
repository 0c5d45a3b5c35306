import { describe, expect, it } from "vitest";
import { planClassicPage } from "./classic-page.js";
import { area, bounds, pathToPolygons, union } from "./monogram-geometry.js";
import { drawnMonogram, MONOGRAM_TREATMENTS, type MonogramTreatment } from "./monogram-drawing.js";
import { createNodeLogoDeps } from "./node.js";

const deps = createNodeLogoDeps();
/** A drawn mark's ink in its 100 x 100 box. */
const ink = (paths: readonly { d: string }[]) => union(paths.flatMap((path) => pathToPolygons(path.d)));
const CASES = [
  { initials: "HP", font: "montserrat-700" },
  { initials: "A", font: "playfair-display-700" },
  { initials: "云", font: "noto-sans-sc-700" },
  { initials: "MQ", font: "inter-600" },
  { initials: "Bg", font: "montserrat-700" },
  { initials: "鑫龍", font: "noto-sans-sc-700" },
] as const;
const KINDS: Record<MonogramTreatment, RegExp> = {
  interlocked: /^(interlocked-letters|shadowed-letter)$/,
  // Letters whose strokes are too thin for a line inside them (dense Chinese characters) fall back to interlocked.
  outline: /^(outline-letters|interlocked-letters|shadowed-letter)$/,
  inline: /^(inline-letters|interlocked-letters|shadowed-letter)$/,
  cut: /^cut-letters$/,
  knockout: /^knockout-(circle|rounded-square|hexagon|diamond)$/,
};

describe("monogram treatments (drawn, not typed)", () => {
  it.each(CASES.flatMap((c) => MONOGRAM_TREATMENTS.map((treatment) => [c.initials, c.font, treatment] as const)))(
    "%s in %s, %s: valid geometry inside its box, from the font's outlines",
    (initials, font, treatment) => {
      const mark = drawnMonogram(deps.fonts, initials, font, [], treatment, "hexagon");
      expect(mark.kind).toMatch(KINDS[treatment]);
      expect(mark.paths.length).toBeGreaterThan(0);
      for (const path of mark.paths) {
        expect(path.d).toMatch(/^M-?[\d.]+ -?[\d.]+(L-?[\d.]+ -?[\d.]+)+Z/);
        const box = bounds(pathToPolygons(path.d));
        expect(box.x).toBeGreaterThanOrEqual(-0.01);
        expect(box.y).toBeGreaterThanOrEqual(-0.01);
        expect(box.x + box.width).toBeLessThanOrEqual(100.01);
        expect(box.y + box.height).toBeLessThanOrEqual(100.01);
        expect(area(pathToPolygons(path.d))).toBeGreaterThan(20);
        // Saved logos accept shape paths of at most 20,000 characters (favourites' saved-design check).
        expect(path.d.length).toBeLessThan(12_000);
      }
      // The parts fill the box edge to edge (the composer sizes the mark by it) and never cover it all.
      const all = bounds(ink(mark.paths));
      expect(all.width).toBeGreaterThan(99);
      expect(all.height).toBeGreaterThan(99);
      expect(area(ink(mark.paths))).toBeLessThan(10_000 * 0.95);
      expect(mark.aspect).toBeGreaterThan(0.4);
      expect(mark.aspect).toBeLessThan(2.5);
    },
  );

  it("each treatment is its own geometry: outline and inline remove ink, the cut splits it in two colours, the knockout cuts the letters out", () => {
    const solid = drawnMonogram(deps.fonts, "HP", "montserrat-700", [], "cut");
    const outline = drawnMonogram(deps.fonts, "HP", "montserrat-700", [], "outline");
    const inline = drawnMonogram(deps.fonts, "HP", "montserrat-700", [], "inline");
    const knockout = drawnMonogram(deps.fonts, "HP", "montserrat-700", [], "knockout", "circle");
    expect([outline.kind, inline.kind, drawnMonogram(deps.fonts, "鑫龍", "noto-sans-sc-700", [], "outline").kind]).toEqual([
      "outline-letters",
      "inline-letters",
      "interlocked-letters",
    ]);
    // Share of the box the ink covers: an outline is a thin line, an inline keeps most of the letter.
    const covered = (mark: typeof solid) => area(ink(mark.paths)) / 10_000;
    expect(covered(outline)).toBeLessThan(covered(inline) * 0.7);
    expect(covered(outline)).toBeLessThan(0.3);
    expect(solid.paths.map((path) => path.slot)).toEqual(["primary", "secondary"]);
    // A circle of the box's size minus the letters: less than the whole disc, with holes where the letters are.
    expect(knockout.aspect).toBeCloseTo(1, 1);
    expect(area(ink(knockout.paths))).toBeLessThan(Math.PI * 50 * 50 * 0.9);
    expect(pathToPolygons(knockout.paths[0]?.d ?? "").length).toBeGreaterThan(2);
  });

  it("no tofu: a character the font lacks is drawn from the fallback font, as the name is", () => {
    const direct = drawnMonogram(deps.fonts, "云", "noto-sans-sc-700", [], "outline");
    const fallback = drawnMonogram(deps.fonts, "云", "montserrat-700", ["noto-sans-sc-700"], "outline");
    expect(fallback.paths).toEqual(direct.paths);
  });

  it("a page shows several treatments, chosen by the seed", () => {
    const brief = { name: "Harbor Pine", industry: "coffee shop" };
    const pages = Array.from({ length: 8 }, (_, i) => planClassicPage({ brief: { ...brief, seed: i + 1 }, page: 1 }, deps));
    const drawnKinds = (page: (typeof pages)[number]) =>
      new Set(page.map((design) => design.mark).filter((mark) => /^abstract:(knockout|interlocked|shadowed|outline|inline|cut)/.test(mark)));
    expect(Math.max(...pages.map((page) => drawnKinds(page).size))).toBeGreaterThanOrEqual(2);
    const seen = new Set(pages.flatMap((page) => [...drawnKinds(page)].map((mark) => mark.replace(/^abstract:/, "").replace(/-.*$/, ""))));
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });
});
