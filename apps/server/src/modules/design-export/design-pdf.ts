import { Resvg } from "@resvg/resvg-js";
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import sharp from "sharp";
import { renderDesignSvg, type DesignDocument, type DesignElement, type FontProvider } from "@studio/design";
import { demultiplyAlpha } from "@studio/logo-engine/node";
import { placePixels } from "./design-pdf-image";
import type { Raster } from "./design-raster";

/**
 * A design as a PDF page of the document's size (1 unit = 1 pt, svg-to-pdfkit's `assumePt`), drawn
 * from the one renderer's SVG. Text arrives outlined (the renderer draws glyphs with opentype.js), so
 * the page carries the exact shapes of the fonts' glyphs and needs no font program: the "embedded
 * subset fonts" of the issue are met by outlines of only the glyphs used (docs/design-export.md).
 *
 * PDF has no SVG filters and svg-to-pdfkit draws neither masks nor blend modes, so an element that
 * uses one (an image filter, a mask, a blend mode, a clip path) is drawn by resvg at up to 2x and placed
 * as pixels at its place; a picture at no more than its own resolution (a 1200 px photo shown 960
 * units wide is drawn at 1.25x, a small one at 1x). A shadow is drawn apart from its element, by resvg
 * at half or full scale (it is a blur: more pixels add nothing), and the element on top of it stays
 * vector when it can. Elements are drawn in order, runs of vector elements together, so the stacking
 * is the document's. Pixels go in as JPEG (pictures) or deflated RGB, with a soft mask for
 * transparency (design-pdf-image.ts), not as PNGs that pdfkit would decode in JavaScript.
 */

/**
 * Markup a PDF cannot draw as vectors: SVG filters, masks and blend modes; and clip paths, which
 * svg-to-pdfkit writes as soft masks that some readers (pdf.js) ignore, showing a rounded picture
 * square. Only pictures (image and svg elements) carry clip paths, and a picture is pixels anyway.
 */
const needsRaster = (markup: string): boolean => /\s(filter|mask|clip-path)="url\(|mix-blend-mode|<filter[\s>]|<mask[\s>]/.test(markup);

/** Raster elements are drawn at 2x, but no side of the page's drawing above this many pixels. */
const MAX_RASTER_SIDE = 6000;

/** The renderer's shadow (render-effects.ts shadowMarkup): one feDropShadow. */
const DROP_SHADOW = /<feDropShadow dx="([^"]+)" dy="([^"]+)" stdDeviation="([^"]+)" flood-color="([^"]+)" flood-opacity="([^"]+)"\/>/g;

/**
 * A JPEG has no alpha, so its shadow is that of any opaque picture: a 1x1 white PNG spares decoding the
 * photo. Pictures are drawn with preserveAspectRatio="none", so the pixel fills the picture's box.
 */
const OPAQUE_PIXEL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC";

/**
 * The element's markup drawing only its shadow: feDropShadow is the shadow merged with the element,
 * so the same blur, offset and flood without the merge. Null when the markup is not the expected one
 * (the element is then drawn whole as a raster).
 */
function shadowOnly(markup: string): string | null {
  if (!markup.match(DROP_SHADOW)) return null;
  return markup
    .replace(
      DROP_SHADOW,
      (_, dx: string, dy: string, deviation: string, color: string, alpha: string) =>
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${deviation}"/><feOffset dx="${dx}" dy="${dy}" result="offset"/>` +
        `<feFlood flood-color="${color}" flood-opacity="${alpha}"/><feComposite in2="offset" operator="in"/>`,
    )
    .replace(/href="data:image\/jpeg;base64,[^"]*"/g, `href="${OPAQUE_PIXEL}"`);
}

type Layer =
  | { kind: "vector"; elements: DesignElement[] }
  | { kind: "raster"; svg: string; scale: number; backdrop: string | null; photo: boolean }
  | { kind: "shadow"; svg: string; scale: number };

/** Every picture of some markup replaced by the opaque pixel: the same extent, nothing to decode (for the probe drawing). */
const withoutPictures = (markup: string): string => markup.replace(/(<image\b[^>]*?\shref=")data:image\/[^"]*"/g, `$1${OPAQUE_PIXEL}"`);

/** Pixels of a data URL picture (its header only), or null for anything else. */
async function pictureSize(src: string): Promise<{ width: number; height: number } | null> {
  const data = /^data:image\/[a-z0-9.+-]+;base64,(.*)$/.exec(src);
  if (!data?.[1]) return null;
  const meta = await sharp(Buffer.from(data[1], "base64"))
    .metadata()
    .catch(() => null);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
}

/**
 * The scale an element's pixels are drawn at: 2x for drawings (edges stay sharp when zoomed), but a
 * picture no finer than its own pixels (at least 1x): more would only be interpolated.
 */
async function rasterScale(element: DesignElement, fit: number): Promise<number> {
  if (element.type !== "image") return Math.min(2, fit);
  const size = await pictureSize(element.src);
  if (!size) return Math.min(2, fit);
  const crop = element.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const density = Math.max(size.width / (element.width / crop.width), size.height / (element.height / crop.height));
  return Math.min(2, fit, Math.max(1, Math.ceil(density * 4) / 4));
}

/** A soft shadow loses nothing at half scale; a hard one (little blur) keeps its edge at 1x. */
const shadowScale = (element: DesignElement, fit: number): number => Math.min((element.shadow?.blur ?? 0) >= 4 ? 0.5 : 1, fit);

/** Only these elements of the document, on no background. */
export const alone = (doc: DesignDocument, elements: DesignElement[]): DesignDocument => ({ ...doc, elements, background: { type: "transparent" } });

async function layersOf(doc: DesignDocument, fonts: FontProvider): Promise<Layer[]> {
  const layers: Layer[] = [];
  const fit = MAX_RASTER_SIDE / Math.max(doc.width, doc.height);
  const pushVector = (element: DesignElement) => {
    const last = layers.at(-1);
    if (last?.kind === "vector") last.elements.push(element);
    else layers.push({ kind: "vector", elements: [element] });
  };
  for (const [index, element] of doc.elements.entries()) {
    const markup = renderDesignSvg(alone(doc, [element]), fonts);
    if (!needsRaster(markup)) {
      pushVector(element);
      continue;
    }
    // A blend mode mixes with what lies under it: its pixels are those of everything up to it, shadow included.
    if (/mix-blend-mode:\s*(?!normal)/.test(markup)) {
      const backdrop = renderDesignSvg({ ...doc, elements: doc.elements.slice(0, index + 1) }, fonts);
      layers.push({ kind: "raster", svg: markup, scale: Math.min(2, fit), backdrop, photo: false });
      continue;
    }
    const shadow = element.shadow ? shadowOnly(markup) : null;
    const drawn = shadow ? { ...element, shadow: null } : element;
    if (shadow) layers.push({ kind: "shadow", svg: shadow, scale: shadowScale(element, fit) });
    const body = shadow ? renderDesignSvg(alone(doc, [drawn]), fonts) : markup;
    if (!needsRaster(body)) pushVector(drawn);
    else layers.push({ kind: "raster", svg: body, scale: await rasterScale(element, fit), backdrop: null, photo: element.type === "image" });
  }
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

export type Region = { x: number; y: number; width: number; height: number };

/** Pixels of `svg` inside `region` (document units) at `scale`: the root's viewBox narrowed to it, so resvg draws nothing else. */
function drawRegion(svg: string, region: Region, scale: number) {
  const cropped = svg.replace(
    /^<svg([^>]*?) width="[^"]*" height="[^"]*" viewBox="[^"]*"/,
    `<svg$1 width="${region.width * scale}" height="${region.height * scale}" viewBox="${region.x} ${region.y} ${region.width} ${region.height}"`,
  );
  const image = new Resvg(cropped, { font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, rgba: demultiplyAlpha(image.pixels) };
}

/**
 * A raster layer's pixels and where they go. Its extent comes from a quarter-scale drawing of the
 * element alone with its pictures as opaque pixels (a shadow or a blur is inside it), widened by one
 * of those pixels; only that region is then drawn at the layer's scale.
 */
function rasterLayer(doc: DesignDocument, layer: Extract<Layer, { kind: "raster" | "shadow" }>) {
  const probeScale = Math.min(0.25, layer.scale);
  const probe = drawRegion(withoutPictures(layer.svg), { x: 0, y: 0, width: doc.width, height: doc.height }, probeScale);
  const ink = inkBounds(probe.rgba, probe.width, probe.height);
  if (!ink) return null;
  // Whole document units, one probe pixel of margin on each side, inside the page.
  const x = Math.max(0, Math.floor((ink.left - 1) / probeScale));
  const y = Math.max(0, Math.floor((ink.top - 1) / probeScale));
  const region = {
    x,
    y,
    width: Math.min(doc.width, Math.ceil((ink.left + ink.width + 1) / probeScale)) - x,
    height: Math.min(doc.height, Math.ceil((ink.top + ink.height + 1) / probeScale)) - y,
  };
  const pixels = drawRegion(layer.kind === "raster" && layer.backdrop ? layer.backdrop : layer.svg, region, layer.scale);
  return { pixels, region };
}

/** How one page draws the layers of a design: vector runs through svg-to-pdfkit, raster layers as placed pixels. */
export type LayerDrawing = {
  vector(elements: DesignElement[]): void;
  pixels(pixels: Raster, region: Region, photo: boolean): Promise<void>;
};

/**
 * The design's elements in document order, each run of vector elements drawn together and every
 * element the PDF cannot draw as vectors as pixels (a shadow apart from its element): the layering
 * of designPdf and printPdf (print-pdf.ts), in document units (the caller sets the page's transform).
 */
export async function drawDesignLayers(doc: DesignDocument, fonts: FontProvider, draw: LayerDrawing): Promise<void> {
  for (const layer of await layersOf(doc, fonts)) {
    if (layer.kind === "vector") {
      draw.vector(layer.elements);
      continue;
    }
    const drawn = rasterLayer(doc, layer);
    if (drawn) await draw.pixels(drawn.pixels, drawn.region, layer.kind === "raster" && layer.photo);
  }
}

/** pdfkit's output as one Buffer, once `end()` has been called. */
export function pdfBytes(pdf: PDFKit.PDFDocument): () => Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on("end", resolve);
    pdf.on("error", reject);
  });
  return async () => {
    await ended;
    return Buffer.concat(chunks);
  };
}

/** Design pages (a card's front and back) as one PDF, each page of its document's size (1 unit = 1 pt). */
export async function designPdfPages(pages: DesignDocument[], fonts: FontProvider, title: string): Promise<Buffer> {
  const [first] = pages;
  if (!first) throw new Error("designPdfPages needs at least one page");
  const pdf = new PDFDocument({
    size: [first.width, first.height],
    margin: 0,
    autoFirstPage: true,
    info: { Title: title, Creator: "Logo Studio", Producer: "Logo Studio" },
  });
  const bytes = pdfBytes(pdf);
  for (const [index, doc] of pages.entries()) {
    if (index > 0) pdf.addPage({ size: [doc.width, doc.height], margin: 0 });
    const vector = (d: DesignDocument) => SVGtoPDF(pdf, renderDesignSvg(d, fonts), 0, 0, { assumePt: true, width: doc.width, height: doc.height });
    // The background first, on its own: a raster element may come before any vector one.
    if (!doc.mono && doc.background.type !== "transparent") vector({ ...doc, elements: [] });
    await drawDesignLayers(doc, fonts, {
      vector: (elements) => vector(alone(doc, elements)),
      pixels: (pixels, region, photo) => placePixels(pdf, pixels, region, photo),
    });
  }
  pdf.end();
  return bytes();
}

export const designPdf = (doc: DesignDocument, fonts: FontProvider, title: string): Promise<Buffer> => designPdfPages([doc], fonts, title);
