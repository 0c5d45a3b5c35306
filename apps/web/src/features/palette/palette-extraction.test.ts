import { describe, expect, it } from "vitest";
import { extractPalette, labDistance, rgbToLab, toHex } from "./palette-extraction";

function pixels(...runs: Array<[r: number, g: number, b: number, a: number, count: number]>): number[] {
  return runs.flatMap(([r, g, b, a, count]) => Array.from({ length: count }, () => [r, g, b, a]).flat());
}

describe("palette extraction", () => {
  it("returns the main colours, most common first, with their share", () => {
    const palette = extractPalette(pixels([79, 70, 229, 255, 60], [236, 72, 153, 255, 30], [255, 255, 255, 255, 10]));
    expect(palette).toEqual([
      { hex: "#4f46e5", share: 0.6 },
      { hex: "#ec4899", share: 0.3 },
      { hex: "#ffffff", share: 0.1 },
    ]);
  });

  it("merges colours closer than 15 in Lab and keeps at most 4", () => {
    const palette = extractPalette(
      pixels([200, 0, 0, 255, 10], [204, 2, 2, 255, 5], [0, 200, 0, 255, 4], [0, 0, 200, 255, 3], [240, 240, 0, 255, 2], [0, 0, 0, 255, 1]),
    );
    expect(palette).toHaveLength(4);
    expect(palette[0]?.share).toBeCloseTo(15 / 25);
  });

  it("ignores fully transparent pixels and returns nothing for an empty image", () => {
    expect(extractPalette(pixels([255, 0, 0, 0, 50], [0, 0, 255, 255, 1]))).toEqual([{ hex: "#0000ff", share: 1 }]);
    expect(extractPalette([])).toEqual([]);
  });

  it("converts colours to Lab and hex", () => {
    const [l, a, b] = rgbToLab(255, 255, 255);
    expect(l).toBeCloseTo(100, 0);
    expect(Math.abs(a) + Math.abs(b)).toBeLessThan(0.5);
    expect(labDistance(rgbToLab(0, 0, 0), rgbToLab(255, 255, 255))).toBeCloseTo(100, 0);
    expect(toHex(15.6, 0, 255)).toBe("#1000ff");
  });
});
