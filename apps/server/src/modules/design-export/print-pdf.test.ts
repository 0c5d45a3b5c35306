import type { PDFNumber } from "pdf-lib";
import { PDFDocument, PDFDict, PDFName, PDFRawStream, PDFArray, decodePDFRawStream, type PDFPage } from "pdf-lib";
import { PDFParse } from "pdf-parse";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { cardPxPerMm, parseDesignDocument, type DesignDocument, type DesignDocumentInput } from "@studio/design";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { MARK_LENGTH_MM, MARK_MARGIN_MM, MARK_OFFSET_MM, printPdf, PT_PER_MM } from "./print-pdf";
import { pdfCmyk } from "./print-pdf-text";

const fonts = createNodeLogoDeps().fonts;
let photo = "";

beforeAll(async () => {
  const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#e63946" } })
    .png()
    .toBuffer();
  photo = `data:image/png;base64,${red.toString("base64")}`;
});

/** A 2000 x 1222 card: a background, a band crossing the right edge, a picture, Latin and Chinese text, a half-transparent shape. */
const card = (): DesignDocument =>
  parseDesignDocument({
    version: 3,
    kind: "card",
    width: 2000,
    height: 1222,
    background: { type: "solid", color: "#1d3557" },
    layout: { aspect: "horizontal", code: "" },
    elements: [
      { id: "band", role: "decoration", type: "shape", shape: "square", fill: "#457b9d", x: 1950, y: 611, width: 200, height: 1400 },
      { id: "veil", role: "decoration", type: "shape", shape: "circle", fill: "#ffffff", x: 300, y: 300, width: 300, height: 300, opacity: 0.5 },
      { id: "logo", role: "logo", type: "image", src: photo, x: 1500, y: 400, width: 300, height: 300, field: "Logo" },
      { id: "name", role: "name", type: "text", text: "Ada Lovelace", fontId: "inter-600", fontSize: 120, color: "#f1faee", x: 700, y: 700, field: "name" },
      {
        id: "title",
        role: "text",
        type: "text",
        text: "名片设计 Studio",
        fontId: "noto-sans-sc-400",
        fontSize: 80,
        color: "#a8dadc",
        x: 700,
        y: 900,
        field: "title",
      },
    ],
  } satisfies DesignDocumentInput);

const mm = (pt: number) => pt / PT_PER_MM;
/** The card rule of the design package: 2000 units = 90 mm. */
const CARD_MM_PER_UNIT = 1 / cardPxPerMm({ width: 2000, height: 1222 });
const boxOf = (page: PDFPage, name: "TrimBox" | "BleedBox" | "MediaBox") => {
  const array = page.node.lookup(PDFName.of(name), PDFArray);
  return array.asArray().map((n) => (n as PDFNumber).asNumber());
};

/** Every content stream of the file (pages and form XObjects), decoded. */
function contentStreams(pdf: PDFDocument): string[] {
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const subtype = object.dict.get(PDFName.of("Subtype"));
    if (subtype === PDFName.of("Image") || object.dict.has(PDFName.of("Length1")) || subtype === PDFName.of("CIDFontType0C")) continue;
    const decoded = Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
    if (/\b(BT|re|m|cs|Do)\b/.test(decoded)) texts.push(decoded);
  }
  return texts;
}

describe("printPdf", () => {
  let bytes: Buffer;
  let pdf: PDFDocument;
  beforeAll(async () => {
    bytes = await printPdf([card(), { ...card(), background: { type: "solid", color: "#ffffff" }, elements: card().elements.slice(3) }], fonts, "Ada's card");
    pdf = await PDFDocument.load(bytes);
  });

  it("is one page per side: the card at 90 x 55 mm (trim), 3 mm bleed (bleed box), room for the marks (media box)", () => {
    expect(pdf.getPageCount()).toBe(2);
    const page = pdf.getPage(0);
    const [tx0, ty0, tx1, ty1] = boxOf(page, "TrimBox").map(mm) as [number, number, number, number];
    expect(tx1 - tx0).toBeCloseTo(90, 2);
    expect(ty1 - ty0).toBeCloseTo(1222 * CARD_MM_PER_UNIT, 2);
    const [bx0, by0, bx1, by1] = boxOf(page, "BleedBox").map(mm) as [number, number, number, number];
    expect(bx1 - bx0).toBeCloseTo(96, 2);
    expect(tx0 - bx0).toBeCloseTo(3, 2);
    expect(by1 - ty1).toBeCloseTo(3, 2);
    const [mx0, my0, mx1, my1] = boxOf(page, "MediaBox").map(mm) as [number, number, number, number];
    expect([mx0, my0]).toEqual([0, 0]);
    expect(mx1).toBeCloseTo(90 + 2 * 3 + 2 * MARK_MARGIN_MM, 2);
    expect(my1).toBeCloseTo(55 + 2 * 3 + 2 * MARK_MARGIN_MM, 1);
    expect(bx0).toBeCloseTo(MARK_MARGIN_MM, 2);
    expect(by0).toBeCloseTo(MARK_MARGIN_MM, 2);
  });

  it("draws eight crop marks on the trim lines, all outside the bleed box", () => {
    const page = pdf.getPage(0);
    const height = page.getHeight();
    const [bx0, by0, bx1, by1] = boxOf(page, "BleedBox") as [number, number, number, number];
    const stream = contentStreams(pdf).find((text) => text.includes("0.25 w")) ?? "";
    const marks = stream.slice(stream.lastIndexOf("0.25 w"));
    const segments = [...marks.matchAll(/(-?[\d.]+) (-?[\d.]+) m\s+(-?[\d.]+) (-?[\d.]+) l/g)].map(
      (m) => m.slice(1, 5).map(Number) as [number, number, number, number],
    );
    expect(segments).toHaveLength(8);
    for (const [x1, y1, x2, y2] of segments) {
      // pdfkit draws from the top left: the page's y is height - y.
      const [ya, yb] = [height - y1, height - y2];
      const outside = Math.max(x1, x2) <= bx0 || Math.min(x1, x2) >= bx1 || Math.max(ya, yb) <= by0 || Math.min(ya, yb) >= by1;
      expect(outside).toBe(true);
      expect(mm(Math.hypot(x2 - x1, y2 - y1))).toBeCloseTo(MARK_LENGTH_MM, 2);
    }
    // The marks are in registration colour (all four inks).
    expect(marks).toMatch(/\/DeviceCMYK CS\s+1 1 1 1 SCN/);
    expect(MARK_OFFSET_MM).toBeGreaterThan(0);
  });

  it("paints in DeviceCMYK only: no RGB operators, the design's colours as CMYK", () => {
    const streams = contentStreams(pdf).join("\n");
    expect(streams).not.toMatch(/\b(rg|RG)\b/);
    expect(streams).not.toContain("/DeviceRGB");
    // The background's CMYK (pdfkit writes the inks as fractions): #1d3557 is C 67 M 39 Y 0 K 66.
    const fills = [...streams.matchAll(/\/DeviceCMYK cs\s+([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) scn/g)].map((m) =>
      m.slice(1, 5).map((v) => Math.round(Number(v) * 1000) / 10),
    );
    expect(fills).toContainEqual(pdfCmyk("#1d3557"));
    expect(pdfCmyk("#000000")).toEqual([0, 0, 0, 100]);
    expect(pdfCmyk("#ff0000")).toEqual([0, 100, 100, 0]);
  });

  it("carries the picture as a CMYK JPEG", () => {
    const text = bytes.toString("latin1");
    const images = [...text.matchAll(/<<[^>]*\/Subtype \/Image[^>]*>>/g)].map((match) => match[0]);
    const colour = images.filter((image) => !image.includes("/DeviceGray"));
    expect(colour.length).toBeGreaterThan(0);
    for (const image of colour) {
      expect(image).toContain("/DeviceCMYK");
      expect(image).toContain("/DCTDecode");
    }
  });

  it("embeds the fonts as subsets (Latin and Chinese) and keeps the words as text", async () => {
    const descriptors = [...pdf.context.enumerateIndirectObjects()]
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict);
    const embedded = descriptors.filter((dict) => dict.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"));
    const names = embedded.map((dict) => String(dict.get(PDFName.of("FontName"))));
    expect(embedded.every((dict) => dict.has(PDFName.of("FontFile2")) || dict.has(PDFName.of("FontFile3")))).toBe(true);
    expect(names.some((name) => /^\/[A-Z]{6}\+Inter/.test(name))).toBe(true);
    expect(names.some((name) => /^\/[A-Z]{6}\+NotoSansSC/.test(name))).toBe(true);
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const text = await parser.getText();
    await parser.destroy();
    const words = text.text.replace(/\s+/g, "");
    expect(words).toContain("AdaLovelace");
    expect(words).toContain("名片设计Studio");
  });

  it("looks like the card when a PDF reader draws it: the background runs into the bleed, the band past the edge, the picture red", async () => {
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const shot = await parser.getScreenshot({ desiredWidth: 1200, imageBuffer: true, partial: [1] });
    await parser.destroy();
    const page = shot.pages[0];
    const width = page?.width ?? 0;
    const raw = await sharp(page?.data ?? new Uint8Array())
      .removeAlpha()
      .raw()
      .toBuffer();
    const perMm = width / mm(pdf.getPage(0).getWidth());
    const at = (xMm: number, yMm: number): [number, number, number] => {
      const i = (Math.round(yMm * perMm) * width + Math.round(xMm * perMm)) * 3;
      return [raw[i] ?? 0, raw[i + 1] ?? 0, raw[i + 2] ?? 0];
    };
    const trim = MARK_MARGIN_MM + 3;
    // In the bleed, left of the trim: the dark blue background.
    const [r, g, b] = at(MARK_MARGIN_MM + 1.5, trim + 20);
    expect(b).toBeGreaterThan(r + 20);
    expect(Math.max(r, g, b)).toBeLessThan(140);
    // Outside the bleed: white paper.
    expect(at(MARK_MARGIN_MM - 0.5, trim + 20).every((v) => v > 240)).toBe(true);
    // The band crossing the right edge runs on into the bleed.
    const band = at(trim + 90 + 1.5, trim + 27);
    expect(band[2]).toBeGreaterThan(120);
    // The picture (#e63946) at (1500, 400) units stays red, not inverted to cyan.
    const [pr, pg, pb] = at(trim + 1500 * CARD_MM_PER_UNIT, trim + 400 * CARD_MM_PER_UNIT);
    expect(pr).toBeGreaterThan(pg + 80);
    expect(pr).toBeGreaterThan(pb + 60);
  });
});
