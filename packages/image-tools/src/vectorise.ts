import ImageTracer from "imagetracerjs";
import sharp from "sharp";
import type * as Vtracer from "@neplex/vectorizer";
import { sharpRaw, type RawImage } from "./raw-image.js";

export type VectoriseOptions = {
  /** Colours kept by the quantisation before tracing (2-64); logos need few. */
  colours?: number;
  /** The image is traced at most this wide and high (pixels): tracing cost grows with pixels, detail barely does. */
  maxSide?: number;
  /** Regions smaller than this many pixels are dropped (cleaner paths). */
  speckle?: number;
  /** 'auto' traces with vtracer and falls back to imagetracerjs when the native module does not load. */
  engine?: "auto" | "imagetracerjs";
};

export type VectoriseResult = { svg: string; engine: "vtracer" | "imagetracerjs"; width: number; height: number };

let vtracer: Promise<typeof Vtracer | null> | undefined;

/** The native vtracer binding, or null where its prebuilt binary is missing (another platform): loaded once. */
export function loadVtracer(): Promise<typeof Vtracer | null> {
  vtracer ??= import("@neplex/vectorizer").then(
    (mod) => mod,
    () => null,
  );
  return vtracer;
}

/**
 * Raster to SVG: colours reduced first (libimagequant through sharp, no dithering, so flat areas stay
 * flat and the tracer sees clean regions), alpha made binary (a traced path is either there or not),
 * then traced by vtracer (splines, stacked layers) or by imagetracerjs when vtracer cannot load. The
 * SVG always has a viewBox at the source's size so it scales, and is checked for NaN coordinates.
 */
export async function vectorise(image: RawImage, options: VectoriseOptions = {}): Promise<VectoriseResult> {
  const colours = Math.round(Math.min(64, Math.max(2, options.colours ?? 16)));
  const maxSide = Math.round(Math.min(4096, Math.max(16, options.maxSide ?? 1024)));
  const palette = await sharpRaw(image)
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .png({ palette: true, colours, dither: 0, effort: 1 })
    .toBuffer();
  const { data, info } = await sharp(palette).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 3; i < data.length; i += 4) {
    if ((data[i] as number) < 128) data.fill(0, i - 3, i + 1);
    else data[i] = 255;
  }
  const speckle = Math.max(0, Math.round(options.speckle ?? 4));
  const native = options.engine === "imagetracerjs" ? null : await loadVtracer();
  let body: string;
  let engine: VectoriseResult["engine"];
  if (native) {
    body = await native.vectorizeRaw(
      data,
      { width: info.width, height: info.height },
      {
        colorMode: native.ColorMode.Color,
        hierarchical: native.Hierarchical.Stacked,
        filterSpeckle: speckle,
        colorPrecision: 8,
        layerDifference: 1,
        mode: native.PathSimplifyMode.Spline,
        cornerThreshold: 60,
        lengthThreshold: 4,
        maxIterations: 10,
        spliceThreshold: 45,
        pathPrecision: 2,
      },
    );
    engine = "vtracer";
  } else {
    body = ImageTracer.imagedataToSVG(
      { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) },
      // The quantised colours are the palette: imagetracerjs's own sampling can miss a small logo's colours.
      { pal: paletteOf(data), pathomit: speckle * 2, roundcoords: 1, viewbox: true, strokewidth: 0, colorquantcycles: 1 },
    );
    engine = "imagetracerjs";
  }
  return { svg: tidySvg(body, info.width, info.height, image.width, image.height), engine, width: image.width, height: image.height };
}

/** The distinct RGBA colours of quantised pixels (at most the quantiser's count plus transparent). */
function paletteOf(data: Uint8Array): { r: number; g: number; b: number; a: number }[] {
  const seen = new Map<number, { r: number; g: number; b: number; a: number }>();
  for (let i = 0; i < data.length; i += 4) {
    const key = (((data[i] as number) << 24) | ((data[i + 1] as number) << 16) | ((data[i + 2] as number) << 8) | (data[i + 3] as number)) >>> 0;
    if (!seen.has(key)) seen.set(key, { r: data[i] as number, g: data[i + 1] as number, b: data[i + 2] as number, a: data[i + 3] as number });
  }
  return [...seen.values()];
}

/**
 * One root <svg> with the traced size as viewBox and the source's size as width/height (a downscaled
 * trace still opens at the original size), no XML prolog or generator comment, and no transparent
 * layers. Throws on NaN/Infinity: a broken path must not reach a user's file.
 */
export function tidySvg(svg: string, tracedWidth: number, tracedHeight: number, width: number, height: number): string {
  const start = svg.indexOf("<svg");
  const open = svg.indexOf(">", start);
  const end = svg.lastIndexOf("</svg>");
  if (start < 0 || open < 0 || end < 0) throw new Error("The tracer returned no SVG");
  const inner = svg
    .slice(open + 1, end)
    .replace(/<path[^>]*opacity="0"[^>]*\/>/g, "")
    .trim();
  if (/NaN|Infinity/.test(inner)) throw new Error("The traced SVG has invalid coordinates");
  return `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${width}" height="${height}" viewBox="0 0 ${tracedWidth} ${tracedHeight}">\n${inner}\n</svg>\n`;
}
