import type { RawImage } from "./raw-image.js";

/** The generated scenes (drawn by code from the chosen colours; never a stored picture). */
export const BACKDROP_SCENES = ["studio", "bokeh", "paper", "sunset"] as const;
export type BackdropScene = (typeof BACKDROP_SCENES)[number];

type Rgb = readonly [number, number, number];

export type BackdropSpec =
  | { kind: "colour"; colour: Rgb }
  | { kind: "linear"; from: Rgb; to: Rgb; /** Degrees, CSS-like: 0 = bottom to top, 90 = left to right. */ angle: number }
  | { kind: "radial"; /** At the centre. */ from: Rgb; /** At the corners. */ to: Rgb }
  | { kind: "scene"; scene: BackdropScene; colour: Rgb; colour2: Rgb; seed: number };

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const mix = (a: Rgb, b: Rgb, t: number): [number, number, number] => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const clamp = (v: number) => Math.round(Math.min(255, Math.max(0, v)));
const smooth = (t: number) => t * t * (3 - 2 * t);

/** Deterministic random source (LCG), so the same request draws the same scene. */
function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Value noise: a lattice of random values every `cell` pixels, smoothly interpolated (0..1). */
function valueNoise(width: number, height: number, cell: number, random: () => number): Float32Array {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => random());
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const ty = smooth(gy - y0);
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const tx = smooth(gx - x0);
      const a = (grid[y0 * gw + x0] as number) * (1 - tx) + (grid[y0 * gw + x0 + 1] as number) * tx;
      const b = (grid[(y0 + 1) * gw + x0] as number) * (1 - tx) + (grid[(y0 + 1) * gw + x0 + 1] as number) * tx;
      out[y * width + x] = a * (1 - ty) + b * ty;
    }
  }
  return out;
}

/** Octaves of value noise, each half the cell and half the weight (fractal grain), normalised to 0..1. */
function fractalNoise(width: number, height: number, cell: number, octaves: number, random: () => number): Float32Array {
  const out = new Float32Array(width * height);
  let weight = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const layer = valueNoise(width, height, Math.max(1, cell / 2 ** o), random);
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + (layer[i] as number) * weight;
    total += weight;
    weight /= 2;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / total;
  return out;
}

/** Draws the backdrop alone, opaque, at the given size. */
export function drawBackdrop(width: number, height: number, spec: BackdropSpec): RawImage {
  const data = new Uint8Array(width * height * 4);
  const put = (p: number, rgb: readonly number[]) => {
    data[p * 4] = clamp(rgb[0] as number);
    data[p * 4 + 1] = clamp(rgb[1] as number);
    data[p * 4 + 2] = clamp(rgb[2] as number);
    data[p * 4 + 3] = 255;
  };
  if (spec.kind === "colour") {
    for (let p = 0; p < width * height; p++) put(p, spec.colour);
  } else if (spec.kind === "linear") {
    // Project each pixel on the gradient's direction; the ends sit on the image's corners, as CSS does.
    const rad = (spec.angle * Math.PI) / 180;
    const dx = Math.sin(rad);
    const dy = -Math.cos(rad);
    const half = (Math.abs(dx) * width + Math.abs(dy) * height) / 2;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = ((x + 0.5 - width / 2) * dx + (y + 0.5 - height / 2) * dy) / (2 * half) + 0.5;
        put(y * width + x, mix(spec.from, spec.to, Math.min(1, Math.max(0, t))));
      }
    }
  } else if (spec.kind === "radial") {
    const reach = Math.hypot(width / 2, height / 2);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) put(y * width + x, mix(spec.from, spec.to, Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) / reach));
    }
  } else {
    drawScene(data, width, height, spec);
  }
  return { data, width, height };
}

function drawScene(data: Uint8Array, width: number, height: number, spec: Extract<BackdropSpec, { kind: "scene" }>): void {
  const random = seeded(spec.seed);
  const { colour, colour2 } = spec;
  const n = width * height;
  const rgb = new Float32Array(n * 3);
  const set = (p: number, value: readonly number[]) => rgb.set(value, p * 3);
  const short = Math.min(width, height);
  if (spec.scene === "studio") {
    // A photographer's sweep: a wall lit from above that curves into the floor, darker at the sides.
    const horizon = height * 0.68;
    const light = mix(colour, [255, 255, 255], 0.35);
    const shade = mix(colour, [0, 0, 0], 0.3);
    for (let y = 0; y < height; y++) {
      // The wall darkens downwards, the curve brightens (it faces the light), the floor fades towards the viewer.
      const wall = y < horizon ? 0.15 + 0.55 * (y / horizon) : 0.7 - 0.45 * smooth(Math.min(1, (y - horizon) / (height - horizon)));
      for (let x = 0; x < width; x++) {
        const side = Math.abs((x + 0.5) / width - 0.5) * 2;
        const t = Math.min(1, Math.max(0, wall + 0.35 * side * side));
        set(y * width + x, mix(light, shade, t));
      }
    }
  } else if (spec.scene === "bokeh") {
    // Out-of-focus lights: soft discs of light added over a dark-to-colour gradient.
    const base = mix(colour, [0, 0, 0], 0.55);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) set(y * width + x, mix(base, colour2, 0.35 * (1 - y / height)));
    const discs = 18 + Math.floor(random() * 10);
    for (let i = 0; i < discs; i++) {
      const cx = random() * width;
      const cy = random() * height;
      const r = short * (0.03 + random() * 0.09);
      const strength = 0.25 + random() * 0.45;
      const tint = mix(random() < 0.5 ? colour : colour2, [255, 255, 255], 0.3 + random() * 0.4);
      const x0 = Math.max(0, Math.floor(cx - r - 2));
      const x1 = Math.min(width - 1, Math.ceil(cx + r + 2));
      const y0 = Math.max(0, Math.floor(cy - r - 2));
      const y1 = Math.min(height - 1, Math.ceil(cy + r + 2));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
          // A flat disc with a soft rim (a lens's out-of-focus highlight), brighter at the edge.
          const edge = Math.min(1, Math.max(0, (r - d) / (r * 0.12)));
          if (edge <= 0) continue;
          const a = strength * edge * (0.8 + 0.2 * (d / r));
          const p = (y * width + x) * 3;
          for (let c = 0; c < 3; c++) rgb[p + c] = (rgb[p + c] as number) + ((tint[c] as number) - (rgb[p + c] as number)) * a * 0.6;
        }
      }
    }
  } else if (spec.scene === "paper") {
    // Paper: fibres (stretched fine noise), mottling (coarse noise) and a faint vignette.
    const mottle = fractalNoise(width, height, short / 6, 3, random);
    const grain = fractalNoise(width, height, 3, 2, random);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = y * width + x;
        const v = Math.hypot((x + 0.5) / width - 0.5, (y + 0.5) / height - 0.5);
        const shade = 1 + ((mottle[p] as number) - 0.5) * 0.08 + ((grain[p] as number) - 0.5) * 0.1 - v * v * 0.18;
        set(p, [colour[0] * shade, colour[1] * shade, colour[2] * shade]);
      }
    }
  } else {
    // Sunset: sky from colour2 (high) to colour (the horizon), a glowing sun, hazy clouds.
    const clouds = fractalNoise(width, height, short / 3, 4, random);
    const sunX = width * (0.3 + random() * 0.4);
    const sunY = height * 0.62;
    const glow = mix(colour, [255, 240, 200], 0.6);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = y * width + x;
        const sky = mix(colour2, colour, smooth(Math.min(1, y / (height * 0.7))));
        const d = Math.hypot(x - sunX, y - sunY) / short;
        const sun = Math.exp(-d * d * 18) * 0.9 + Math.exp(-d * 5) * 0.25;
        const cloud = Math.max(0, (clouds[p] as number) - 0.55) * 1.6 * (1 - y / height);
        const lit = mix(sky, glow, Math.min(1, sun));
        set(p, mix(lit, [255, 255, 255], cloud * 0.5));
      }
    }
  }
  for (let p = 0; p < n; p++) {
    data[p * 4] = clamp(rgb[p * 3] as number);
    data[p * 4 + 1] = clamp(rgb[p * 3 + 1] as number);
    data[p * 4 + 2] = clamp(rgb[p * 3 + 2] as number);
    data[p * 4 + 3] = 255;
  }
}

/**
 * A soft contact shadow: an elliptical shade under the subject's base (its lowest opaque rows), as
 * if it stood on the backdrop. 0..1 per pixel (how much light is taken).
 */
export function contactShadow(cutout: RawImage, strength = 0.45): Float32Array {
  const { data, width, height } = cutout;
  const shadow = new Float32Array(width * height);
  let bottom = -1;
  let top = height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4 + 3] as number) < 128) continue;
      bottom = Math.max(bottom, y);
      top = Math.min(top, y);
    }
  }
  if (bottom < 0) return shadow;
  // The subject's width over its lowest tenth: what touches the ground.
  const base = Math.max(bottom - Math.max(2, Math.round((bottom - top) * 0.1)), top);
  let left = width;
  let right = -1;
  for (let y = base; y <= bottom; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4 + 3] as number) < 128) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  const cx = (left + right + 1) / 2;
  const rx = Math.max(4, ((right - left + 1) / 2) * 1.15);
  const ry = Math.max(3, rx * 0.14);
  const cy = Math.min(height - 1, bottom + ry * 0.3);
  for (let y = Math.max(0, Math.floor(cy - 3 * ry)); y < Math.min(height, Math.ceil(cy + 3 * ry)); y++) {
    for (let x = Math.max(0, Math.floor(cx - 2 * rx)); x < Math.min(width, Math.ceil(cx + 2 * rx)); x++) {
      const d = ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2;
      shadow[y * width + x] = strength * Math.exp(-2.2 * d);
    }
  }
  return shadow;
}

/** The cut-out (straight alpha) laid over the backdrop (same size), with the contact shadow under it when asked. Opaque. */
export function composeOnBackdrop(cutout: RawImage, backdrop: RawImage, options: { shadow: boolean }): RawImage {
  const { width, height } = cutout;
  if (backdrop.width !== width || backdrop.height !== height) throw new RangeError("The backdrop must be the cut-out's size");
  const shade = options.shadow ? contactShadow(cutout) : null;
  const data = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const a = (cutout.data[p * 4 + 3] as number) / 255;
    const dim = 1 - (shade ? (shade[p] as number) : 0);
    for (let c = 0; c < 3; c++) {
      const under = (backdrop.data[p * 4 + c] as number) * dim;
      data[p * 4 + c] = clamp((cutout.data[p * 4 + c] as number) * a + under * (1 - a));
    }
    data[p * 4 + 3] = 255;
  }
  return { data, width, height };
}
