import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { demultiplyAlpha, encodePng } from "@studio/logo-engine/node";

/** Pixels of a drawing, straight alpha, as resvg drew them. */
export type Raster = { width: number; height: number; rgba: Uint8Array };

/**
 * The design's SVG drawn by resvg at `width` pixels wide (the height follows the SVG's own size).
 * Text is already outlined by the renderer and images are inlined data URLs, so resvg needs no
 * system fonts and never reads a file or the network: the same markup the browser shows.
 */
export function rasterise(svg: string, width: number): Raster {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false }, imageRendering: 0, shapeRendering: 2 }).render();
  return { width: image.width, height: image.height, rgba: demultiplyAlpha(image.pixels) };
}

/** PNG with transparency: the logo engine's fast encoder (no row filter, zlib level 1), measured faster than resvg's own. */
export function pngOf(raster: Raster): Buffer {
  return encodePng(raster.rgba, raster.width, raster.height);
}

/** JPG has no alpha: transparent areas become white, as the download center's JPGs are. */
export async function jpgOf(raster: Raster): Promise<Buffer> {
  return sharp(Buffer.from(raster.rgba.buffer, raster.rgba.byteOffset, raster.rgba.byteLength), {
    raw: { width: raster.width, height: raster.height, channels: 4 },
  })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 92 })
    .toBuffer();
}
