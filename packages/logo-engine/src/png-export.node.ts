import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * RGBA (straight alpha) to PNG with no row filter and zlib level 1. Logos are large flat areas, so
 * this is about twice as fast as resvg's own encoder (adaptive filters, default level) for files
 * about twice as large, which is the right trade for an export made on request.
 */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) raw.set(rgba.subarray(y * stride, y * stride + stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([SIGNATURE, chunk("IHDR", header), chunk("IDAT", deflateSync(raw, { level: 1 })), chunk("IEND", Buffer.alloc(0))]);
}

/** resvg hands out premultiplied pixels; PNG stores straight alpha. Opaque pixels are left alone. */
export function demultiplyAlpha(pixels: Uint8Array): Uint8Array {
  for (let i = 3; i < pixels.length; i += 4) {
    const alpha = pixels[i] ?? 255;
    if (alpha === 255 || alpha === 0) continue;
    for (let c = i - 3; c < i; c += 1) pixels[c] = Math.min(255, Math.round(((pixels[c] ?? 0) * 255) / alpha));
  }
  return pixels;
}

/**
 * Raster export on the server: the SVG (text already outlined, so no system fonts are needed)
 * drawn at `width` pixels wide (spec: 2400 x 1800 high resolution, 800 x 600 basic). librsvg
 * through sharp draws at the density that gives that width directly, about twice as fast as resvg
 * here (bench/logo-engine.bench.ts). `background` fills transparent areas (JPG-like export); leave
 * it out for a transparent PNG.
 */
export async function renderLogoPng(svg: string, options: { width?: number; background?: string } = {}): Promise<Buffer> {
  const width = options.width ?? 2400;
  const declared = Number(/<svg[^>]*\bwidth="([\d.]+)"/.exec(svg)?.[1] ?? /viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(svg)?.[1] ?? width);
  const density = Math.min(2400, Math.max(1, (72 * width) / (declared || width)));
  let image = sharp(Buffer.from(svg), { density }).resize({ width });
  if (options.background) image = image.flatten({ background: options.background });
  return image.png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}
