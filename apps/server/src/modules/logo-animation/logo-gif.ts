import { encodeGif, FRAME_DELAY_MS, renderAnimationFrame, type AnimationPreset, type DesignDocument, type FontProvider } from "@studio/design";
import { rasterise } from "../design-export/design-raster";

/** Pixels with any transparency laid on white: a GIF has no soft alpha (a one-colour logo has no background of its own). */
function onWhite(rgba: Uint8Array): Uint8Array {
  for (let p = 0; p < rgba.length; p += 4) {
    const alpha = rgba[p + 3] ?? 255;
    if (alpha === 255) continue;
    const keep = alpha / 255;
    for (let c = 0; c < 3; c++) rgba[p + c] = Math.round((rgba[p + c] ?? 0) * keep + 255 * (1 - keep));
    rgba[p + 3] = 255;
  }
  return rgba;
}

/**
 * The logo's animation as a GIF on the server: each frame drawn by the one renderer
 * (@studio/design renderAnimationFrame), rasterised by resvg like every other export, then encoded
 * by the same gifenc code the browser's workers run, 60 ms a frame, one palette for the whole GIF.
 */
export function encodeLogoGif(doc: DesignDocument, preset: AnimationPreset, fonts: FontProvider, options: { width: number; frames: number }): Uint8Array {
  const frames: Uint8Array[] = [];
  let height = 0;
  for (let index = 0; index < options.frames; index++) {
    const raster = rasterise(renderAnimationFrame(doc, preset, index, options.frames, fonts, { opaque: true }), options.width);
    height = raster.height;
    frames.push(onWhite(raster.rgba));
  }
  return encodeGif(frames, options.width, height, FRAME_DELAY_MS);
}
