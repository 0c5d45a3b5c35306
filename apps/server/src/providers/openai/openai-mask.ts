import sharp from "sharp";
import type { ImageBytes } from "../image-provider";

/**
 * Our masks are white = change, black = keep; the OpenAI edits endpoint wants the opposite
 * encoding: a PNG whose fully transparent pixels mark what to change. So the mask's brightness
 * becomes inverted alpha over black.
 */
export async function toOpenAiMask(mask: ImageBytes): Promise<ImageBytes> {
  const { data, info } = await sharp(mask.bytes).removeAlpha().greyscale().negate().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const bytes = await sharp({ create: { width: info.width, height: info.height, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .joinChannel(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
  return { bytes, contentType: "image/png" };
}
