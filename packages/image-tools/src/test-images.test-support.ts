import sharp from "sharp";
import { decodeImage, type RawImage } from "./raw-image.js";

/** Test pictures drawn from SVG (sharp's librsvg), so every test knows the true answer. */
export async function drawSvg(width: number, height: number, body: string): Promise<RawImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return decodeImage(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** Soft IoU of an image's alpha against a truth image's alpha: sum(min) / sum(max). */
export function alphaIou(result: RawImage, truth: RawImage): number {
  let inter = 0;
  let union = 0;
  for (let p = 3; p < result.data.length; p += 4) {
    const a = result.data[p] as number;
    const m = truth.data[p] as number;
    inter += Math.min(a, m);
    union += Math.max(a, m);
  }
  return union === 0 ? 1 : inter / union;
}

export const alphaAt = (image: RawImage, x: number, y: number): number => image.data[(y * image.width + x) * 4 + 3] as number;
