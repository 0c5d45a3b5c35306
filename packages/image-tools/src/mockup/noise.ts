/**
 * Deterministic value noise (a hashed lattice, smoothstep-interpolated) and its fractal sum: the grain
 * of paper, the weave of fabric and the rings of wood are drawn from it, the same on every run.
 */
function hash(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ Math.imul(seed, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Value noise in [0, 1) at a point of the lattice's own units. */
export function valueNoise(x: number, y: number, seed = 1): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash(ix, iy, seed);
  const b = hash(ix + 1, iy, seed);
  const c = hash(ix, iy + 1, seed);
  const d = hash(ix + 1, iy + 1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

/** Fractal sum of octaves, each twice the frequency and half the weight; in [0, 1). */
export function fbm(x: number, y: number, octaves = 3, seed = 1): number {
  let sum = 0;
  let weight = 0.5;
  let total = 0;
  let f = 1;
  for (let o = 0; o < octaves; o++) {
    sum += weight * valueNoise(x * f, y * f, seed + o * 101);
    total += weight;
    weight *= 0.5;
    f *= 2;
  }
  return sum / total;
}
