import sharp from "sharp";
import type { RawImage } from "../raw-image.js";
import type { MockupSceneSpec } from "./scene-types.js";
import { svgDocument } from "./svg-parts.js";
import { grain } from "./textures.js";

/** A scene drawn for one surface colour: its pixels and its light (what a mid-grey surface would look like there). */
export type DrawnScene = { image: RawImage; light: Uint8Array };

/** What a scene is whatever its surface colour: its light and its grain, per pixel. */
export type SceneLight = { light: Uint8Array; grain: Float32Array };

/** The mid grey the light pass paints the surface with: light = pixel / 128, so a lit highlight goes over 1. */
export const LIGHT_GREY = 128;

async function rasterise(svg: string): Promise<Uint8Array> {
  // Only the scenes' own SVG reaches librsvg here, never a user's document.
  const data = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

const clamp = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/**
 * The scene's light, read from the SVG drawn with a mid-grey surface, and the materials' grains over
 * their masks; the light carries the grain too, so a logo printed there takes both. Independent of
 * the surface colour, so each scene computes it once.
 */
export async function lightScene(spec: MockupSceneSpec): Promise<SceneLight> {
  const { width, height } = spec;
  const grey = `#${LIGHT_GREY.toString(16).repeat(3)}`;
  const [lit, ...masks] = await Promise.all([
    rasterise(spec.svg(grey)),
    ...spec.textures.map((t) => rasterise(svgDocument(width, height, `<rect width="${width}" height="${height}" fill="#000"/>${t.mask}`))),
  ]);
  const n = width * height;
  const field = new Float32Array(n).fill(1);
  spec.textures.forEach((texture, t) => {
    const mask = masks[t] as Uint8Array;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const p = y * width + x;
        const m = (mask[p * 4] as number) / 255;
        if (m > 0) field[p] = (field[p] as number) * (1 + (grain(texture.material, x, y) - 1) * m);
      }
  });
  const rgba = lit as Uint8Array;
  const light = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const i = p * 4;
    light[p] = clamp((0.299 * (rgba[i] as number) + 0.587 * (rgba[i + 1] as number) + 0.114 * (rgba[i + 2] as number)) * (field[p] as number));
  }
  return { light, grain: field };
}

/** The scene in a surface colour: the SVG drawn once more, the same grain multiplied in. */
export async function drawScene(spec: MockupSceneSpec, surface: string, lit: SceneLight): Promise<DrawnScene> {
  const colour = await rasterise(spec.svg(surface));
  const { grain: field } = lit;
  for (let p = 0; p < field.length; p++) {
    const f = field[p] as number;
    if (f === 1) continue;
    const i = p * 4;
    colour[i] = clamp((colour[i] as number) * f);
    colour[i + 1] = clamp((colour[i + 1] as number) * f);
    colour[i + 2] = clamp((colour[i + 2] as number) * f);
  }
  return { image: { data: colour, width: spec.width, height: spec.height }, light: lit.light };
}
