import { buildIco } from "./ico.js";
import { sharpRaw, type RawImage } from "./raw-image.js";
import { vectorise } from "./vectorise.js";

export const CONVERT_FORMATS = ["png", "jpg", "webp", "avif", "ico", "pdf", "svg"] as const;
export type ConvertFormat = (typeof CONVERT_FORMATS)[number];

/** The sizes an ICO carries: the ones Windows and browsers pick from. */
export const ICO_SIZES = [16, 32, 48, 64, 128, 256] as const;
/** Largest side a conversion may produce (pixels): the route's limit is checked again here. */
export const CONVERT_MAX_SIDE = 8192;

export type ConvertOptions = {
  format: ConvertFormat;
  /** Output width and/or height (pixels); with both, the image fits inside them keeping its shape. */
  width?: number;
  height?: number;
  /** 1-100 for JPG, WebP and AVIF. */
  quality?: number;
  /** JPG has no alpha: transparent pixels are flattened on this colour (default white). */
  background?: string;
  /** PDF page size: pixels per inch (default 72, so 1 px = 1 pt). */
  dpi?: number;
  /** SVG: colours kept by the tracer. */
  colours?: number;
  /** ICO: the sizes it carries (each one of ICO_SIZES; default all). */
  icoSizes?: readonly number[];
};

export type Converted = { bytes: Buffer; mime: string; extension: string; width: number; height: number };

const MIME: Record<ConvertFormat, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  pdf: "application/pdf",
  svg: "image/svg+xml",
};

function checkSide(name: string, value: number | undefined): void {
  if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > CONVERT_MAX_SIDE)) {
    throw new RangeError(`${name} must be a whole number of pixels from 1 to ${CONVERT_MAX_SIDE}`);
  }
}

/** The image at the requested size (Lanczos), or as it is when no size is asked for. */
async function resized(image: RawImage, width?: number, height?: number): Promise<RawImage> {
  if (width === undefined && height === undefined) return image;
  if (width === image.width && height === image.height) return image;
  const { data, info } = await sharpRaw(image).resize({ width, height, fit: "inside", kernel: "lanczos3" }).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * File conversion (credit kind fileConverter): PNG, JPG, WebP, AVIF, ICO (PNG entries at 16-256),
 * PDF (the image on a page of its size) and SVG (traced). Encoder efforts are chosen for a 1024x1024
 * image to convert within ~200 ms on a 2-core machine; quality is the caller's.
 */
export async function convertImage(source: RawImage, options: ConvertOptions): Promise<Converted> {
  checkSide("width", options.width);
  checkSide("height", options.height);
  const quality = Math.round(Math.min(100, Math.max(1, options.quality ?? 85)));
  const image = await resized(source, options.width, options.height);
  const done = (bytes: Buffer, extension: string = options.format): Converted => ({
    bytes,
    mime: MIME[options.format],
    extension,
    width: image.width,
    height: image.height,
  });
  switch (options.format) {
    case "png":
      return done(await sharpRaw(image).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer());
    case "jpg":
      return done(
        await sharpRaw(image)
          .flatten({ background: options.background ?? "#ffffff" })
          .jpeg({ quality, mozjpeg: false })
          .toBuffer(),
      );
    case "webp":
      // effort 4 (the default) took ~180 ms alone at 1024x1024 here; 2 is within 5% of its size.
      return done(await sharpRaw(image).webp({ quality, effort: 2, alphaQuality: 100 }).toBuffer());
    case "avif":
      return done(await sharpRaw(image).avif({ quality, effort: 0 }).toBuffer());
    case "ico": {
      const square = (size: number) =>
        sharpRaw(image)
          .resize({ width: size, height: size, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 }, kernel: "lanczos3" })
          .png()
          .toBuffer();
      const sizes = options.icoSizes?.length ? ICO_SIZES.filter((size) => options.icoSizes?.includes(size)) : ICO_SIZES;
      if (sizes.length === 0) throw new RangeError(`ICO sizes must be among ${ICO_SIZES.join(", ")}`);
      return done(buildIco(await Promise.all(sizes.map(async (size) => ({ size, png: await square(size) })))));
    }
    case "pdf":
      // pdf-lib loads on the first PDF, not with the package (bench/start.bench.ts: server start-up).
      return done(await (await import("./pdf-page.js")).imageToPdf(image, options.dpi ?? 72));
    case "svg": {
      const traced = await vectorise(image, { colours: options.colours ?? 16 });
      return done(Buffer.from(traced.svg));
    }
  }
}
