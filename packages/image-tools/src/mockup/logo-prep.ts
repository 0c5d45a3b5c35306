import { estimateBackground } from "../background-estimate.js";
import { removeFlatBackground } from "../flat-matting.js";
import type { RawImage } from "../raw-image.js";

/** A logo ready for the scenes: its backdrop gone, cropped to what it draws. */
export type PreparedLogo = { image: RawImage; cutOut: boolean; mean: [number, number, number] };

/**
 * A logo on an opaque plain backdrop (a PNG with a white background) would print as a white patch on a
 * black shirt: the flat matting method takes the backdrop out first (spec 01 section 7's rule: only a
 * logo that is not transparent needs it). Then the transparent margin is cropped away so the logo fills
 * its place on the surface.
 */
export function prepareLogo(logo: RawImage): PreparedLogo {
  let image = logo;
  let cutOut = false;
  const background = estimateBackground(logo);
  if (!background.transparent && background.coverage >= 0.6) {
    const matted = removeFlatBackground(logo, { background }).image;
    // A full-bleed design (one colour edge to edge) is all "backdrop": keep it whole rather than print nothing.
    if (coverage(matted) >= 0.02) {
      image = matted;
      cutOut = true;
    }
  }
  const cropped = cropToAlpha(image);
  return { image: cropped, cutOut, mean: meanColour(cropped) };
}

function coverage(image: RawImage): number {
  let opaque = 0;
  for (let i = 3; i < image.data.length; i += 4) if ((image.data[i] as number) > 8) opaque++;
  return opaque / (image.width * image.height);
}

function cropToAlpha(image: RawImage): RawImage {
  const { data, width, height } = image;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if ((data[(y * width + x) * 4 + 3] as number) > 8) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) throw new Error("the logo is empty (fully transparent)");
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) out.set(data.subarray(((y + y0) * width + x0) * 4, ((y + y0) * width + x0 + w) * 4), y * w * 4);
  return { data: out, width: w, height: h };
}

/** The logo's colour weighted by coverage: what the surface colour must stand apart from. */
function meanColour(image: RawImage): [number, number, number] {
  const sum = [0, 0, 0];
  let weight = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const a = image.data[i + 3] as number;
    if (a === 0) continue;
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (image.data[i + c] as number) * a;
    weight += a;
  }
  return weight === 0 ? [0, 0, 0] : [(sum[0] as number) / weight, (sum[1] as number) / weight, (sum[2] as number) / weight];
}
