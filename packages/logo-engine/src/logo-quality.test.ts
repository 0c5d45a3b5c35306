import { describe, expect, it } from "vitest";
import type { DesignDocument, DesignElement } from "@studio/design";
import { checkLogoQuality, contrastRatio, ensureContrast, generateLogos } from "./index.js";
import { createNodeLogoDeps } from "./node.js";

const deps = createNodeLogoDeps();
const [good] = generateLogos({ name: "Blue Bottle", slogan: "Slow coffee", description: "a coffee shop", styles: ["combination"], count: 1, seed: 1 }, deps);
const doc = good!.document;
const edit = (id: string, change: (element: DesignElement) => DesignElement): DesignDocument => ({
  ...doc,
  elements: doc.elements.map((element) => (element.id === id ? change(element) : element)),
});
const rules = (document: DesignDocument): string[] => [...new Set(checkLogoQuality(document, deps.fonts).map((issue) => issue.rule))];

describe("colour arithmetic", () => {
  it("computes WCAG contrast and raises a colour until it reaches a ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    const raised = ensureContrast("#ffd166", ["#ffffff"], 4.5);
    expect(contrastRatio(raised, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast("#1a1a1a", ["#ffffff"], 4.5)).toBe("#1a1a1a");
  });
});

describe("checkLogoQuality catches each broken rule", () => {
  it("passes the engine's own logo", () => {
    expect(rules(doc)).toEqual([]);
  });

  it("flags low text and icon contrast", () => {
    const background = doc.background.type === "solid" ? doc.background.color : "#ffffff";
    expect(rules(edit("name", (element) => ({ ...element, color: background }) as DesignElement))).toContain("text-contrast");
    expect(rules(edit("icon", (element) => ({ ...element, color: background }) as DesignElement))).toContain("icon-contrast");
  });

  it("flags overlapping elements and unbalanced or missing margins", () => {
    const name = doc.elements.find((element) => element.id === "name")!;
    expect(rules(edit("icon", (element) => ({ ...element, x: name.x, y: name.y })))).toContain("overlap");
    expect(rules({ ...doc, elements: doc.elements.map((element) => ({ ...element, x: element.x + 30 })) })).toContain("margins");
  });

  it("flags characters the fonts cannot draw", () => {
    expect(rules(edit("name", (element) => ({ ...element, text: "Blue 咖啡", fallbackFontIds: [] }) as DesignElement))).toContain("missing-glyph");
  });
});
