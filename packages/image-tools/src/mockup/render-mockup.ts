import type { RawImage } from "../raw-image.js";
import { pickSurface } from "./contrast.js";
import { prepareLogo, type PreparedLogo } from "./logo-prep.js";
import { mapLogo } from "./logo-warp.js";
import { mockupScenes, type MockupScene } from "./mockup-scenes.js";
import { drawScene, LIGHT_GREY, lightScene, type DrawnScene, type SceneLight } from "./scene-render.js";
import type { SurfaceColour } from "./scene-types.js";

export type MockupOptions = {
  /** The surface colour: one of the scene's names, any #rrggbb, or (default) the one contrasting most with the logo. */
  surface?: string;
};

export type MockupResult = { image: RawImage; scene: MockupScene; surface: SurfaceColour; logoCutOut: boolean };

// A drawn scene is 3 MB of pixels; a dozen cover every scene's likely colours. Each scene's light and
// grain (4 MB) is kept for the process: five scenes.
const CACHE_SIZE = 12;
const drawn = new Map<string, Promise<DrawnScene>>();
const lights = new Map<MockupScene, Promise<SceneLight>>();

function sceneLight(scene: MockupScene): Promise<SceneLight> {
  let lit = lights.get(scene);
  if (!lit) {
    lit = lightScene(mockupScenes[scene]);
    lit.catch(() => lights.delete(scene));
    lights.set(scene, lit);
  }
  return lit;
}

function cachedScene(scene: MockupScene, hex: string): Promise<DrawnScene> {
  const key = `${scene}:${hex}`;
  const hit = drawn.get(key);
  if (hit) {
    drawn.delete(key);
    drawn.set(key, hit);
    return hit;
  }
  const made = sceneLight(scene).then((lit) => drawScene(mockupScenes[scene], hex, lit));
  made.catch(() => drawn.delete(key));
  drawn.set(key, made);
  while (drawn.size > CACHE_SIZE) drawn.delete(drawn.keys().next().value as string);
  return made;
}

function surfaceFor(scene: MockupScene, logo: PreparedLogo, wanted: string | undefined): SurfaceColour {
  const { surfaces } = mockupScenes[scene];
  if (wanted === undefined || wanted === "auto") return pickSurface(surfaces, logo.mean);
  const named = surfaces.find((s) => s.name === wanted);
  if (named) return named;
  if (/^#[0-9a-f]{6}$/i.test(wanted)) return { name: "custom", hex: wanted.toLowerCase() };
  throw new Error(`unknown surface colour: ${wanted}`);
}

/**
 * The logo on a scene, offline and deterministic: the scene drawn by code, the logo warped onto its
 * surface (perspective or the mug's curve), multiplied by the surface's light and grain, pushed by the
 * fabric's folds, with the glaze's highlight over it. 1024 x 768 RGBA, opaque.
 */
export async function renderMockup(logo: RawImage | PreparedLogo, scene: MockupScene, options: MockupOptions = {}): Promise<MockupResult> {
  const prepared = "mean" in logo ? logo : prepareLogo(logo);
  const spec = mockupScenes[scene];
  const surface = surfaceFor(scene, prepared, options.surface);
  const base = await cachedScene(scene, surface.hex);
  const mapping = await mapLogo(spec.placement, prepared.image, spec);
  const out = Uint8Array.from(base.image.data);
  const { light } = base;
  const { width } = spec;
  const { displacement, inkOpacity, specular } = spec.print;
  const src = mapping.logo;
  const { x0, y0, x1, y1 } = mapping.box;
  const sample = [0, 0, 0, 0];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const p = y * width + x;
      let sx = x + 0.5;
      let sy = y + 0.5;
      if (displacement > 0 && x > 0 && y > 0 && x < width - 1 && y < spec.height - 1) {
        // Folds push the print along the light's slope: it follows the cloth instead of floating over it.
        sx += (displacement * ((light[p + 1] as number) - (light[p - 1] as number))) / LIGHT_GREY;
        sy += (displacement * ((light[p + width] as number) - (light[p - width] as number))) / LIGHT_GREY;
      }
      const at = mapping.toLogo(sx, sy);
      if (!at || !bilinear(src, at[0] - 0.5, at[1] - 0.5, sample)) continue;
      const a = ((sample[3] as number) / 255) * inkOpacity;
      if (a <= 0) continue;
      const shade = (light[p] as number) / LIGHT_GREY;
      const diffuse = Math.min(shade, 1);
      const gloss = Math.max(0, shade - 1) * 255 * specular;
      const i = p * 4;
      for (let c = 0; c < 3; c++) {
        // sample is premultiplied: colour * light, the highlight over it, then over the scene.
        const ink = (sample[c] as number) * inkOpacity * diffuse + a * gloss;
        out[i + c] = Math.max(0, Math.min(255, Math.round(ink + (1 - a) * (out[i + c] as number))));
      }
    }
  return { image: { data: out, width, height: spec.height }, scene, surface, logoCutOut: prepared.cutOut };
}

/** Premultiplied bilinear sample (RGB scaled by alpha, 0-255 each); false outside the logo. */
function bilinear(image: RawImage, fx: number, fy: number, out: number[]): boolean {
  const { data, width, height } = image;
  if (fx <= -1 || fy <= -1 || fx >= width || fy >= height) return false;
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  const tx = fx - x;
  const ty = fy - y;
  out[0] = out[1] = out[2] = out[3] = 0;
  for (let k = 0; k < 4; k++) {
    const xx = x + (k & 1);
    const yy = y + (k >> 1);
    if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
    const w = (k & 1 ? tx : 1 - tx) * (k >> 1 ? ty : 1 - ty);
    const i = (yy * width + xx) * 4;
    const alpha = data[i + 3] as number;
    const wa = (w * alpha) / 255;
    out[0] = (out[0] as number) + (data[i] as number) * wa;
    out[1] = (out[1] as number) + (data[i + 1] as number) * wa;
    out[2] = (out[2] as number) + (data[i + 2] as number) * wa;
    out[3] = (out[3] as number) + w * alpha;
  }
  return true;
}
