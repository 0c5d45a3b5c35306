import { describe, expect, it } from "vitest";
import { createNodeFontProvider } from "@studio/assets/node";
import { cardFieldsOf, cardSafeArea, elementBox, renderDesignSvg, textsOutsideSafeArea } from "@studio/design";
import { iconLibrary } from "../classic-maker/classic-maker.services";
import { builtinCardTemplates } from "./builtin-card-templates";
import type { IconSource } from "./builtin-templates";
import { fillTemplate, templatePalette } from "./template-fill";

const icon: IconSource = (key) => {
  const found = iconLibrary().get(key);
  return found ? { set: found.set, id: found.id, nodes: found.nodes } : undefined;
};
const fonts = createNodeFontProvider();
const templates = builtinCardTemplates(icon);

describe("built-in business-card templates", () => {
  it("are six, landscape 2000 x 1222 and portrait 1222 x 2000, some Pro, each with a back of its size", () => {
    expect(templates).toHaveLength(6);
    const sizes = templates.map((template) => `${template.document.width}x${template.document.height}`);
    expect(sizes.filter((size) => size === "2000x1222")).toHaveLength(3);
    expect(sizes.filter((size) => size === "1222x2000")).toHaveLength(3);
    expect(templates.filter((template) => template.pro).length).toBeGreaterThan(0);
    expect(templates.filter((template) => !template.pro).length).toBeGreaterThan(2);
    for (const template of templates) {
      expect(template.kind).toBe("bizcard");
      expect(template.document.kind).toBe("card");
      expect(template.back).toMatchObject({ kind: "card", width: template.document.width, height: template.document.height });
    }
  });

  it("mark every spec field (front: name, title, company, contacts, Logo; back: company, Logo, code)", () => {
    for (const template of templates) {
      expect(cardFieldsOf(template.document)).toEqual(expect.arrayContaining(["name", "title", "company", "phone", "email", "web", "address", "Logo"]));
      expect(cardFieldsOf(template.back ?? template.document)).toEqual(expect.arrayContaining(["company", "Logo", "code"]));
      // The palette the user's colours replace: the company's colour and the title's.
      const palette = templatePalette(template.document);
      expect(palette.primary).toMatch(/^#[0-9a-f]{6}$/);
      expect(palette.secondary).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("keep every word inside the safe area (3 mm inside the trim), front and back", () => {
    for (const template of templates) {
      for (const side of [template.document, template.back ?? template.document]) {
        const outside = textsOutsideSafeArea(side, (element) => elementBox(element, fonts));
        expect(outside.map((element) => `${template.key}:${element.id}`)).toEqual([]);
        expect(cardSafeArea(side).x).toBeCloseTo(66.67, 1);
      }
    }
  });

  it("take the user's colours on both sides from the front's palette, and draw", () => {
    const template = templates[0];
    if (!template?.back) throw new Error("no back");
    const palette = templatePalette(template.document);
    const back = fillTemplate(template.back, { colors: ["#aa0000", "#00aa00"] }, palette);
    const svg = renderDesignSvg(back, fonts);
    expect(svg).toContain("#aa0000");
    expect(svg).not.toContain(palette.primary ?? "none");
  });
});
