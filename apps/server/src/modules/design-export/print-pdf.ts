import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import { cardPxPerMm, renderDesignSvg, type DesignDocument, type DesignElement, type FontProvider } from "@studio/design";
import { alone, drawDesignLayers, pdfBytes } from "./design-pdf";
import { placePixels } from "./design-pdf-image";
import { drawTextAsText, pdfCmyk, printableAsText, type FaceNames, type PdfCmyk } from "./print-pdf-text";

/**
 * The print-ready PDF (issue 22, docs/design-export.md "Print PDF"): one page per design page, the
 * design at its physical size (trim) with a bleed on every side that the background and anything
 * crossing the edge run into, crop marks outside the bleed, TrimBox and BleedBox set, every colour in
 * DeviceCMYK (vectors by @studio/design srgbToCmyk, pixels as CMYK JPEGs by sharp) and text as text in its own
 * embedded subset fonts where printableAsText allows (else the renderer's outlines). It draws the
 * same layers as designPdf (drawDesignLayers): what a PDF cannot draw as vectors goes in as pixels.
 */

export const PT_PER_MM = 72 / 25.4;
/** The bleed asked of printers on every side, unless the caller asks another (0 to 10 mm). */
export const DEFAULT_BLEED_MM = 3;
/** Crop marks start this far outside the bleed (so none reaches into it) and are this long. */
export const MARK_OFFSET_MM = 1;
export const MARK_LENGTH_MM = 5;
/** Room around the bleed for the marks: the page (MediaBox) is the bleed box plus this on every side. */
export const MARK_MARGIN_MM = MARK_OFFSET_MM + MARK_LENGTH_MM + 1;
/** Hairline marks, 0.25 pt, in registration colour (all four inks) so every plate carries them. */
const MARK_WIDTH_PT = 0.25;
const REGISTRATION: PdfCmyk = [100, 100, 100, 100];

/**
 * Points per document unit: a card (kind `card`) by the design package's card rule (cardPxPerMm: the
 * long side is 90 mm, so 2000 x 1222 is 90 x 55 mm and 1222 x 2000 is 55 x 90 mm, the editor's safe
 * area uses the same); every other document at 1 unit = 1 pt, the page size of the plain PDF export.
 */
export const pointsPerUnit = (doc: Pick<DesignDocument, "kind" | "width" | "height">): number => (doc.kind === "card" ? PT_PER_MM / cardPxPerMm(doc) : 1);

/** Where a page's boxes lie, in points from the page's top left (the boxes are centred, so also from the bottom left). */
export function printGeometry(doc: Pick<DesignDocument, "kind" | "width" | "height">, bleedMm = DEFAULT_BLEED_MM) {
  const scale = pointsPerUnit(doc);
  const bleed = bleedMm * PT_PER_MM;
  const margin = MARK_MARGIN_MM * PT_PER_MM;
  const trim = { x: margin + bleed, y: margin + bleed, width: doc.width * scale, height: doc.height * scale };
  const page = { width: trim.width + 2 * (bleed + margin), height: trim.height + 2 * (bleed + margin) };
  return { scale, bleed, margin, trim, page, bleedUnits: bleed / scale };
}

type Geometry = ReturnType<typeof printGeometry>;

/** A PDF rectangle [llx lly urx ury] of a box given from the top left (the page's y runs up). */
const pdfBox = (page: Geometry["page"], box: { x: number; y: number; width: number; height: number }) => [
  box.x,
  page.height - box.y - box.height,
  box.x + box.width,
  page.height - box.y,
];

/** Two marks at each trim corner, on the trim's lines extended, from MARK_OFFSET_MM outside the bleed. */
function cropMarks(pdf: PDFKit.PDFDocument, g: Geometry): void {
  const start = g.bleed + MARK_OFFSET_MM * PT_PER_MM;
  const end = start + MARK_LENGTH_MM * PT_PER_MM;
  const xs = [g.trim.x, g.trim.x + g.trim.width];
  const ys = [g.trim.y, g.trim.y + g.trim.height];
  pdf.save().lineWidth(MARK_WIDTH_PT).strokeColor(REGISTRATION);
  for (const [i, x] of xs.entries()) {
    for (const [j, y] of ys.entries()) {
      const sx = i === 0 ? -1 : 1;
      const sy = j === 0 ? -1 : 1;
      pdf.moveTo(x + sx * start, y).lineTo(x + sx * end, y);
      pdf.moveTo(x, y + sy * start).lineTo(x, y + sy * end);
    }
  }
  pdf.stroke().restore();
}

/** The markup with its root's viewport widened by the bleed, so what crosses the trim runs on into the bleed. */
function bled(svg: string, doc: DesignDocument, b: number): string {
  return svg.replace(
    /^<svg([^>]*?) width="[^"]*" height="[^"]*" viewBox="[^"]*"/,
    `<svg$1 width="${doc.width + 2 * b}" height="${doc.height + 2 * b}" viewBox="${-b} ${-b} ${doc.width + 2 * b} ${doc.height + 2 * b}"`,
  );
}

/** svg-to-pdfkit's colour hook: every parsed sRGB colour becomes DeviceCMYK. */
const cmykColour = (color: SVGtoPDF.Color): SVGtoPDF.Color => {
  // Called with undefined for what is no colour (none, url()): left as it is.
  if (!Array.isArray(color) || !Array.isArray(color[0]) || color[0].length !== 3) return color;
  // pdfkit reads four numbers as CMYK (0-100); the typings know only RGB.
  const [r, g, b] = color[0];
  return [pdfCmyk({ r, g, b }), color[1]] as unknown as SVGtoPDF.Color;
};

async function drawPage(pdf: PDFKit.PDFDocument, doc: DesignDocument, fonts: FontProvider, g: Geometry, names: FaceNames): Promise<void> {
  const page = pdf.page as unknown as { dictionary: { data: Record<string, unknown> } };
  const bleedBox = { x: g.margin, y: g.margin, width: g.page.width - 2 * g.margin, height: g.page.height - 2 * g.margin };
  page.dictionary.data.TrimBox = pdfBox(g.page, g.trim);
  page.dictionary.data.BleedBox = pdfBox(g.page, bleedBox);
  const b = g.bleedUnits;
  const svg = (markup: string, width: number, height: number) => SVGtoPDF(pdf, markup, -b, -b, { assumePt: true, width, height, colorCallback: cmykColour });
  // Nothing of the design reaches the marks: the drawing is clipped to the bleed box.
  pdf.save();
  pdf.rect(bleedBox.x, bleedBox.y, bleedBox.width, bleedBox.height).clip();
  pdf.translate(g.trim.x, g.trim.y).scale(g.scale);
  // The background fills trim and bleed (a gradient is drawn over the bleed box, stretched by the bleed's few units).
  if (!doc.mono && doc.background.type !== "transparent") {
    const full = { ...doc, width: doc.width + 2 * b, height: doc.height + 2 * b, elements: [] };
    svg(renderDesignSvg(full, fonts), full.width, full.height);
  }
  const vector = (elements: DesignElement[]) => {
    if (elements.length > 0) svg(bled(renderDesignSvg(alone(doc, elements), fonts), doc, b), doc.width + 2 * b, doc.height + 2 * b);
  };
  await drawDesignLayers(doc, fonts, {
    vector: (elements) => {
      // Runs of elements as the renderer draws them, text that can be text in its fonts between them.
      let run: DesignElement[] = [];
      for (const element of elements) {
        if (!printableAsText(element, fonts)) {
          run.push(element);
          continue;
        }
        vector(run);
        run = [];
        drawTextAsText(pdf, doc, element, fonts, names);
      }
      vector(run);
    },
    pixels: (pixels, region, photo) => placePixels(pdf, pixels, region, photo, { cmyk: true }),
  });
  pdf.restore();
  cropMarks(pdf, g);
}

/**
 * Print-ready PDF of design pages (a card's front and back): see the module comment. `bleedMm`
 * defaults to 3 mm; the page is the trim plus the bleed plus MARK_MARGIN_MM for the crop marks.
 */
export async function printPdf(pages: DesignDocument[], fonts: FontProvider, title: string, options?: { bleedMm?: number }): Promise<Buffer> {
  if (pages.length === 0) throw new Error("printPdf needs at least one page");
  const bleedMm = Math.min(10, Math.max(0, options?.bleedMm ?? DEFAULT_BLEED_MM));
  const geometries = pages.map((doc) => printGeometry(doc, bleedMm));
  const first = geometries[0] as Geometry;
  const pdf = new PDFDocument({
    size: [first.page.width, first.page.height],
    margin: 0,
    autoFirstPage: true,
    info: { Title: title, Creator: "Logo Studio", Producer: "Logo Studio" },
  });
  const bytes = pdfBytes(pdf);
  const names: FaceNames = new Map();
  for (const [index, doc] of pages.entries()) {
    const g = geometries[index] as Geometry;
    if (index > 0) pdf.addPage({ size: [g.page.width, g.page.height], margin: 0 });
    await drawPage(pdf, doc, fonts, g, names);
  }
  pdf.end();
  return bytes();
}
