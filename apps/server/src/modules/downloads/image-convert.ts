import sharp from "sharp";
import { decodeImage, encodePng, removeFlatBackground, vectorise } from "@studio/image-tools";
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

/** Colour tracing (vtracer, imagetracerjs where it cannot load) on a copy at most TRACE_MAX_SIDE wide; viewBox keeps it scalable. */
export async function traceRaster(png: Buffer): Promise<string> {
  return (await vectorise(await decodeImage(png), { maxSide: TRACE_MAX_SIDE })).svg;
}

/**
 * Background removal for raster results: the flat-backdrop matting of @studio/image-tools (the
 * backdrop estimated from the border, cleared wherever its colour is, enclosed areas included, with
 * edge colours freed of it). An image whose backdrop is already transparent comes back unchanged.
 */
export async function removeBackground(input: Buffer): Promise<Buffer> {
  return encodePng(removeFlatBackground(await decodeImage(input)).image);
}
