import { describe, expect, it } from "vitest";
import { BACKDROP_SCENES, composeOnBackdrop, contactShadow, drawBackdrop, hexToRgb } from "./backdrop.js";
import { drawSvg } from "./test-images.test-support.js";
import type { RawImage } from "./raw-image.js";

const at = (image: RawImage, x: number, y: number) => Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

/** Standard deviation of the red channel: how much a backdrop varies. */
function spread(image: RawImage): number {
  let sum = 0;
  let squares = 0;
  const n = image.width * image.height;
  for (let p = 0; p < n; p++) {
    const v = image.data[p * 4] as number;
    sum += v;
    squares += v * v;
  }
  return Math.sqrt(squares / n - (sum / n) ** 2);
}

describe("backdrops", () => {
  it("fills a colour, a linear gradient along its angle and a radial one from the centre", () => {
    expect(hexToRgb("#0af")).toEqual([0, 170, 255]);
    const flat = drawBackdrop(20, 10, { kind: "colour", colour: hexToRgb("#336699") });
    expect(at(flat, 7, 3)).toEqual([0x33, 0x66, 0x99, 255]);
    const linear = drawBackdrop(100, 20, { kind: "linear", from: [0, 0, 0], to: [200, 100, 0], angle: 90 });
    expect(at(linear, 0, 10)[0]).toBeLessThan(3);
    expect(at(linear, 99, 10)[0]).toBeGreaterThan(197);
    for (let x = 1; x < 100; x++) expect(at(linear, x, 5)[0]).toBeGreaterThanOrEqual(at(linear, x - 1, 5)[0] as number);
    const down = drawBackdrop(20, 100, { kind: "linear", from: [0, 0, 0], to: [200, 100, 0], angle: 180 });
    expect(at(down, 10, 99)[0]).toBeGreaterThan(at(down, 10, 0)[0] as number);
    const radial = drawBackdrop(41, 41, { kind: "radial", from: [250, 250, 250], to: [10, 10, 10] });
    expect(at(radial, 20, 20)[0]).toBeGreaterThan(240);
    expect(at(radial, 0, 0)[0]).toBeLessThan(20);
  });

  it("draws each scene from the colours, textured (not flat), the same for the same seed and new for another", () => {
    for (const scene of BACKDROP_SCENES) {
      const spec = { kind: "scene" as const, scene, colour: hexToRgb("#c8a27a"), colour2: hexToRgb("#35507a"), seed: 7 };
      const image = drawBackdrop(96, 64, spec);
      expect(spread(image), scene).toBeGreaterThan(2);
      expect(image.data.every((v, i) => i % 4 !== 3 || v === 255)).toBe(true);
      expect(Buffer.from(drawBackdrop(96, 64, spec).data).equals(Buffer.from(image.data)), scene).toBe(true);
      if (scene !== "studio") expect(Buffer.from(drawBackdrop(96, 64, { ...spec, seed: 8 }).data).equals(Buffer.from(image.data)), scene).toBe(false);
    }
  });

  it("lays the subject over the new backdrop, and the contact shadow darkens only under its base", async () => {
    const cutout = await drawSvg(80, 80, `<rect x="30" y="20" width="20" height="40" fill="#e63946"/>`);
    const backdrop = drawBackdrop(80, 80, { kind: "colour", colour: [240, 240, 240] });
    const plain = composeOnBackdrop(cutout, backdrop, { shadow: false });
    expect(at(plain, 40, 40)).toEqual([0xe6, 0x39, 0x46, 255]);
    expect(at(plain, 5, 5)).toEqual([240, 240, 240, 255]);
    expect(at(plain, 40, 61)).toEqual([240, 240, 240, 255]);
    const shaded = composeOnBackdrop(cutout, backdrop, { shadow: true });
    expect(at(shaded, 40, 61)[0]).toBeLessThan(200);
    expect(at(shaded, 5, 5)).toEqual([240, 240, 240, 255]);
    expect(at(shaded, 40, 10)).toEqual([240, 240, 240, 255]);
    expect(contactShadow({ data: new Uint8Array(16 * 16 * 4), width: 16, height: 16 }).every((v) => v === 0)).toBe(true);
    expect(() => composeOnBackdrop(cutout, drawBackdrop(10, 10, { kind: "colour", colour: [0, 0, 0] }), { shadow: false })).toThrow(RangeError);
  });
});
