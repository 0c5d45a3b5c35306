import { encodePng, sharpRaw, type RawImage } from "@studio/image-tools";
import type { ToolOutput } from "../tool-engine.types";
import { ToolFailure } from "../tool-failure";

/** The box of the pixels with any opacity (alpha >= 8), or null when nothing is left. */
export function opaqueBox(image: RawImage): { left: number; top: number; width: number; height: number } | null {
  const { data, width, height } = image;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4 + 3] as number) < 8) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/**
 * A cut-out as the matting route answers it (every matting method ends here): cropped to the subject
 * when `crop` asks (spec 01 section 7), laid on `bgcolor` when one is given, else a PNG that keeps its
 * alpha. An empty cut-out (the method removed everything) is an error: never an empty image as a result.
 */
export async function cutoutOutput(image: RawImage, options: { crop: boolean; bgcolor: string | null }): Promise<ToolOutput> {
  const box = opaqueBox(image);
  if (!box) throw new ToolFailure("tool_nothing_left");
  let pipeline = sharpRaw(image);
  if (options.crop) pipeline = sharpRaw(image).extract(box);
  const width = options.crop ? box.width : image.width;
  const height = options.crop ? box.height : image.height;
  const bytes = options.bgcolor ? await pipeline.flatten({ background: options.bgcolor }).png().toBuffer() : await pipeline.png().toBuffer();
  return { bytes, contentType: "image/png", extension: "png", width, height };
}

/** Pixels as a PNG result. */
export async function pngOutput(image: RawImage): Promise<ToolOutput> {
  return { bytes: await encodePng(image), contentType: "image/png", extension: "png", width: image.width, height: image.height };
}
