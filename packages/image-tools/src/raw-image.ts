import sharp, { type Sharp } from "sharp";

/** Decoded RGBA pixels, row-major, 4 bytes a pixel: what every engine in this package reads and writes. */
export type RawImage = { data: Uint8Array; width: number; height: number };

/** Any encoded image sharp reads (PNG, JPG, WebP, AVIF, GIF, SVG...) as RGBA pixels. */
export async function decodeImage(bytes: Buffer | Uint8Array): Promise<RawImage> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** sharp's view of raw RGBA pixels, to resize or encode them. */
export function sharpRaw(image: RawImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
}

/** RGBA pixels as a PNG (alpha kept). */
export function encodePng(image: RawImage): Promise<Buffer> {
  return sharpRaw(image).png().toBuffer();
}

/** A new RawImage of the given size, every pixel the same RGBA value. */
export function filledImage(width: number, height: number, rgba: readonly [number, number, number, number]): RawImage {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { data, width, height };
}
