import sharp from "sharp";

/** RGB pixels of an image with transparency flattened on white (a page's background), at its own size. */
export async function rgbOnWhite(image: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const { data, info } = await sharp(image).flatten({ background: "#ffffff" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * The share of pixels of two same-sized images where any channel differs by more than `tolerance`
 * (0-255): anti-aliasing of two rasterisers moves edge pixels a little, a wrong drawing moves areas.
 */
export async function differingShare(a: Buffer, b: Buffer, tolerance: number): Promise<{ share: number; width: number; height: number }> {
  const [left, right] = await Promise.all([rgbOnWhite(a), rgbOnWhite(b)]);
  if (left.width !== right.width || left.height !== right.height)
    throw new Error(`sizes differ: ${left.width}x${left.height} and ${right.width}x${right.height}`);
  let differing = 0;
  for (let i = 0; i < left.data.length; i += 3) {
    for (let c = 0; c < 3; c += 1) {
      if (Math.abs((left.data[i + c] ?? 0) - (right.data[i + c] ?? 0)) > tolerance) {
        differing += 1;
        break;
      }
    }
  }
  return { share: differing / (left.width * left.height), width: left.width, height: left.height };
}
