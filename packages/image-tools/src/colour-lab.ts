/**
 * sRGB (8 bits) to CIE Lab (D65). Distances between colours are taken in Lab because equal steps
 * there look about equally different, so one threshold works for dark and light backgrounds alike.
 */
const LINEAR = new Float32Array(256);
for (let v = 0; v < 256; v++) {
  const c = v / 255;
  LINEAR[v] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

const labF = (t: number): number => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

export type Lab = [number, number, number];

/** Lab of an sRGB colour given as 0-255 channel values (fractions allowed). */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lin = (v: number) => {
    const i = Math.max(0, Math.min(255, v));
    const lo = Math.floor(i);
    const hi = Math.min(255, lo + 1);
    return (LINEAR[lo] as number) + ((LINEAR[hi] as number) - (LINEAR[lo] as number)) * (i - lo);
  };
  const rl = lin(r);
  const gl = lin(g);
  const bl = lin(b);
  const fx = labF((0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / 0.95047);
  const fy = labF(0.2126729 * rl + 0.7151522 * gl + 0.072175 * bl);
  const fz = labF((0.0193339 * rl + 0.119192 * gl + 0.9503041 * bl) / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/**
 * Lab distance (CIE76) of every pixel of an RGBA buffer to a per-pixel reference Lab colour given as
 * a plane over the image (c0 + cx * u + cy * v with u, v in 0..1): a flat background has cx = cy = 0.
 * One pass with integer channel look-ups; this is the hot loop of flat matting.
 */
export function labDistanceToPlane(data: Uint8Array, width: number, height: number, plane: LabPlane): Float32Array {
  const out = new Float32Array(width * height);
  const [pl, pa, pb] = plane;
  const flat = pl[1] === 0 && pl[2] === 0 && pa[1] === 0 && pa[2] === 0 && pb[1] === 0 && pb[2] === 0;
  const du = width > 1 ? 1 / (width - 1) : 0;
  const dv = height > 1 ? 1 / (height - 1) : 0;
  // Graphics repeat a few colours over and over: a direct-mapped cache of Lab values by RGB skips the
  // cube roots for most pixels (photos miss more and pay about the same as without it).
  const keys = new Int32Array(CACHE_SIZE).fill(-1);
  const cached = new Float32Array(CACHE_SIZE * 3);
  let p = 0;
  for (let y = 0; y < height; y++) {
    const v = y * dv;
    for (let x = 0; x < width; x++, p++) {
      const i = p * 4;
      const key = ((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number);
      const slot = Math.imul(key, 2654435761) >>> (32 - CACHE_BITS);
      const at = slot * 3;
      if (keys[slot] !== key) {
        const rl = LINEAR[data[i] as number] as number;
        const gl = LINEAR[data[i + 1] as number] as number;
        const bl = LINEAR[data[i + 2] as number] as number;
        const fx = labF((0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / 0.95047);
        const fy = labF(0.2126729 * rl + 0.7151522 * gl + 0.072175 * bl);
        const fz = labF((0.0193339 * rl + 0.119192 * gl + 0.9503041 * bl) / 1.08883);
        keys[slot] = key;
        cached[at] = 116 * fy - 16;
        cached[at + 1] = 500 * (fx - fy);
        cached[at + 2] = 200 * (fy - fz);
      }
      let rl0 = pl[0];
      let ra0 = pa[0];
      let rb0 = pb[0];
      if (!flat) {
        const u = x * du;
        rl0 += pl[1] * u + pl[2] * v;
        ra0 += pa[1] * u + pa[2] * v;
        rb0 += pb[1] * u + pb[2] * v;
      }
      const dl = (cached[at] as number) - rl0;
      const da = (cached[at + 1] as number) - ra0;
      const db = (cached[at + 2] as number) - rb0;
      out[p] = Math.sqrt(dl * dl + da * da + db * db);
    }
  }
  return out;
}

const CACHE_BITS = 16;
const CACHE_SIZE = 1 << CACHE_BITS;

/** One plane per channel: [c0, cx, cy] over u = x / (w - 1), v = y / (h - 1). */
export type ChannelPlane = [number, number, number];
export type LabPlane = [ChannelPlane, ChannelPlane, ChannelPlane];
