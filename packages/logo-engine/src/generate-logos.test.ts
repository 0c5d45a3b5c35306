import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { createNodeLogoDeps } from "./node.js";
import { GOLDEN_BRIEFS } from "./golden-briefs.data.js";
import { checkLogoQuality, contrastRatio, differingAspects, generateLogos, LOGO_STYLES, type LogoResult } from "./index.js";

const deps = createNodeLogoDeps();
// 40 briefs x 5 logos = the 200 logos the quality rules are checked on.
const all: { brief: (typeof GOLDEN_BRIEFS)[number]; results: LogoResult[] }[] = GOLDEN_BRIEFS.map((brief) => ({
  brief,
  results: generateLogos({ ...brief, count: 5, seed: 7 }, deps),
}));
const logos = all.flatMap((entry) => entry.results);

describe("generateLogos on the golden briefs", () => {
  it("returns the requested count, ranked, for every brief", () => {
    expect(logos).toHaveLength(200);
    for (const { results } of all) expect(results.map((result) => result.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(logos.map((result) => result.provenance.style))).toEqual(new Set(LOGO_STYLES));
  });

  it("passes every quality rule on all 200 logos", () => {
    const failures = logos.flatMap((result) =>
      checkLogoQuality(result.document, deps.fonts).map(
        (issue) => `${result.document.elements.find((e) => e.role === "name")?.type}:${issue.rule}:${issue.elementId}:${issue.detail}`,
      ),
    );
    expect(failures).toEqual([]);
    for (const result of logos) {
      for (const element of result.document.elements) {
        if (element.type === "text") expect(element.fontSize).toBeGreaterThan(8);
      }
    }
  });

  it("keeps text at 4.5:1 against what is under it, measured independently on plain backgrounds", () => {
    for (const result of logos) {
      const background = result.document.background;
      if (background.type !== "solid" || result.document.layout.aspect === "square") continue;
      for (const element of result.document.elements) {
        if (element.type === "text" && element.role !== "initial") expect(contrastRatio(element.color, background.color)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("makes the results of one brief differ in at least two of layout, font, icon and colour", () => {
    for (const { results } of all) {
      for (let i = 0; i < results.length; i += 1) {
        for (let j = i + 1; j < results.length; j += 1) expect(differingAspects(results[i]!.provenance, results[j]!.provenance)).toBeGreaterThanOrEqual(2);
      }
      expect(new Set(results.map((result) => result.svg)).size).toBe(results.length);
    }
  });

  it("gives the same SVG bytes for the same brief and seed, and others for another seed", () => {
    const brief = GOLDEN_BRIEFS[0]!;
    const again = generateLogos({ ...brief, count: 5, seed: 7 }, deps).map((result) => result.svg);
    expect(again).toEqual(all[0]!.results.map((result) => result.svg));
    expect(generateLogos({ ...brief, count: 5, seed: 8 }, deps).map((result) => result.svg)).not.toEqual(again);
  });

  it("produces SVG that resvg renders with visible marks and text", () => {
    for (const result of all.map((entry) => entry.results[0]!)) {
      const image = new Resvg(result.svg, { fitTo: { mode: "width", value: 200 } }).render();
      expect(image.width).toBe(200);
      const pixels = image.pixels;
      const first = [pixels[0], pixels[1], pixels[2]];
      let differing = 0;
      for (let i = 0; i < pixels.length; i += 4)
        if (Math.abs((pixels[i] ?? 0) - (first[0] ?? 0)) + Math.abs((pixels[i + 1] ?? 0) - (first[1] ?? 0)) > 60) differing += 1;
      expect(differing).toBeGreaterThan(200);
    }
  });
});

describe("semantic icons", () => {
  const iconOf = (description: string, name = "Acme"): string[] =>
    generateLogos({ name, description, styles: ["combination"], count: 4, seed: 1 }, deps).map(
      (result) => result.provenance.icon?.id ?? result.provenance.mark,
    );

  it("picks icons of the business in English and Chinese", () => {
    expect(iconOf("a coffee shop").every((id) => /coffee|cup|bean/.test(id))).toBe(true);
    expect(iconOf("a travel agent").every((id) => /plane|world|globe|luggage/.test(id))).toBe(true);
    expect(iconOf("女子健身俱乐部", "飞燕").every((id) => /barbell|dumbbell|run|stretching|yoga/.test(id))).toBe(true);
  });

  it("falls back to an abstract mark, never an unrelated icon, when nothing matches", () => {
    const marks = iconOf("", "Zentrix");
    expect(marks.every((mark) => mark.startsWith("abstract:"))).toBe(true);
  });

  it("records provenance: icon set, id and tags, font, palette and rule", () => {
    const [first] = generateLogos({ name: "Blue Bottle", description: "a coffee shop", count: 1, seed: 1 }, deps);
    expect(first?.provenance.icon).toMatchObject({ set: "tabler", id: "coffee", reason: "concept:coffee" });
    expect(first?.provenance.icon?.tags).toContain("cafe");
    expect(first?.provenance.font.family.length).toBeGreaterThan(0);
    expect(first?.provenance.palette.name.length).toBeGreaterThan(0);
  });
});

describe("fonts and colours from the brief", () => {
  it("draws Chinese names with a CJK font and no missing glyphs", () => {
    const results = generateLogos({ name: "山月咖啡", slogan: "一杯好咖啡", count: 4, seed: 3 }, deps);
    const cjk = new Set(deps.fontCatalogue.filter((font) => font.category === "cjk").map((font) => font.id));
    expect(results.every((result) => cjk.has(result.provenance.font.id))).toBe(true);
    expect(results.every((result) => checkLogoQuality(result.document, deps.fonts).length === 0)).toBe(true);
    const signature = generateLogos({ name: "美丽人生", styles: ["signature"], count: 1, seed: 1 }, deps);
    expect(signature[0]?.provenance.font.family).toBe("Ma Shan Zheng");
  });

  it("falls back glyph by glyph for accented names in fonts without latin-ext", () => {
    const results = generateLogos({ name: "Łódź Café", styles: ["signature"], count: 4, seed: 2 }, deps);
    expect(results).toHaveLength(4);
    expect(results.every((result) => checkLogoQuality(result.document, deps.fonts).length === 0)).toBe(true);
  });

  it("uses a named palette, a colour group and the user's colours", () => {
    expect(
      generateLogos({ name: "Harbor", palette: "Soft Forest", count: 3, seed: 1 }, deps).every((result) => result.provenance.palette.id === "soft-forest"),
    ).toBe(true);
    expect(
      generateLogos({ name: "Harbor", palette: "warm", count: 3, seed: 1 }, deps).every((result) =>
        ["bright-logic", "clean-heat", "dusty-dusk", "burnt-olive", "rustic-heat", "sunset-soda", "meadow-dawn", "retro-picnic"].includes(
          result.provenance.palette.id,
        ),
      ),
    ).toBe(true);
    const custom = generateLogos({ name: "Harbor", colors: ["#1b4965"], count: 3, seed: 1 }, deps);
    expect(custom.every((result) => result.provenance.palette.id.startsWith("custom"))).toBe(true);
  });
});

describe("reviewed output", () => {
  it("still draws the Blue Bottle logo a person checked (src/fixtures/blue-bottle-seed-1.svg)", async () => {
    // Regenerate after an intended change, look at the PNG, then commit:
    // npm run logo -- --name "Blue Bottle" --slogan "Slow coffee, fast mornings" --description "a coffee shop" --style combination --count 1 --seed 1 --out DIR
    const { readFileSync } = await import("node:fs");
    const expected = readFileSync(new URL("./fixtures/blue-bottle-seed-1.svg", import.meta.url), "utf8");
    const [logo] = generateLogos({ ...GOLDEN_BRIEFS[0]!, count: 1, seed: 1 }, deps);
    expect(logo?.svg).toBe(expected);
  });

  it("keeps count distinct results when palette and style are both pinned", () => {
    for (const brief of [
      { name: "山月", palette: "Soft Forest", styles: ["minimal" as const], count: 8 },
      { name: "Acme", description: "coffee", palette: "Neo Pop", styles: ["pictorial" as const], count: 12 },
      { name: "Acme", palette: "mono", styles: ["mascot" as const], count: 12 },
    ]) {
      const results = generateLogos(brief, deps);
      expect(results).toHaveLength(brief.count);
      for (let i = 0; i < results.length; i += 1)
        for (let j = i + 1; j < results.length; j += 1) expect(differingAspects(results[i]!.provenance, results[j]!.provenance)).toBeGreaterThanOrEqual(2);
    }
  });
});
