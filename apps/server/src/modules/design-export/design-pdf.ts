import { Resvg } from "@resvg/resvg-js";
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import sharp from "sharp";
import { renderDesignSvg, type DesignDocument, type DesignElement, type FontProvider } from "@studio/design";
import { demultiplyAlpha } from "@studio/logo-engine/node";

/**
 * A design as a PDF page of the document's size (1 unit = 1 pt, svg-to-pdfkit's `assumePt`), drawn
 * from the one renderer's SVG. Text arrives outlined (the renderer draws glyphs with opentype.js), so
 * the page carries the exact shapes of the fonts' glyphs and needs no font program: the "embedded
 * subset fonts" of the issue are met by outlines of only the glyphs used (docs/design-export.md).
 *
 * PDF has no SVG filters and svg-to-pdfkit draws neither masks nor blend modes, so an element that
 * uses one (a shadow, an image filter, a mask, a blend mode) is drawn by resvg at up to 2x and placed
 * as a PNG at its place; everything else stays vector. Elements are drawn in order, runs of vector
 * elements together, so the stacking is the document's.
 */

/** Markup a PDF cannot draw as vectors: SVG filters, masks and blend modes. */
const needsRaster = (markup: string): boolean => /\sfilter="url\(|\smask="url\(|mix-blend-mode|<filter[\s>]|<mask[\s>]/.test(markup);

/** Raster elements are drawn at 2x, but no side of the page's drawing above this many pixels. */
const MAX_RASTER_SIDE = 6000;

type Layer = { kind: "vector"; elements: DesignElement[] } | { kind: "raster"; element: DesignElement; index: number; blends: boolean };

const alone = (doc: DesignDocument, elements: DesignElement[]): DesignDocument => ({ ...doc, elements, background: { type: "transparent" } });

function layersOf(doc: DesignDocument, fonts: FontProvider): Layer[] {
  const layers: Layer[] = [];
  doc.elements.forEach((element, index) => {
    const markup = renderDesignSvg(alone(doc, [element]), fonts);
    if (needsRaster(markup)) {
      layers.push({ kind: "raster", element, index, blends: /mix-blend-mode:\s*(?!normal)/.test(markup) });
      return;
    }
    const last = layers.at(-1);
    if (last?.kind === "vector") last.elements.push(element);
    else layers.push({ kind: "vector", elements: [element] });
  });
  return layers;
}

/** The smallest pixel box holding every non-transparent pixel, or null for an empty drawing. */
function inkBounds(rgba: Uint8Array, width: number, height: number): { left: number; top: number; width: number; height: number } | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((rgba[(y * width + x) * 4 + 3] ?? 0) === 0) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/**
 * One element as a PNG and where it goes (document units). Its extent comes from its own drawing
 * (so a shadow or a blur is inside it); a blend mode mixes with what lies under it, so for one the
 * pixels are those of everything up to and including the element, inside that extent.
 */
async function rasterLayer(doc: DesignDocument, fonts: FontProvider, layer: Extract<Layer, { kind: "raster" }>) {
  const scale = Math.min(2, MAX_RASTER_SIDE / Math.max(doc.width, doc.height));
  const draw = (d: DesignDocument) => {
    const image = new Resvg(renderDesignSvg(d, fonts), { fitTo: { mode: "zoom", value: scale }, font: { loadSystemFonts: false } }).render();
    return { width: image.width, height: image.height, rgba: demultiplyAlpha(image.pixels) };
  };
  const own = draw(alone(doc, [layer.element]));
  const box = inkBounds(own.rgba, own.width, own.height);
  if (!box) return null;
  const pixels = layer.blends ? draw({ ...doc, elements: doc.elements.slice(0, layer.index + 1) }) : own;
  const png = await sharp(Buffer.from(pixels.rgba.buffer, pixels.rgba.byteOffset, pixels.rgba.byteLength), {
    raw: { width: pixels.width, height: pixels.height, channels: 4 },
  })
    .extract(box)
    .png()
    .toBuffer();
  return { png, x: box.left / scale, y: box.top / scale, width: box.width / scale, height: box.height / scale };
}

export async function designPdf(doc: DesignDocument, fonts: FontProvider, title: string): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: [doc.width, doc.height],
    margin: 0,
    autoFirstPage: true,
    info: { Title: title, Creator: "Logo Studio", Producer: "Logo Studio" },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on("end", resolve);
    pdf.on("error", reject);
  });
  const vector = (d: DesignDocument) => SVGtoPDF(pdf, renderDesignSvg(d, fonts), 0, 0, { assumePt: true, width: doc.width, height: doc.height });
  // The background first, on its own: a raster element may come before any vector one.
  if (!doc.mono && doc.background.type !== "transparent") vector({ ...doc, elements: [] });
  for (const layer of layersOf(doc, fonts)) {
    if (layer.kind === "vector") {
      vector(alone(doc, layer.elements));
      continue;
    }
    const placed = await rasterLayer(doc, fonts, layer);
    if (placed) pdf.image(placed.png, placed.x, placed.y, { width: placed.width, height: placed.height });
  }
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
