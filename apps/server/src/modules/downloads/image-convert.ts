import ImageTracer from "imagetracerjs";
import sharp from "sharp";
import { migrateDesignDocument, renderDesignSvg, type FontProvider } from "@studio/design";
import { renderLogoPng } from "@studio/logo-engine/node";

/** Transparent PNG width for designer logos (spec 02 section 7: high resolution export). */
export const DESIGN_PNG_WIDTH = 2048;
/** Raster images are traced at most this wide: tracing cost grows with pixels, detail barely does. */
const TRACE_MAX_SIDE = 512;

/** What a download is made from: the design document when the local designer made it, else the stored raster. */
export type DownloadSource = { kind: "design"; document: unknown } | { kind: "raster"; bytes: Buffer };

/** The document with its background removed: exports are transparent (spec 02 section 7). */
function transparentDesignSvg(document: unknown, fonts: FontProvider, size?: { width: number }): string {
  const doc = migrateDesignDocument(document);
  const plain = { ...doc, background: { type: "transparent" as const } };
  const height = size ? Math.round((size.width * doc.height) / doc.width) : undefined;
  return renderDesignSvg(plain, fonts, size ? { width: size.width, height } : {});
}

/** Size options of a conversion: designer logos render at `width` (the download center's larger files); rasters keep their pixels. */
export type ConvertOptions = { width?: number };

/** JPG: the image flattened on white (JPG has no alpha). */
export async function toJpg(source: DownloadSource, fonts: FontProvider, options: ConvertOptions = {}): Promise<Buffer> {
  const input =
    source.kind === "design"
      ? await renderLogoPng(renderDesignSvg(migrateDesignDocument(source.document), fonts), { width: options.width ?? DESIGN_PNG_WIDTH, background: "#ffffff" })
      : source.bytes;
  return sharp(input).flatten({ background: "#ffffff" }).jpeg({ quality: 92 }).toBuffer();
}

/** Transparent PNG: designer logos drawn without background; raster images through background removal. */
export async function toTransparentPng(source: DownloadSource, fonts: FontProvider, options: ConvertOptions = {}): Promise<Buffer> {
  if (source.kind === "design") return renderLogoPng(transparentDesignSvg(source.document, fonts), { width: options.width ?? DESIGN_PNG_WIDTH });
  return removeBackground(source.bytes);
}

/** SVG: designer logos as true vectors (outlined text); raster images traced by colour. */
export async function toSvg(source: DownloadSource, fonts: FontProvider, options: ConvertOptions = {}): Promise<string> {
  if (source.kind === "design") return transparentDesignSvg(source.document, fonts, options.width ? { width: options.width } : undefined);
  return traceRaster(await removeBackground(source.bytes));
}

/** Colour tracing with imagetracerjs on a downscaled copy; viewBox keeps it scalable. */
export async function traceRaster(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png)
    .ensureAlpha()
    .resize({ width: TRACE_MAX_SIDE, height: TRACE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const svg = ImageTracer.imagedataToSVG(
    { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) },
    { numberofcolors: 16, pathomit: 8, roundcoords: 1, viewbox: true, strokewidth: 0 },
  );
  // Fully transparent layers carry nothing; dropping them keeps the file small and the background empty.
  return svg.replace(/<path[^>]*opacity="0"[^>]*\/>/g, "");
}

export type BackgroundRemovalOptions = {
  /** Largest RGB distance from the border colour still counted as background. */
  tolerance?: number;
  /** Blur radius (sigma) of the alpha edge, so the cut-out is not jagged. */
  feather?: number;
};

/** The most common border colour (quantised to 4 bits a channel): the background a flood fill starts from. */
function borderColour(data: Buffer, width: number, height: number): [number, number, number] {
  const counts = new Map<number, { n: number; r: number; g: number; b: number }>();
  const add = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const entry = counts.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    entry.n += 1;
    entry.r += r;
    entry.g += g;
    entry.b += b;
    counts.set(key, entry);
  };
  for (let x = 0; x < width; x++) {
    add(x, 0);
    add(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    add(0, y);
    add(width - 1, y);
  }
  let best = { n: 0, r: 255, g: 255, b: 255 };
  for (const entry of counts.values()) if (entry.n > best.n) best = entry;
  return best.n === 0 ? [255, 255, 255] : [best.r / best.n, best.g / best.n, best.b / best.n];
}

/**
 * Background removal for raster results: a flood fill from every border pixel over pixels close to
 * the border colour marks the background (enclosed areas of the same colour inside the subject stay),
 * then the mask is blurred for a feathered edge. Background pixels always end fully transparent.
 */
export async function removeBackground(input: Buffer, options: BackgroundRemovalOptions = {}): Promise<Buffer> {
  const tolerance = options.tolerance ?? 48;
  const feather = options.feather ?? 1;
  const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const [br, bg, bb] = borderColour(data, width, height);
  const limit = tolerance * tolerance;
  const isBackgroundColour = (p: number) => {
    const i = p * 4;
    if ((data[i + 3] ?? 255) < 16) return true;
    const dr = (data[i] ?? 0) - br;
    const dg = (data[i + 1] ?? 0) - bg;
    const db = (data[i + 2] ?? 0) - bb;
    return dr * dr + dg * dg + db * db <= limit;
  };
  const background = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let top = 0;
  const seed = (p: number) => {
    if (background[p] === 0 && isBackgroundColour(p)) {
      background[p] = 1;
      stack[top++] = p;
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  while (top > 0) {
    const p = stack[--top] ?? 0;
    const x = p % width;
    if (x > 0) seed(p - 1);
    if (x < width - 1) seed(p + 1);
    if (p >= width) seed(p - width);
    if (p < width * (height - 1)) seed(p + width);
  }
  const mask = Buffer.alloc(width * height);
  for (let p = 0; p < mask.length; p++) mask[p] = background[p] ? 0 : 255;
  const soft =
    feather > 0
      ? await sharp(mask, { raw: { width, height, channels: 1 } })
          .blur(Math.max(0.3, feather))
          .extractChannel(0)
          .raw()
          .toBuffer()
      : mask;
  const out = Buffer.from(data);
  for (let p = 0; p < mask.length; p++) {
    const own = out[p * 4 + 3] ?? 255;
    // The feather only softens the subject's rim; the background itself never gains alpha back.
    out[p * 4 + 3] = background[p] ? 0 : Math.min(own, soft[p] ?? 255);
  }
  return sharp(out, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
