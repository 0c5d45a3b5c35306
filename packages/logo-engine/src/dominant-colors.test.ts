import { describe, expect, it } from "vitest";
import { createNodeLogoDeps } from "./node.js";
import { deltaE, dominantColors, generateLogos, hexToRgb, rgbToLab } from "./index.js";

/** A synthetic photo: colour bands with their shares, plus a little noise so bins spread. */
function image(bands: [r: number, g: number, b: number, share: number][], size = 100 * 100): Uint8Array {
  const pixels = new Uint8Array(size * 4);
  let index = 0;
  let seed = 1;
  const noise = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 7) - 3;
  };
  for (const [r, g, b, share] of bands) {
    const n = Math.round(size * share);
    for (let i = 0; i < n && index < size; i += 1, index += 1) pixels.set([r + noise(), g + noise(), b + noise(), 255], index * 4);
  }
  return pixels;
}
const near = (a: string, b: string): boolean => deltaE(rgbToLab(hexToRgb(a)), rgbToLab(hexToRgb(b))) < 10;

describe("dominantColors", () => {
  it("finds the main colours by weight, merging shades within Lab 15", () => {
    const result = dominantColors(
      image([
        [200, 40, 40, 0.5],
        [205, 45, 42, 0.1],
        [30, 60, 160, 0.25],
        [240, 230, 200, 0.1],
        [20, 20, 20, 0.05],
      ]),
    );
    expect(result.colors).toHaveLength(4);
    expect(near(result.colors[0]!, "#c92929")).toBe(true);
    expect(near(result.colors[1]!, "#1e3ca0")).toBe(true);
    expect(result.weights[0]).toBeGreaterThan(0.55);
    expect(result.duotone?.[0]).toBe(result.colors[1]);
  });

  it("skips colours near (Lab 20) a heavier one and ignores transparent pixels", () => {
    const pixels = image([
      [200, 40, 40, 0.6],
      [215, 70, 55, 0.3],
      [30, 60, 160, 0.1],
    ]);
    for (let i = 3; i < pixels.length; i += 40) pixels[i] = 0;
    const result = dominantColors(pixels, { count: 2 });
    expect(result.colors).toHaveLength(2);
    expect(near(result.colors[1]!, "#1e3ca0")).toBe(true);
  });

  it("turns a reference image into a palette the engine uses", () => {
    const { colors } = dominantColors(
      image([
        [34, 85, 51, 0.7],
        [230, 180, 80, 0.3],
      ]),
    );
    const [logo] = generateLogos({ name: "Forest Tea", referenceColors: colors, count: 1, seed: 1 }, createNodeLogoDeps());
    expect(logo?.provenance.palette.id.startsWith("reference")).toBe(true);
  });
});
