import { Resvg } from "@resvg/resvg-js";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef, type PDFObject } from "pdf-lib";
import { PDFParse } from "pdf-parse";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { renderDesignSvg, type DesignDocument } from "@studio/design";
import { generateLogos } from "@studio/logo-engine";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { vectorEps } from "./eps-writer";
import { vectorPdf } from "./pdf-writer";
import { vectorDrawing } from "./vector-shapes";

/** The designer's gradient backgrounds (spec 03: linear at 0, 45 and 90 degrees, and radial) exported as real shadings, not their first colour. */
const deps = createNodeLogoDeps();
const [logo] = generateLogos({ name: "Harbor & Pine", slogan: "Real estate", industry: "real estate", count: 1, seed: 5 }, deps);
if (!logo) throw new Error("no logo");
const from = "#ff3300";
const to = "#0033cc";
const cases = [
  { name: "linear 0", background: { type: "gradient", kind: "linear", angle: 0, from, to }, shadingType: 2 },
  { name: "linear 45", background: { type: "gradient", kind: "linear", angle: 45, from, to }, shadingType: 2 },
  { name: "linear 90", background: { type: "gradient", kind: "linear", angle: 90, from, to }, shadingType: 2 },
  { name: "radial", background: { type: "gradient", kind: "radial", angle: 0, from, to }, shadingType: 3 },
] as const;
const svgOf = (background: (typeof cases)[number]["background"]) => renderDesignSvg({ ...logo.document, background } as DesignDocument, deps.fonts);

const parsers: PDFParse[] = [];
afterAll(async () => Promise.all(parsers.map((parser) => parser.destroy())));

/** The page as pixels, drawn by pdf.js (pdf-parse's screenshot): this machine has no Ghostscript or poppler. */
async function pdfPixels(bytes: Buffer, width: number): Promise<Buffer> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  parsers.push(parser);
  const shot = await parser.getScreenshot({ desiredWidth: width, imageDataUrl: false });
  const png = shot.pages[0]?.data;
  if (!png) throw new Error("no screenshot");
  return sharp(Buffer.from(png))
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .resize({ width, height: Math.round((width * 3) / 4), fit: "fill" })
    .raw()
    .toBuffer();
}
async function svgPixels(svg: string, width: number): Promise<Buffer> {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: width }, background: "#ffffff" }).render().asPng();
  return sharp(png)
    .removeAlpha()
    .resize({ width, height: Math.round((width * 3) / 4), fit: "fill" })
    .raw()
    .toBuffer();
}
const meanDiff = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
};

/** Every shading dictionary of the PDF, directly or inside a shading pattern. */
function shadings(pdf: PDFDocument): PDFDict[] {
  const found: PDFDict[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) if (object instanceof PDFDict && object.has(PDFName.of("ShadingType"))) found.push(object);
  return found;
}
const numbers = (object: PDFObject | undefined, pdf: PDFDocument): number[] => {
  const array = object instanceof PDFRef ? pdf.context.lookup(object) : object;
  return array instanceof PDFArray ? array.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : Number.NaN)) : [];
};

describe("gradients in PDF and EPS exports", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s: a PDF shading with the gradient's geometry and colours, drawn like the SVG", async (_name, c) => {
    const svg = svgOf(c.background);
    const drawing = vectorDrawing(svg);
    const background = drawing.shapes.find((shape) => shape.fillGradient);
    expect(background?.fillGradient?.kind).toBe(c.background.kind);

    const bytes = await vectorPdf(drawing, "Harbor & Pine");
    const pdf = await PDFDocument.load(bytes);
    const [shading] = shadings(pdf);
    if (!shading) throw new Error("no shading");
    expect(shading.lookup(PDFName.of("ShadingType"), PDFNumber).asNumber()).toBe(c.shadingType);
    const coords = numbers(shading.get(PDFName.of("Coords")), pdf);
    // objectBoundingBox units: the coordinates are the SVG's own (0..1, written with 2 decimals), the box is in the shading's matrix.
    const rad = (c.background.angle * Math.PI) / 180;
    const expected = (c.background.kind === "radial" ? [0.5, 0.5, 0, 0.5, 0.5, 0.75] : [0, 0, Math.cos(rad), Math.sin(rad)]).map(
      (v) => Math.round(v * 100) / 100,
    );
    expect(coords).toHaveLength(expected.length);
    coords.forEach((value, i) => expect(value).toBeCloseTo(expected[i] ?? Number.NaN, 6));
    const fn = shading.lookup(PDFName.of("Function"), PDFDict);
    const [piece] = fn.lookup(PDFName.of("Functions"), PDFArray).asArray();
    const pieceDict = piece instanceof PDFRef ? pdf.context.lookup(piece, PDFDict) : (piece as PDFDict);
    expect(numbers(pieceDict.get(PDFName.of("C0")), pdf).map((v) => Math.round(v * 255))).toEqual([0xff, 0x33, 0x00]);
    expect(numbers(pieceDict.get(PDFName.of("C1")), pdf).map((v) => Math.round(v * 255))).toEqual([0x00, 0x33, 0xcc]);
    // Drawn: the same picture as the SVG, and far from the old export that painted the first colour only.
    const reference = await svgPixels(svg, 160);
    const drawn = await pdfPixels(bytes, 160);
    const flat = await svgPixels(svg.replace('fill="url(#background-gradient)"', `fill="${from}"`), 160);
    expect(meanDiff(drawn, reference)).toBeLessThan(6);
    expect(meanDiff(flat, reference)).toBeGreaterThan(20);

    const eps = vectorEps(drawing, "Harbor & Pine").toString("latin1");
    expect(eps).toContain("%%LanguageLevel: 3");
    expect(eps).toMatch(new RegExp(`/ShadingType ${c.shadingType} /ColorSpace /DeviceRGB /Coords \\[${expected.join(" ")}\\] /Extend \\[true true\\]`));
    expect(eps).toContain("/C0 [1 0.2 0] /C1 [0 0.2 0.8]");
    expect(eps).toMatch(/\nclip\nnewpath\n\[[\d. -]+\] concat\n<< \/ShadingType/);
    expect(eps).toMatch(/>> >>\nshfill\ngrestore\n/);
  });

  it("userSpaceOnUse gradients with a transform, three stops, offsets inside 0..1 and a gradient stroke", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs>' +
      '<linearGradient id="u" gradientUnits="userSpaceOnUse" x1="50" y1="0" x2="350" y2="0" gradientTransform="rotate(10 200 150)">' +
      '<stop offset="0.2" stop-color="#ff0000"/><stop offset="0.5" stop-color="#00ff00"/><stop offset="0.8" stop-color="#0000ff"/></linearGradient>' +
      '<radialGradient id="s" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000"/><stop offset="1" stop-color="#ffcc00"/></radialGradient></defs>' +
      '<rect x="20" y="20" width="360" height="260" fill="url(#u)"/><circle cx="200" cy="150" r="80" fill="none" stroke="url(#s)" stroke-width="30"/></svg>';
    const drawing = vectorDrawing(svg);
    const [rect, ring] = drawing.shapes;
    expect(rect?.fillGradient?.coords).toEqual([50, 0, 350, 0]);
    expect(rect?.fillGradient?.matrix[1]).toBeCloseTo(Math.sin(Math.PI / 18), 5);
    expect(ring?.strokeGradient?.kind).toBe("radial");
    const bytes = await vectorPdf(drawing, "stops");
    const pdf = await PDFDocument.load(bytes);
    const found = shadings(pdf);
    expect(found).toHaveLength(2);
    const three = found.find((dict) => dict.lookup(PDFName.of("ShadingType"), PDFNumber).asNumber() === 2);
    const fn = three?.lookup(PDFName.of("Function"), PDFDict);
    // Padding stops at 0 and 1 repeat the end colours: four pieces, bounds at the SVG's offsets.
    expect(numbers(fn?.get(PDFName.of("Bounds")), pdf)).toEqual([0.2, 0.5, 0.8]);
    expect(fn?.lookup(PDFName.of("Functions"), PDFArray).size()).toBe(4);
    const patterns = [...pdf.context.enumerateIndirectObjects()].filter(([, o]) => o instanceof PDFDict && o.has(PDFName.of("PatternType")));
    expect(patterns).toHaveLength(1);
    expect(meanDiff(await pdfPixels(bytes, 160), await svgPixels(svg, 160))).toBeLessThan(6);
    const eps = vectorEps(drawing, "stops").toString("latin1");
    expect(eps).toContain("/Bounds [0.2 0.5 0.8]");
    expect(eps).toMatch(/\nstrokepath\nclip\nnewpath\n/);
  });
});
