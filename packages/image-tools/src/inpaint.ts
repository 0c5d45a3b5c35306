import type { RawImage } from "./raw-image.js";

export type InpaintOptions = {
  /** Side of the square patches compared when copying texture (odd, 5-15). */
  patch?: number;
  /** Seed of the random search, so the same input gives the same fill. */
  seed?: number;
  /** false fills the smooth layer only (no copied grain): the bench's baseline. */
  texture?: boolean;
};

/**
 * Offline erase (credit kind imagefix) and watermark removal: fills the masked pixels (mask > 0) so
 * no hole shows on flat, gradient and textured areas. The image is split into a smooth layer and a
 * detail layer. The smooth layer is filled by push-pull interpolation refined by Laplace smoothing
 * (a membrane: flat stays flat, a linear gradient continues exactly). The detail layer (grain,
 * texture) is filled by exemplar copying in onion order, from the hole's rim inwards: each pixel takes
 * the detail of the source pixel whose surrounding patch best matches what is known around it, the
 * candidates found PatchMatch-style (the neighbours' offsets shifted by one, then a random search at
 * halving radii around the best).
 */
export function inpaint(image: RawImage, mask: Uint8Array, options: InpaintOptions = {}): RawImage {
  const { data, width, height } = image;
  const n = width * height;
  if (mask.length !== n) throw new RangeError("The mask must have one byte per pixel");
  const hole = new Uint8Array(n);
  let holeCount = 0;
  // One pixel of margin: the anti-aliased rim of an erased mark belongs to the mark.
  for (let p = 0; p < n; p++) {
    if (mask[p] === 0) continue;
    const x = p % width;
    const y = (p - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && nx < width && ny >= 0 && ny < height && hole[ny * width + nx] === 0) {
          hole[ny * width + nx] = 1;
          holeCount++;
        }
      }
    }
  }
  const out = Uint8Array.from(data);
  if (holeCount === 0) return { data: out, width, height };
  if (holeCount === n) throw new RangeError("The mask covers the whole image: nothing to fill from");
  const smooth = smoothLayer(data, hole, width, height);
  const detail = new Float32Array(n * 4);
  for (let i = 0; i < n * 4; i++) detail[i] = hole[i >> 2] ? 0 : (data[i] as number) - (smooth[i] as number);
  const limits = detailLimits(detail, hole, width, height);
  if (options.texture !== false) fillDetail(detail, hole, width, height, limits, options);
  for (let p = 0; p < n; p++) {
    if (!hole[p]) continue;
    for (let c = 0; c < 4; c++) detail[p * 4 + c] = Math.min(limits[c] as number, Math.max(-(limits[c] as number), detail[p * 4 + c] as number));
  }
  for (let p = 0; p < n; p++) {
    if (!hole[p]) continue;
    for (let c = 0; c < 4; c++) out[p * 4 + c] = Math.round(Math.min(255, Math.max(0, (smooth[p * 4 + c] as number) + (detail[p * 4 + c] as number))));
  }
  return { data: out, width, height };
}

/**
 * The smooth layer: a box blur of the known pixels (normalised by how many were known, so the hole
 * does not darken its rim), then the hole filled by push-pull and Laplace smoothing at every level.
 */
function smoothLayer(data: Uint8Array, hole: Uint8Array, width: number, height: number): Float32Array {
  const n = width * height;
  const value = new Float32Array(n * 4);
  const weight = new Float32Array(n);
  for (let p = 0; p < n; p++) {
    if (hole[p]) continue;
    weight[p] = 1;
    for (let c = 0; c < 4; c++) value[p * 4 + c] = data[p * 4 + c] as number;
  }
  const radius = 2;
  const blurredValue = boxBlur(value, width, height, 4, radius);
  const blurredWeight = boxBlur(weight, width, height, 1, radius);
  const layer = new Float32Array(n * 4);
  const known = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (hole[p]) continue;
    known[p] = 1;
    const w = blurredWeight[p] as number;
    for (let c = 0; c < 4; c++) layer[p * 4 + c] = (blurredValue[p * 4 + c] as number) / w;
  }
  pushPull(layer, known, width, height);
  return layer;
}

/** Separable box blur (radius r) of `channels` interleaved channels, edges clamped. */
function boxBlur(src: Float32Array, width: number, height: number, channels: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        let sum = 0;
        for (let k = -r; k <= r; k++) sum += src[(y * width + Math.min(width - 1, Math.max(0, x + k))) * channels + c] as number;
        tmp[(y * width + x) * channels + c] = sum;
      }
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        let sum = 0;
        for (let k = -r; k <= r; k++) sum += tmp[(Math.min(height - 1, Math.max(0, y + k)) * width + x) * channels + c] as number;
        out[(y * width + x) * channels + c] = sum;
      }
    }
  }
  return out;
}

/**
 * Fills the unknown cells of a 4-channel layer: halve (averaging known cells) until the coarse level
 * has no unknown cell, then on the way back up take each unknown cell from the coarser level and
 * relax the unknown cells towards the mean of their 4 neighbours (known cells stay fixed).
 */
function pushPull(layer: Float32Array, known: Uint8Array, width: number, height: number): void {
  let missing = false;
  for (let p = 0; p < known.length; p++) if (!known[p]) missing = true;
  if (!missing) return;
  if (width <= 1 && height <= 1) return;
  const cw = Math.max(1, Math.ceil(width / 2));
  const ch = Math.max(1, Math.ceil(height / 2));
  const coarse = new Float32Array(cw * ch * 4);
  const coarseKnown = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      let count = 0;
      const sum = [0, 0, 0, 0];
      for (let dy = 0; dy < 2; dy++) {
        for (let dx = 0; dx < 2; dx++) {
          const fx = 2 * x + dx;
          const fy = 2 * y + dy;
          if (fx >= width || fy >= height || !known[fy * width + fx]) continue;
          count++;
          for (let c = 0; c < 4; c++) sum[c] = (sum[c] as number) + (layer[(fy * width + fx) * 4 + c] as number);
        }
      }
      if (count === 0) continue;
      coarseKnown[y * cw + x] = 1;
      for (let c = 0; c < 4; c++) coarse[(y * cw + x) * 4 + c] = (sum[c] as number) / count;
    }
  }
  pushPull(coarse, coarseKnown, cw, ch);
  const unknown: number[] = [];
  for (let p = 0; p < known.length; p++) {
    if (known[p]) continue;
    unknown.push(p);
    const x = p % width;
    const y = (p - x) / width;
    // Bilinear from the coarse level (cell centres at 2x + 0.5).
    const gx = Math.min(cw - 1, Math.max(0, (x - 0.5) / 2));
    const gy = Math.min(ch - 1, Math.max(0, (y - 0.5) / 2));
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const x1 = Math.min(cw - 1, x0 + 1);
    const y1 = Math.min(ch - 1, y0 + 1);
    const tx = gx - x0;
    const ty = gy - y0;
    for (let c = 0; c < 4; c++) {
      const a = (coarse[(y0 * cw + x0) * 4 + c] as number) * (1 - tx) + (coarse[(y0 * cw + x1) * 4 + c] as number) * tx;
      const b = (coarse[(y1 * cw + x0) * 4 + c] as number) * (1 - tx) + (coarse[(y1 * cw + x1) * 4 + c] as number) * tx;
      layer[p * 4 + c] = a * (1 - ty) + b * ty;
    }
  }
  // Gauss-Seidel relaxation: at this level the hole is a few cells wide, so a few sweeps settle it.
  for (let sweep = 0; sweep < 12; sweep++) {
    for (const p of unknown) {
      const x = p % width;
      const y = (p - x) / width;
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        let count = 0;
        if (x > 0) {
          sum += layer[(p - 1) * 4 + c] as number;
          count++;
        }
        if (x < width - 1) {
          sum += layer[(p + 1) * 4 + c] as number;
          count++;
        }
        if (y > 0) {
          sum += layer[(p - width) * 4 + c] as number;
          count++;
        }
        if (y < height - 1) {
          sum += layer[(p + width) * 4 + c] as number;
          count++;
        }
        layer[p * 4 + c] = sum / count;
      }
    }
  }
}

/**
 * The texture strength around the hole, per channel: 2.5x the RMS detail of the known pixels within
 * 8 px of it. Sources stronger than that (a subject's edge elsewhere) are not copied, and the fill is
 * held to it: such a copy shows as a coloured arc in a plain wall, while real grain matches its
 * surroundings.
 */
function detailLimits(detail: Float32Array, hole: Uint8Array, width: number, height: number): number[] {
  const n = width * height;
  const distance = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let p = 0; p < n; p++) {
    if (hole[p]) {
      distance[p] = 0;
      queue[tail++] = p;
    }
  }
  const sums = [0, 0, 0, 0];
  let count = 0;
  while (head < tail) {
    const p = queue[head++] as number;
    const d = distance[p] as number;
    if (d >= 8) continue;
    const x = p % width;
    for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
      if (q < 0 || q >= n || (distance[q] as number) >= 0) continue;
      distance[q] = d + 1;
      queue[tail++] = q;
      for (let c = 0; c < 4; c++) sums[c] = (sums[c] as number) + (detail[q * 4 + c] as number) ** 2;
      count++;
    }
  }
  const limits = sums.map((sum) => 2.5 * Math.sqrt(sum / Math.max(1, count)) + 1);
  // The last entry: the rim's mean detail energy (sum over channels of the squared detail).
  limits.push(sums.reduce((total, sum) => total + sum, 0) / Math.max(1, count));
  return limits;
}

/** Deterministic random source (LCG) for the search. */
function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The detail layer's hole filled by exemplar copying in onion order (see inpaint). */
function fillDetail(detail: Float32Array, hole: Uint8Array, width: number, height: number, limits: number[], options: InpaintOptions): void {
  const n = width * height;
  const patch = Math.max(5, Math.min(15, (options.patch ?? 7) | 1));
  const half = patch >> 1;
  const random = seeded(options.seed ?? 19);
  const rimEnergy = limits[4] as number;
  const squared = new Float32Array(n);
  for (let p = 0; p < n; p++) {
    if (hole[p]) continue;
    let sum = 0;
    for (let c = 0; c < 4; c++) sum += (detail[p * 4 + c] as number) ** 2;
    squared[p] = sum;
  }
  const energy = boxBlur(squared, width, height, 1, half);
  for (let p = 0; p < n; p++) energy[p] = (energy[p] as number) / (patch * patch);
  // A source centre needs its whole patch inside the image and outside the hole.
  const holeRowsSum = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      holeRowsSum[(y + 1) * (width + 1) + x + 1] =
        (hole[y * width + x] as number) +
        (holeRowsSum[y * (width + 1) + x + 1] as number) +
        (holeRowsSum[(y + 1) * (width + 1) + x] as number) -
        (holeRowsSum[y * (width + 1) + x] as number);
    }
  }
  const holesIn = (x0: number, y0: number, x1: number, y1: number) =>
    (holeRowsSum[(y1 + 1) * (width + 1) + x1 + 1] as number) -
    (holeRowsSum[y0 * (width + 1) + x1 + 1] as number) -
    (holeRowsSum[(y1 + 1) * (width + 1) + x0] as number) +
    (holeRowsSum[y0 * (width + 1) + x0] as number);
  const isSource = (s: number) => {
    const x = s % width;
    const y = (s - x) / width;
    if (x < half || y < half || x >= width - half || y >= height - half || holesIn(x - half, y - half, x + half, y + half) !== 0) return false;
    for (let c = 0; c < 4; c++) if (Math.abs(detail[s * 4 + c] as number) > (limits[c] as number)) return false;
    // Least squares favours a flat source for a grainy target (its error is only the target's own
    // grain): only sources as textured as the rim may be copied, or the hole would come out smooth.
    const e = energy[s] as number;
    return e <= 2.5 * rimEnergy + 1 && (rimEnergy < 0.5 || e >= 0.4 * rimEnergy);
  };
  let sources = 0;
  for (let s = 0; s < n && sources === 0; s += Math.max(1, Math.floor(n / 4096))) if (isSource(s)) sources++;
  if (sources === 0) return; // no whole patch of known pixels: the smooth layer alone fills the hole
  const filled = new Uint8Array(n);
  for (let p = 0; p < n; p++) if (!hole[p]) filled[p] = 1;
  const offset = new Int32Array(n).fill(-1);
  const order = onionOrder(hole, width, height);
  const cost = (p: number, s: number, limit: number) => {
    const px = p % width;
    const py = (p - px) / width;
    const sx = s % width;
    const sy = (s - sx) / width;
    let sum = 0;
    let count = 0;
    for (let dy = -half; dy <= half; dy++) {
      const ty = py + dy;
      if (ty < 0 || ty >= height) continue;
      for (let dx = -half; dx <= half; dx++) {
        const tx = px + dx;
        if (tx < 0 || tx >= width) continue;
        const t = ty * width + tx;
        if (!filled[t]) continue;
        const a = t * 4;
        const b = ((sy + dy) * width + sx + dx) * 4;
        for (let c = 0; c < 4; c++) {
          const d = (detail[a + c] as number) - (detail[b + c] as number);
          sum += d * d;
        }
        count++;
      }
      if (count > 0 && sum / count > limit) return Infinity;
    }
    return count === 0 ? Infinity : sum / count;
  };
  const randomSource = () => {
    for (let tries = 0; tries < 64; tries++) {
      const s = Math.floor(random() * n);
      if (isSource(s)) return s;
    }
    return -1;
  };
  for (const p of order) {
    const px = p % width;
    const py = (p - px) / width;
    let best = -1;
    let bestCost = Infinity;
    const consider = (s: number) => {
      if (s < 0 || s >= n || s === best || !isSource(s)) return;
      const c = cost(p, s, bestCost);
      if (c < bestCost) {
        bestCost = c;
        best = s;
      }
    };
    // Coherence: continue the copy a filled neighbour made, shifted by one.
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const qx = px + dx;
        const qy = py + dy;
        if ((dx === 0 && dy === 0) || qx < 0 || qy < 0 || qx >= width || qy >= height) continue;
        const o = offset[qy * width + qx] as number;
        if (o < 0) continue;
        const ox = (o % width) - dx;
        const oy = (o - (o % width)) / width - dy;
        if (ox >= 0 && oy >= 0 && ox < width && oy < height) consider(oy * width + ox);
      }
    }
    for (let k = 0; k < 3; k++) consider(randomSource());
    // Random search at halving radii around the best so far.
    for (let radius = Math.max(width, height) / 2; radius >= 1 && best >= 0; radius /= 2) {
      const bx = best % width;
      const by = (best - bx) / width;
      const sx = Math.round(bx + (random() * 2 - 1) * radius);
      const sy = Math.round(by + (random() * 2 - 1) * radius);
      if (sx >= 0 && sy >= 0 && sx < width && sy < height) consider(sy * width + sx);
    }
    if (best < 0) continue;
    offset[p] = best;
    for (let c = 0; c < 4; c++) detail[p * 4 + c] = detail[best * 4 + c] as number;
    filled[p] = 1;
  }
}

/** Hole pixels by distance from the known area (multi-source breadth-first), rim first. */
function onionOrder(hole: Uint8Array, width: number, height: number): Int32Array {
  const n = width * height;
  const order = new Int32Array(n);
  const seen = new Uint8Array(n);
  let head = 0;
  let tail = 0;
  for (let p = 0; p < n; p++) {
    if (!hole[p]) continue;
    const x = p % width;
    const touches = (x > 0 && !hole[p - 1]) || (x < width - 1 && !hole[p + 1]) || (p >= width && !hole[p - width]) || (p < n - width && !hole[p + width]);
    if (touches) {
      seen[p] = 1;
      order[tail++] = p;
    }
  }
  while (head < tail) {
    const p = order[head++] as number;
    const x = p % width;
    for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
      if (q >= 0 && q < n && hole[q] && !seen[q]) {
        seen[q] = 1;
        order[tail++] = q;
      }
    }
  }
  return order.subarray(0, tail);
}
