import { describe, expect, it } from "vitest";
import { contentBounds, dominantColors, isNearColor, NEAR_COLOR_DIFFERENCE } from "./color-tools";

/** RGBA pixels of a `width` x `height` picture, each pixel from `at(x, y)`. */
function picture(width: number, height: number, at: (x: number, y: number) => [number, number, number, number]): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels.set(at(x, y), (y * width + x) * 4);
  return pixels;
}

describe("colour helpers (spec 03 section 5)", () => {
  it("near colours: within Lab 20 count as the same colour", () => {
    expect(NEAR_COLOR_DIFFERENCE).toBe(20);
    expect(isNearColor("#e4572e", "#e85a30")).toBe(true);
    expect(isNearColor("#ff0000", "#0000ff")).toBe(false);
    // Grey steps: #808080 to #8c8c8c is about 4.7 in Lab, to #b4b4b4 about 19.7, to #b8b8b8 about 21.2.
    expect(isNearColor("#808080", "#8c8c8c")).toBe(true);
    expect(isNearColor("#808080", "#b4b4b4")).toBe(true);
    expect(isNearColor("#808080", "#b8b8b8")).toBe(false);
    expect(isNearColor("#808080", "#b0b0b0", 10)).toBe(false);
  });

  it("dominant colours: 4 by default, colours within Lab 15 merged, transparent pixels ignored", () => {
    const stripes: [number, number, number, number][] = [
      [228, 87, 46, 255],
      [230, 88, 48, 255],
      [41, 51, 92, 255],
      [243, 167, 18, 255],
      [255, 255, 255, 255],
      [20, 200, 90, 255],
      [0, 0, 0, 0],
    ];
    const pixels = picture(70, 10, (x) => stripes[Math.floor(x / 10)]!);
    const { colors } = dominantColors(pixels);
    expect(colors).toHaveLength(4);
    // The two oranges are one colour, counted twice as much.
    expect(colors[0]).toMatch(/^#e[45]5[78]2[ef]$/);
    expect(colors.some((color) => isNearColor(color, "#000000", 5))).toBe(false);
  });

  it("content bounds ignore fully transparent pixels (alpha threshold 0)", () => {
    const pixels = picture(20, 10, (x, y) => (x >= 3 && x < 15 && y >= 2 && y < 7 ? [10, 10, 10, 255] : [255, 255, 255, 0]));
    expect(contentBounds(pixels, 20, 10)).toEqual({ x: 3, y: 2, width: 12, height: 5 });
    // A faint pixel counts at threshold 0, not at a higher one.
    pixels.set([0, 0, 0, 1], (9 * 20 + 19) * 4);
    expect(contentBounds(pixels, 20, 10)).toEqual({ x: 3, y: 2, width: 17, height: 8 });
    expect(contentBounds(pixels, 20, 10, 1)).toEqual({ x: 3, y: 2, width: 12, height: 5 });
    expect(contentBounds(new Uint8Array(4 * 4), 2, 2)).toBeNull();
  });
});
