import sharp from "sharp";
import type { RawImage } from "../raw-image.js";
import type { MockupSceneSpec } from "./scene-types.js";
import { svgDocument } from "./svg-parts.js";
import { grain } from "./textures.js";

/** A scene drawn for one surface colour: its pixels and its light (what a mid-grey surface would look like there). */
export type DrawnScene = { image: RawImage; light: Uint8Array };

/** The mid grey the light pass paints the surface with: light = pixel / 128, so a lit highlight goes over 1. */
export const LIGHT_GREY = 128;

async function rasterise(svg: string): Promise<Uint8Array> {
  // Only the scenes' own SVG reaches librsvg here, never a user's document.
  const data = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

/**
 * Draws a scene: the SVG twice (in the surface colour, and in mid grey to read the lighting from),
 * then each material's grain multiplied into both over its mask, so the light carries the grain too.
 */
export async function drawScene(spec: MockupSceneSpec, surface: string): Promise<DrawnScene> {
  const { width, height } = spec;
  const grey = `#${LIGHT_GREY.toString(16).repeat(3)}`;
  const [colourRgba, lightRgba, ...masks] = await Promise.all([
    rasterise(spec.svg(surface)),
    rasterise(spec.svg(grey)),
    ...spec.textures.map((t) => rasterise(svgDocument(width, height, `<rect width="${width}" height="${height}" fill="#000"/>${t.mask}`))),
  ]);
  const colour = colourRgba as Uint8Array;
  const lit = lightRgba as Uint8Array;
  const n = width * height;
  const light = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const i = p * 4;
    light[p] = Math.round(0.299 * (lit[i] as number) + 0.587 * (lit[i + 1] as number) + 0.114 * (lit[i + 2] as number));
  }
  spec.textures.forEach((texture, t) => {
    const mask = masks[t] as Uint8Array;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const p = y * width + x;
        const m = (mask[p * 4] as number) / 255;
        if (m === 0) continue;
        const f = 1 + (grain(texture.material, x, y) - 1) * m;
        const i = p * 4;
        for (let c = 0; c < 3; c++) colour[i + c] = clamp((colour[i + c] as number) * f);
        light[p] = clamp((light[p] as number) * f);
      }
  });
  return { image: { data: colour, width, height }, light };
}

const clamp = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
