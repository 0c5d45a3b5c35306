/** A point in pixels (or in a surface's own plane units). */
export type Point = readonly [number, number];
/** Four corners in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];
/** A 3x3 projective matrix, row-major. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/**
 * The projective map taking the four `from` corners onto the four `to` corners: a flat surface (a card,
 * a sign board) seen in perspective. Solved as the usual 8x8 linear system with h33 = 1.
 */
export function homographyFromQuads(from: Quad, to: Quad): Homography {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as Point;
    const [u, v] = to[i] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solveLinear(a, b);
  return [h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1] as unknown as Homography;
}

/** Where the homography sends a point. */
export function applyHomography(h: Homography, x: number, y: number): [number, number] {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/** The inverse map (adjugate over determinant), for sampling the source from each output pixel. */
export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, i, j] = h;
  const A = e * j - f * i;
  const B = -(d * j - f * g);
  const C = d * i - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) throw new Error("degenerate quad");
  const inv = [A, -(b * j - c * i), b * f - c * e, B, a * j - c * g, -(a * f - c * d), C, -(a * i - b * g), a * e - b * d].map((v) => v / det);
  return inv as unknown as Homography;
}

/** Gaussian elimination with partial pivoting; the systems here are 8x8. */
function solveLinear(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, r) => [...row, b[r] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs((m[r] as number[])[col] as number) > Math.abs((m[pivot] as number[])[col] as number)) pivot = r;
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const p = (m[col] as number[])[col] as number;
    if (Math.abs(p) < 1e-12) throw new Error("degenerate quad");
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const factor = (row[col] as number) / p;
      if (factor === 0) continue;
      const pivotRow = m[col] as number[];
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - factor * (pivotRow[c] as number);
    }
  }
  return m.map((row, r) => (row[n] as number) / (row[r] as number));
}

/** Whether a point lies inside a convex quad (either winding). */
export function insideQuad(quad: Quad, x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = quad[i] as Point;
    const [x2, y2] = quad[(i + 1) % 4] as Point;
    const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
    if (cross === 0) continue;
    const s = cross > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/**
 * The part [u0, u1] x [v0, v1] (fractions of the surface's width and height) of a surface seen as
 * `quad`, in perspective: where a letterhead's header band or an envelope's corner lands in the picture.
 */
export function subQuad(quad: Quad, u0: number, v0: number, u1: number, v1: number): Quad {
  const h = homographyFromQuads(
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ],
    quad,
  );
  const at = (u: number, v: number): Point => {
    const [x, y] = applyHomography(h, u, v);
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  };
  return [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)];
}
