import { describe, expect, it } from "vitest";
import { fontFamilyById } from "@studio/assets";
import { parseDesignDocument, type DesignDocument } from "@studio/design";
import {
  buildBrandGuide,
  CLEAR_SPACE_FRACTION,
  documentColours,
  MIN_WIDTH_MM,
  MIN_WIDTH_PX,
  recolourDocument,
  wrongColour,
  type LogoPixels,
} from "./brand-guide";
import { brandGuideText } from "./brand-guide-text";

const doc: DesignDocument = parseDesignDocument({
  version: 3,
  kind: "logo",
  width: 800,
  height: 600,
  background: { type: "solid", color: "#fdf6ec" },
  layout: { aspect: "horizontal" },
  elements: [
    { id: "mark", role: "container", type: "shape", shape: "circle", x: 200, y: 300, width: 200, height: 200, fill: "#1e90ff" },
    { id: "name", role: "name", type: "text", text: "Blue Bottle", fontId: "inter-600", fontSize: 96, x: 520, y: 280, color: "#222222" },
    { id: "slogan", role: "slogan", type: "text", text: "Slow coffee", fontId: "lora-600", fontSize: 40, x: 520, y: 380, color: "#222222" },
    { id: "hidden", role: "text", type: "text", text: "x", fontId: "inter-600", x: 0, y: 0, color: "#00ff00", hidden: true },
  ],
});

/** Pixels of a 200 x 150 drawing: a blue block (x 20-79) and a dark block (x 100-179), rows 40-109; the rest transparent. */
function pixels(): LogoPixels {
  const [width, height] = [200, 150];
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 40; y < 110; y++) {
    for (let x = 20; x < 180; x++) {
      if (x >= 80 && x < 100) continue;
      const colour = x < 80 ? [0x1e, 0x90, 0xff] : [0x22, 0x22, 0x22];
      rgba.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return { width, height, rgba };
}

describe("brand guide content", () => {
  it("lists the visible elements' colours, then the background's", () => {
    expect(documentColours(doc)).toEqual({ elements: ["#1e90ff", "#222222"], background: ["#fdf6ec"] });
    expect(documentColours({ ...doc, mono: true, monoColor: "#333333" })).toEqual({ elements: ["#333333"], background: [] });
  });

  it("ranks colours by their share of the drawing and gives HEX, RGB and CMYK", () => {
    const guide = buildBrandGuide({ name: "Blue Bottle", document: doc, pixels: pixels(), family: fontFamilyById });
    // The dark block (80 columns) covers more than the blue one (60 columns).
    expect(guide.colours.map((colour) => colour.hex)).toEqual(["#222222", "#1e90ff", "#fdf6ec"]);
    const blue = guide.colours[1];
    expect(blue).toMatchObject({ rgb: { r: 30, g: 144, b: 255 }, cmyk: { c: 88, m: 44, y: 0, k: 0 }, background: false });
    expect(blue?.share).toBeCloseTo(60 / 140, 2);
    expect(guide.colours[2]).toMatchObject({ background: true, share: 0 });
  });

  it("names the typefaces from the font catalogue with the roles they set", () => {
    const guide = buildBrandGuide({ name: "Blue Bottle", document: doc, pixels: pixels(), family: fontFamilyById });
    expect(guide.fonts).toEqual([
      { fontId: "inter-600", family: "Inter", weight: 600, category: "sans", roles: ["name"], sample: "Blue Bottle" },
      { fontId: "lora-600", family: "Lora", weight: 600, category: "serif", roles: ["slogan"], sample: "Slow coffee" },
    ]);
  });

  it("measures clear space on the content box and the minimum size from the smallest text", () => {
    const guide = buildBrandGuide({ name: "Blue Bottle", document: doc, pixels: pixels(), family: fontFamilyById });
    // Pixel box x 20-179, y 40-109 at 4 document units per pixel.
    expect(guide.content).toEqual({ x: 80, y: 160, width: 640, height: 280 });
    expect(guide.clearSpace).toEqual({ fraction: CLEAR_SPACE_FRACTION, side: "height", units: 280 / 3 });
    // The 40-unit slogan is 1/16 of the 640-unit width: 8 px needs 128 px, 2 mm needs 32 mm.
    expect(guide.minimumSize).toEqual({ px: 128, mm: 32 });
    const raster = buildBrandGuide({ name: "Disc", document: null, pixels: pixels(), family: fontFamilyById });
    expect(raster.minimumSize).toEqual({ px: MIN_WIDTH_PX, mm: MIN_WIDTH_MM });
    expect(raster.fonts).toEqual([]);
    expect(raster.colours.map((colour) => colour.hex)).toEqual(["#222222", "#1e90ff"]);
  });

  it("recolours every colour of the document for the don't, greys included", () => {
    const wrong = recolourDocument(doc);
    expect(documentColours(wrong).elements).toEqual(["#1e90ff", "#222222"].map(wrongColour));
    expect(wrongColour("#1e90ff")).not.toBe("#1e90ff");
    expect(wrongColour("#222222")).not.toBe("#222222");
    expect(wrong.elements.map((element) => element.id)).toEqual(doc.elements.map((element) => element.id));
  });

  it("writes the words in English and Chinese with the figures put in", () => {
    const guide = buildBrandGuide({ name: "Blue Bottle", document: doc, pixels: pixels(), family: fontFamilyById });
    const en = brandGuideText(guide, "en", new Date("2026-11-26T12:00:00Z"));
    expect(en.minBody).toContain("128 px");
    expect(en.minBody).toContain("32 mm");
    expect(en.clearBody).toContain("third of its height");
    expect(en.colours[0]).toEqual({ label: "Colour 1", hex: "#222222", rgb: "34, 34, 34", cmyk: "0, 0, 0, 87" });
    expect(en.colours[2]?.label).toBe("Background 1");
    expect(en.fonts[0]).toEqual({ family: "Inter", detail: "Weight 600", usedFor: "Used for: name" });
    expect(en.made).toBe("Made on 2026-11-26");
    expect(en.headingFont).toBe("Inter");
    const zh = brandGuideText(guide, "zh", new Date("2026-11-26T12:00:00Z"));
    expect(zh.title).toBe("品牌规范");
    expect(zh.fonts[1]?.usedFor).toBe("用于：标语");
  });
});
