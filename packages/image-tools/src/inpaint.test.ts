import { describe, expect, it } from "vitest";
import { inpaint } from "./inpaint.js";
import type { RawImage } from "./raw-image.js";

const W = 160;
const H = 120;

function picture(colour: (x: number, y: number) => [number, number, number]): RawImage {
  const data = new Uint8Array(W * H * 4);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) data.set([...colour(x, y), 255], (y * W + x) * 4);
  return { data, width: W, height: H };
}

/** A brush stroke: discs of radius 10 along a line, as the erase page draws it. */
function stroke(): Uint8Array {
  const mask = new Uint8Array(W * H);
  for (let t = 0; t <= 1; t += 0.02) {
    const cx = 40 + t * 80;
    const cy = 50 + t * 20;
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= 100) mask[y * W + x] = 255;
  }
  return mask;
}

/** The image with the masked pixels painted magenta: what the user wants gone. */
function marked(image: RawImage, mask: Uint8Array): RawImage {
  const data = Uint8Array.from(image.data);
  for (let p = 0; p < mask.length; p++) if (mask[p]) data.set([255, 0, 255, 255], p * 4);
  return { ...image, data };
}

function errorInside(result: RawImage, original: RawImage, mask: Uint8Array): number {
  let sum = 0;
  let count = 0;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs((result.data[p * 4 + c] as number) - (original.data[p * 4 + c] as number));
    count += 3;
  }
  return sum / count;
}

/** Mean absolute difference between horizontal neighbours, inside or outside the mask: grain strength. */
function grain(image: RawImage, mask: Uint8Array, inside: boolean): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W - 1; x++) {
      const p = y * W + x;
      if (Boolean(mask[p]) !== inside || Boolean(mask[p + 1]) !== inside) continue;
      sum += Math.abs((image.data[p * 4] as number) - (image.data[(p + 1) * 4] as number));
      count++;
    }
  }
  return sum / count;
}

describe("inpaint", () => {
  const mask = stroke();

  it("fills a flat area with the same colour", () => {
    const original = picture(() => [240, 236, 228]);
    const result = inpaint(marked(original, mask), mask);
    expect(errorInside(result, original, mask)).toBeLessThan(0.5);
  });

  it("continues a gradient across the hole", () => {
    const original = picture((x, y) => [Math.round(40 + x * 1.2), Math.round(90 + y), 200]);
    const result = inpaint(marked(original, mask), mask);
    expect(errorInside(result, original, mask)).toBeLessThan(1.5);
  });

  it("fills a textured area with texture as strong as around it, not a smooth patch", () => {
    let s = 7;
    const noise = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32 - 0.5) * 40;
    const original = picture((x, y) => {
      const n = noise();
      return [Math.round(150 + 30 * Math.sin(x / 9) + n), Math.round(120 + 20 * Math.cos(y / 7) + n), Math.round(100 + n)];
    });
    const result = inpaint(marked(original, mask), mask);
    const ratio = grain(result, mask, true) / grain(original, mask, false);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.5);
    // Texture is not the original texture, but no magenta is left and the colours stay in the area's range.
    for (let p = 0; p < mask.length; p++) if (mask[p]) expect(result.data[p * 4 + 1] as number).toBeGreaterThan(40);
    expect(errorInside(result, original, mask)).toBeLessThan(30);
  });

  it("leaves pixels outside the mask untouched and refuses a mask of the wrong size or covering everything", () => {
    const original = picture((x) => [x, 50, 50]);
    const result = inpaint(marked(original, mask), mask);
    for (let p = 0; p < mask.length; p++) {
      const x = p % W;
      const y = (p - x) / W;
      // One pixel of margin around the stroke is refilled too (the rim of an erased mark).
      const near = [-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => mask[(y + dy) * W + x + dx]));
      if (!near) expect(result.data[p * 4]).toBe(original.data[p * 4]);
    }
    expect(() => inpaint(original, new Uint8Array(10))).toThrow(RangeError);
    expect(() => inpaint(original, new Uint8Array(W * H).fill(1))).toThrow(RangeError);
  });
});
