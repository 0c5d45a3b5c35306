import { Resvg } from "@resvg/resvg-js";
import { PHOTO_FILTERS, TONING_COLORS } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { parseDesignDocument, renderDesignSvg, type DesignDocument, type FontProvider } from "./index.js";

const fonts: FontProvider = { faces: () => [] };
// A 2 x 2 PNG: red, green / blue, white.
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQImWP4z8DAAMIM/////w8AH+4F+0HwQUsAAAAASUVORK5CYII=";
const image = { id: "p", role: "image", type: "image", src: PNG, width: 200, height: 200, x: 100, y: 100 };
const docWith = (extra: Record<string, unknown>): DesignDocument =>
  parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 200,
    height: 200,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "square" },
    elements: [{ ...image, ...extra }],
  });
const pixels = (doc: DesignDocument) => new Resvg(renderDesignSvg(doc, fonts)).render().pixels;
/** The colour at the centre of the picture's red quarter. */
const redQuarter = (doc: DesignDocument): number[] => {
  const at = (50 * 200 + 50) * 4;
  return [...pixels(doc).subarray(at, at + 3)];
};

describe("photo filters and toning colours", () => {
  it("draws each of the 25 photo filters, no two alike and none like the plain picture", () => {
    expect(PHOTO_FILTERS).toHaveLength(25);
    const plain = Buffer.from(pixels(docWith({}))).toString("base64");
    const drawn = PHOTO_FILTERS.map((look) => Buffer.from(pixels(docWith({ photoFilter: look.key }))).toString("base64"));
    expect(drawn).not.toContain(plain);
    expect(new Set(drawn).size).toBe(25);
  });

  it("writes each look as the CSS functions it is made of: inkwell is grey, brightness and contrast are linear transfers", () => {
    const [r, g, b] = redQuarter(docWith({ photoFilter: "inkwell" }));
    // saturate(0) then a light sepia: nearly grey, a little warm.
    expect(Math.max(r ?? 0, g ?? 0, b ?? 0) - Math.min(r ?? 0, g ?? 0, b ?? 0)).toBeLessThan(40);
    const svg = renderDesignSvg(docWith({ photoFilter: "toaster" }), fonts);
    expect(svg).toContain('<feFuncR type="linear" slope="0.9" intercept="0"/>');
    expect(svg).toContain('<feFuncR type="linear" slope="1.5" intercept="-0.25"/>');
    expect(() => docWith({ photoFilter: "polaroid" })).toThrow(/unknown photo filter/);
  });

  it("a toning colour tints the picture toward it by its amount, after the spec filter and the photo filter in one <filter>", () => {
    expect(TONING_COLORS).toHaveLength(46);
    const [r, g, b] = redQuarter(docWith({ toning: { color: "#2563eb", amount: 1 } }));
    // Full blue toning: the red quarter becomes a dark blue (its luminance in blue).
    expect(b).toBeGreaterThan(r ?? 0);
    expect(b).toBeGreaterThan(g ?? 0);
    const half = redQuarter(docWith({ toning: { color: "#2563eb", amount: 0.5 } }));
    expect(half[0]).toBeGreaterThan(100);
    const svg = renderDesignSvg(docWith({ filter: 27, photoFilter: "lofi", toning: { color: "#f59e0b", amount: 0.4 } }), fonts);
    expect(svg.match(/<filter /g)).toHaveLength(1);
    expect(svg.indexOf("0.2126 0.7152 0.0722 0 0 0.2126")).toBeLessThan(svg.indexOf('slope="1.5"'));
    expect(() => docWith({ toning: { color: "blue", amount: 0.4 } })).toThrow();
    expect(() => docWith({ toning: { color: "#2563eb", amount: 2 } })).toThrow();
  });

  it("leaves documents without them as they were: no new fields, the same bytes", () => {
    const doc = docWith({ filter: 31 });
    expect(doc.elements[0]).not.toHaveProperty("photoFilter");
    expect(doc.elements[0]).not.toHaveProperty("toning");
    expect(renderDesignSvg(doc, fonts)).toContain('<filter id="p__filter" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.85 ');
  });
});
