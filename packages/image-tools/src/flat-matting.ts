import { labDistanceToPlane } from "./colour-lab.js";
import { estimateBackground, type BackgroundEstimate } from "./background-estimate.js";
import type { RawImage } from "./raw-image.js";
import { clearSmallRegions } from "./small-regions.js";

export type FlatMattingOptions = {
  /** Lab distance to the backdrop at or under which a pixel is backdrop (raised to the backdrop's own noise). */
  low?: number;
  /** Lab distance at or over which a pixel is subject; between the two the alpha ramps. */
  high?: number;
  /**
   * Backdrop-coloured areas enclosed by the subject (the inside of an 'O'): cleared by default when they
   * match the backdrop, since they are backdrop seen through the logo; 'keep' clears only what connects
   * to the image border.
   */
  enclosed?: "clear" | "keep";
  /**
   * An enclosed area clears only when its mean Lab distance to the backdrop is within this (raised to
   * the backdrop's noise): the inside of an 'O' is the backdrop itself, a near-white label is not.
   */
  enclosedMatch?: number;
  /** Subject regions smaller than this many pixels are specks of the backdrop and go; default scales with the image. */
  minSpeck?: number;
  /** A backdrop already estimated (the detection ran first). */
  background?: BackgroundEstimate;
};

export type FlatMattingResult = {
  /** RGBA, the backdrop transparent, edge colours freed of the backdrop. */
  image: RawImage;
  background: BackgroundEstimate;
  /** Which method ran, for the page to say. */
  method: "flat-colour" | "already-transparent";
};

const BG = 0;
const EDGE = 1;
const FG = 2;

/**
 * Background removal for graphics on a plain or linear-gradient backdrop. Each pixel's Lab distance to
 * the backdrop classifies it as backdrop, subject or edge, wherever it is (so enclosed backdrop clears
 * too); subject pixels touching the backdrop are edges as well, because an anti-aliased blend of a dark
 * subject on a light backdrop is far from both. An edge pixel's alpha is its position on the line from
 * the backdrop colour B to the nearby subject colour F (C = a F + (1 - a) B), and its colour is C with
 * the backdrop taken out ((C - (1 - a) B) / a): no light or dark halo on a new background.
 */
export function removeFlatBackground(image: RawImage, options: FlatMattingOptions = {}): FlatMattingResult {
  const { data, width, height } = image;
  const n = width * height;
  const background = options.background ?? estimateBackground(image);
  if (background.transparent) return { image: { data: Uint8Array.from(data), width, height }, background, method: "already-transparent" };
  const distance = labDistanceToPlane(data, width, height, background.lab);
  const low = Math.max(options.low ?? 6, background.spread * 1.5);
  const high = Math.max(options.high ?? 20, low + 12);
  const state = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const d = distance[p] as number;
    state[p] = (data[p * 4 + 3] as number) < 16 || d <= low ? BG : d >= high ? FG : EDGE;
  }
  settleEnclosed(state, distance, width, height, options.enclosed === "keep" ? -1 : Math.max(options.enclosedMatch ?? 2.5, background.spread * 1.2));
  clearSmallRegions(state, width, height, options.minSpeck ?? Math.max(8, Math.round(n / 40_000)));
  markBlendEdges(state, width, height);
  const rgbAt = backdropAt(background, width, height);
  const out = Uint8Array.from(data);
  const fore = propagateSubjectColour(data, state, width, height);
  const b = [0, 0, 0];
  for (let p = 0; p < n; p++) {
    const i = p * 4;
    const s = state[p];
    if (s === BG) {
      out[i + 3] = 0;
      continue;
    }
    if (s === FG) continue;
    rgbAt(p, b);
    const own = (data[i + 3] as number) / 255;
    const ramp = Math.min(1, Math.max(0, ((distance[p] as number) - low) / (high - low)));
    const f = fore.get(p);
    let alpha = ramp;
    let colour: readonly number[] | undefined;
    if (f) {
      const fbr = f[0] - (b[0] as number);
      const fbg = f[1] - (b[1] as number);
      const fbb = f[2] - (b[2] as number);
      const span = fbr * fbr + fbg * fbg + fbb * fbb;
      // A subject colour too close to the backdrop gives no usable line: the Lab ramp decides then.
      if (span > 900) {
        const cr = (data[i] as number) - (b[0] as number);
        const cg = (data[i + 1] as number) - (b[1] as number);
        const cb = (data[i + 2] as number) - (b[2] as number);
        const t = Math.min(1, Math.max(0, (cr * fbr + cg * fbg + cb * fbb) / span));
        const rr = cr - t * fbr;
        const rg = cg - t * fbg;
        const rb = cb - t * fbb;
        // Off the B-F line means a subject detail of its own colour, not a blend: keep it solid.
        const offLine = rr * rr + rg * rg + rb * rb > Math.max(400, 0.12 * span);
        alpha = offLine ? ((distance[p] as number) >= high ? 1 : ramp) : t;
        if (!offLine && alpha < 0.35) colour = f;
      }
    }
    if (alpha <= 0.02) {
      out[i + 3] = 0;
      continue;
    }
    if (alpha < 1) {
      for (let c = 0; c < 3; c++) {
        const freed = colour ? (colour[c] as number) : ((data[i + c] as number) - (1 - alpha) * (b[c] as number)) / alpha;
        out[i + c] = Math.round(Math.min(255, Math.max(0, freed)));
      }
    }
    out[i + 3] = Math.round(255 * alpha * own);
  }
  return { image: { data: out, width, height }, background, method: "flat-colour" };
}

/** The backdrop's RGB at pixel p (written into `into`), from the fitted planes. */
function backdropAt(background: BackgroundEstimate, width: number, height: number): (p: number, into: number[]) => void {
  const [r, g, b] = background.rgb;
  const du = width > 1 ? 1 / (width - 1) : 0;
  const dv = height > 1 ? 1 / (height - 1) : 0;
  return (p, into) => {
    const x = p % width;
    const u = x * du;
    const v = ((p - x) / width) * dv;
    into[0] = r[0] + r[1] * u + r[2] * v;
    into[1] = g[0] + g[1] * u + g[2] * v;
    into[2] = b[0] + b[1] * u + b[2] * v;
  };
}

/** Subject pixels with a backdrop neighbour become edges: their colour may be a blend however far it is from the backdrop. */
function markBlendEdges(state: Uint8Array, width: number, height: number): void {
  const edges: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (state[p] !== FG) continue;
      let touches = false;
      for (let dy = -1; dy <= 1 && !touches; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx >= 0 && nx < width && state[ny * width + nx] === BG) {
            touches = true;
            break;
          }
        }
      }
      if (touches) edges.push(p);
    }
  }
  for (const p of edges) state[p] = EDGE;
}

/**
 * The subject colour behind each edge pixel: the mean of its solid subject neighbours, grown outwards
 * ring by ring (up to 4 pixels) so wide soft edges get one too.
 */
function propagateSubjectColour(data: Uint8Array, state: Uint8Array, width: number, height: number): Map<number, [number, number, number]> {
  const colours = new Map<number, [number, number, number]>();
  let pending: number[] = [];
  for (let p = 0; p < state.length; p++) if (state[p] === EDGE) pending.push(p);
  const known = (q: number) => (state[q] === FG ? ([data[q * 4] as number, data[q * 4 + 1] as number, data[q * 4 + 2] as number] as const) : colours.get(q));
  for (let round = 0; round < 4 && pending.length > 0; round++) {
    const found: [number, [number, number, number]][] = [];
    const still: number[] = [];
    for (const p of pending) {
      const x = p % width;
      const y = (p - x) / width;
      let r = 0;
      let g = 0;
      let b = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width || (dx === 0 && dy === 0)) continue;
          const c = known(ny * width + nx);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          count++;
        }
      }
      if (count > 0) found.push([p, [r / count, g / count, b / count]]);
      else still.push(p);
    }
    // Assigned after the ring so one ring never feeds on itself.
    for (const [p, c] of found) colours.set(p, c);
    pending = still;
  }
  return colours;
}

/**
 * Decides the backdrop-like areas that do not touch the image border. The inside of an 'O' shows the
 * backdrop itself, so its colour matches the border's within the backdrop's own noise; a cream label on
 * a bottle on white, or white letters in a badge on light grey, is near the backdrop but not the same.
 * Each enclosed region (backdrop and edge pixels not reached from the border) is cleared when its
 * backdrop pixels' mean distance is within `match`, else it becomes subject; match < 0 keeps them all.
 */
function settleEnclosed(state: Uint8Array, distance: Float32Array, width: number, height: number, match: number): void {
  const reached = new Uint8Array(state.length);
  const stack = new Int32Array(state.length);
  let top = 0;
  const seed = (p: number) => {
    if (reached[p] === 0 && state[p] !== FG) {
      reached[p] = 1;
      stack[top++] = p;
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  const flood = () => {
    while (top > 0) {
      const p = stack[--top] as number;
      const x = p % width;
      if (x > 0) seed(p - 1);
      if (x < width - 1) seed(p + 1);
      if (p >= width) seed(p - width);
      if (p < state.length - width) seed(p + width);
    }
  };
  flood();
  // Every enclosed region in turn: flood it (marking reached = 2), then clear it or make it subject.
  const region: number[] = [];
  for (let start = 0; start < state.length; start++) {
    if (reached[start] !== 0 || state[start] === FG) continue;
    region.length = 0;
    let sum = 0;
    let count = 0;
    const queue = [start];
    reached[start] = 2;
    while (queue.length > 0) {
      const p = queue.pop() as number;
      region.push(p);
      if (state[p] === BG) {
        sum += distance[p] as number;
        count++;
      }
      const x = p % width;
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
        if (q >= 0 && q < state.length && reached[q] === 0 && state[q] !== FG) {
          reached[q] = 2;
          queue.push(q);
        }
      }
    }
    const backdrop = match >= 0 && count > 0 && sum / count <= match;
    if (!backdrop) for (const p of region) state[p] = FG;
  }
}
