import sharp from "sharp";
import { sanitiseSvg as sanitiseSvgMarkup, SVG_LIMITS, SvgRejected, type SanitiseOptions } from "@studio/design";

/**
 * The allow-list itself lives in @studio/design (svg-sanitiser.ts) so the design document's `svg`
 * element and the editor in the browser use the same one; here its inline pictures become bytes
 * for the pixel-size check below, which needs sharp.
 */
export { SVG_LIMITS, SvgRejected };

export type SanitisedSvg = {
  svg: string;
  /** Inline pictures' bytes, for `checkSvgImages` before rendering. */
  images: Buffer[];
  /** Elements dropped because they are not on the list (with their content). */
  dropped: number;
};

export function sanitiseSvg(markup: string, options: SanitiseOptions = {}): SanitisedSvg {
  const clean = sanitiseSvgMarkup(markup, options);
  return { ...clean, images: clean.images.map((base64) => Buffer.from(base64, "base64")) };
}

/**
 * Inline pictures are decoded by the renderers: each must be a real PNG, JPEG or WebP of at most
 * SVG_LIMITS.maxImagePixels (a small file can claim huge pixels).
 */
export async function checkSvgImages(images: readonly Buffer[]): Promise<void> {
  for (const bytes of images) {
    const meta = await sharp(bytes, { limitInputPixels: SVG_LIMITS.maxImagePixels })
      .metadata()
      .catch(() => null);
    if (!meta || !["png", "jpeg", "webp"].includes(meta.format ?? "") || (meta.width ?? 0) * (meta.height ?? 0) > SVG_LIMITS.maxImagePixels)
      throw new SvgRejected("An image inside the SVG is not a PNG, JPEG or WebP of at most 4096 x 4096 pixels.");
  }
}
