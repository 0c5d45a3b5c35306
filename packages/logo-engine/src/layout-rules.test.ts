import { describe, expect, it } from "vitest";
import type { DesignDocument, DesignElement, TextElement } from "@studio/design";
import { GOLDEN_BRIEFS } from "./golden-briefs.data.js";
import { backgroundColors, checkLogoQuality, contrastRatio, planClassicPage, type ClassicDesign, type LogoBriefInput, type QualityIssue } from "./index.js";
import { checkContainment, checkHierarchy, checkOpticalCentre, checkSafeDistance, checkSymbolSize, findSymbol } from "./layout-rules.js";
import { logoGeometry } from "./logo-geometry.js";
import { createNodeLogoDeps } from "./node.js";

const deps = createNodeLogoDeps();
// Names of 1 to 30 characters, latin and Chinese, over the golden briefs' businesses, palettes and colour groups.
const NAMES = [
  "Q",
  "Zo",
  "Ark",
  "Mira",
  "Bloom",
  "云",
  "山月",
  "云朵咖啡",
  "Harbor & Pine",
  "长城精密机械制造",
  "Northwind Outfitters",
  "Atelier Lumière Paris",
  "Sunrise Pediatric Dental Care",
];
const LONG = "The Golden Spoon Family Bistro"; // 30 characters
const GROUPS = ["warm", "cool", "bright", "soft", "mono", "gradient", undefined];
const briefs: LogoBriefInput[] = [...NAMES, LONG].map((name, index) => {
  const golden = GOLDEN_BRIEFS[(index * 3) % GOLDEN_BRIEFS.length]!;
  const slogan = index % 3 === 0 ? undefined : index % 3 === 1 ? "Made with care" : (golden.slogan ?? "每一天都更好");
  return { ...golden, name, slogan, palette: GROUPS[index % GROUPS.length] ?? golden.palette, seed: index + 1 };
});
const rejected: QualityIssue[] = [];
const observer = { rejected: (_layout: string, issues: readonly QualityIssue[]) => rejected.push(...issues) };
const pages: ClassicDesign[][] = [];
for (let round = 0; pages.length * 12 < 504; round += 1) {
  for (const brief of briefs) {
    if (pages.length * 12 >= 504) break;
    pages.push(planClassicPage({ brief: { ...brief, seed: (brief.seed ?? 1) + round * 17 }, page: 1 + round }, deps, observer));
  }
}
const logos = pages.flat();
const issuesOf = (rule: string): string[] =>
  logos.flatMap((logo) =>
    checkLogoQuality(logo.document, deps.fonts)
      .filter((issue) => issue.rule === rule)
      .map((issue) => `${logo.layout}:${issue.elementId}:${issue.detail}`),
  );
const rejectedBy = (rule: string): number => rejected.filter((issue) => issue.rule === rule).length;

describe("layout rules over 500 generated logos", () => {
  it("generates full pages: 504 logos of names 1 to 30 characters long, latin and Chinese", () => {
    expect(logos.length).toBe(504);
    expect(pages.every((page) => page.length === 12)).toBe(true);
    const lengths = new Set(logos.map((logo) => [...logo.plan.name].length));
    expect(Math.min(...lengths)).toBe(1);
    expect(Math.max(...lengths)).toBe(30);
    expect(logos.some((logo) => /[\u4e00-\u9fff]/u.test(logo.plan.name))).toBe(true);
  });

  it("includes drawn monograms of every treatment, so every rule below holds for them too", () => {
    const drawn = new Set(logos.map((logo) => logo.mark.match(/^abstract:(interlocked|shadowed|outline|inline|cut|knockout)/)?.[1]).filter(Boolean));
    expect([...drawn].sort()).toEqual(["cut", "inline", "interlocked", "knockout", "outline", "shadowed"]);
  });

  it("symbol size: the symbol is at least 1.2 times the name's letter height, and the composer never drew one smaller", () => {
    expect(issuesOf("symbol-size")).toEqual([]);
    expect(rejectedBy("symbol-size")).toBe(0);
    const withSymbol = logos.filter(
      (logo) => findSymbol(logo.document, logoGeometry(logo.document, deps.fonts)) && logo.document.elements.some((e) => e.role === "name"),
    );
    expect(withSymbol.length).toBeGreaterThan(300);
  });

  it("contrast: marks 3:1 and text 4.5:1 against what is under them, gradients at their worst stop", () => {
    expect([...issuesOf("text-contrast"), ...issuesOf("icon-contrast")]).toEqual([]);
    expect(rejectedBy("text-contrast") + rejectedBy("icon-contrast")).toBe(0);
    // Independently: text on the bare canvas against every stop of the background.
    for (const logo of logos) {
      const geometry = logoGeometry(logo.document, deps.fonts);
      for (const element of logo.document.elements) {
        if (element.type !== "text" || geometry.holder(element)) continue;
        for (const stop of backgroundColors(logo.document.background)) expect(contrastRatio(element.color, stop)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(logos.some((logo) => logo.document.background.type === "gradient")).toBe(true);
  });

  it("overlap: no two elements touch, and what a container holds stays inside its real outline", () => {
    expect(issuesOf("overlap")).toEqual([]);
    expect(rejectedBy("overlap")).toBe(0);
  });

  it("safe distance: a third of the symbol's height clear to the text, the artboard and its container's edge", () => {
    expect(issuesOf("safe-distance")).toEqual([]);
    expect(rejectedBy("safe-distance")).toBe(0);
  });

  it("optical centring, name and slogan hierarchy, margins and glyphs hold as well", () => {
    for (const rule of ["optical-centre", "hierarchy", "margins", "missing-glyph"]) {
      expect(issuesOf(rule)).toEqual([]);
      expect(rejectedBy(rule)).toBe(0);
    }
    expect(logos.filter((logo) => logo.document.elements.some((e) => e.role === "slogan")).length).toBeGreaterThan(200);
  });

  it("varies: 12 layouts of the three families and at least 6 container shapes on a page with a symbol and a slogan", () => {
    for (const page of pages) expect(new Set(page.map((logo) => `${logo.layout}/${logo.paletteId}`)).size).toBe(12);
    const full = pages.filter((page) => page[0]!.plan.slogan && page.some((logo) => logo.mark.startsWith("icon:")));
    expect(full.length).toBeGreaterThan(10);
    for (const page of full) {
      expect(new Set(page.map((logo) => logo.layout)).size).toBe(12);
      expect(new Set(page.map((logo) => logo.family))).toEqual(new Set([1, 2, 3]));
      // Names over 16 characters are too wide for round emblems, which become plaques (badge, rounded square).
      if ([...page[0]!.plan.name].length <= 16) expect(new Set(page.map((logo) => logo.shape).filter(Boolean)).size).toBeGreaterThanOrEqual(6);
    }
  });
});

describe("each layout rule catches its own violation", () => {
  const [sample] = planClassicPage(
    { brief: { name: "Harbor & Pine", slogan: "Coffee by the sea", description: "a coffee shop" }, page: 1, families: [2] },
    deps,
  ).filter((logo) => logo.layout === "stacked");
  const doc = sample!.document;
  const edit = (id: string, change: (element: DesignElement) => DesignElement, from: DesignDocument = doc): DesignDocument => ({
    ...from,
    elements: from.elements.map((element) => (element.id === id ? change(element) : element)),
  });
  const name = doc.elements.find((element): element is TextElement => element.role === "name" && element.type === "text")!;

  it("passes the untouched logo", () => {
    expect(checkLogoQuality(doc, deps.fonts)).toEqual([]);
  });

  it("symbol size: a symbol shrunk below 1.2 times the name's height", () => {
    const small = edit("icon", (element) => (element.type === "icon" ? { ...element, width: element.width * 0.2, height: element.height * 0.2 } : element));
    expect(checkSymbolSize(small, deps.fonts, logoGeometry(small, deps.fonts)).map((issue) => issue.rule)).toEqual(["symbol-size"]);
  });

  it("safe distance: the symbol moved close to the name", () => {
    const box = logoGeometry(doc, deps.fonts).box(name);
    const close = edit("icon", (element) => (element.type === "icon" ? { ...element, y: box.y - element.height / 2 - 2 } : element));
    expect(checkSafeDistance(close, logoGeometry(close, deps.fonts)).map((issue) => issue.rule)).toContain("safe-distance");
  });

  it("hierarchy: a slogan as large as the name", () => {
    const loud = edit("slogan", (element) => ({ ...element, fontSize: name.fontSize }) as DesignElement);
    expect(checkHierarchy(loud, deps.fonts, logoGeometry(loud, deps.fonts)).map((issue) => issue.rule)).toContain("hierarchy");
  });

  it("optical centre and containment: an icon off the middle of its circle, text across a circle's edge", () => {
    const badge = planClassicPage({ brief: { name: "Harbor & Pine", description: "a coffee shop" }, page: 1 }, deps).find((logo) =>
      logo.layout.startsWith("badge-mark"),
    );
    const container = badge!.document.elements.find((element) => element.id === "mark-container")!;
    const off = edit("icon", (element) => ({ ...element, x: element.x + (container.type === "shape" ? container.width * 0.1 : 0) }), badge!.document);
    expect(checkOpticalCentre(off, logoGeometry(off, deps.fonts)).map((issue) => issue.rule)).toContain("optical-centre");
    // A circle just wider than the name: its box holds the name, its round edge cuts the name's corners.
    const nameBox = logoGeometry(doc, deps.fonts).box(name);
    const ring = { ...container, shape: "circle" as const, id: "ring", x: name.x, y: name.y, width: nameBox.width + 0.4, height: nameBox.width + 0.4 };
    const across = { ...doc, elements: [ring, ...doc.elements] };
    expect(checkContainment(across, logoGeometry(across, deps.fonts)).map((issue) => issue.elementId)).toContain("name+ring");
  });
});
