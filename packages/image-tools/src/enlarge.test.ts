import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { enlarge } from "./enlarge.js";
import { decodeImage, type RawImage } from "./raw-image.js";
import { resizeImage } from "./resample.js";
import { drawSvg } from "./test-images.test-support.js";

/** PSNR of the colour channels (dB). */
function psnr(a: RawImage, b: RawImage): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.data.length; i++) {
    if (i % 4 === 3) continue;
    sum += ((a.data[i] as number) - (b.data[i] as number)) ** 2;
    count++;
  }
  return 10 * Math.log10((255 * 255) / (sum / count));
}

/** Lettering and stripes: edges the network must keep sharp. */
const detail = () =>
  drawSvg(
    128,
    128,
    `<rect width="128" height="128" fill="#f4efe6"/><text x="8" y="58" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#1d3557">Ra8</text>` +
      `<g stroke="#e63946" stroke-width="3">${Array.from({ length: 9 }, (_, i) => `<line x1="${8 + i * 12}" y1="76" x2="${20 + i * 12}" y2="120"/>`).join("")}</g>`,
  );

describe("enlarge (ESRGAN in a worker thread)", () => {
  it("enlarges 2x with sharper edges than bicubic and Lanczos, tile seams invisible, reporting progress per tile", async () => {
    const original = await detail();
    const small = await decodeImage(
      await sharp(Buffer.from(original.data), { raw: { width: 128, height: 128, channels: 4 } })
        .resize(64, 64)
        .png()
        .toBuffer(),
    );
    const progress: number[] = [];
    const tiled = await enlarge(small, { scale: 2, tile: 32, overlap: 8, threads: 1, onProgress: (done, total) => progress.push(done / total) });
    expect([tiled.image.width, tiled.image.height]).toEqual([128, 128]);
    expect(tiled.method).toBe("esrgan-slim");
    expect(tiled.tiles.model + tiled.tiles.flat).toBe(4);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toHaveLength(4);
    expect(tiled.memory.wasmHeap).toBeGreaterThan(0);
    const esrgan = psnr(tiled.image, original);
    expect(esrgan).toBeGreaterThan(psnr(resizeImage(small, 128, 128, "cubic"), original) + 0.5);
    expect(esrgan).toBeGreaterThan(psnr(resizeImage(small, 128, 128, "lanczos3"), original) + 0.5);
    // One tile for the whole image: the tiled answer must match it (the overlap covers the network's reach).
    const whole = await enlarge(small, { scale: 2, tile: 64, threads: 1 });
    let worst = 0;
    for (let i = 0; i < whole.image.data.length; i++) worst = Math.max(worst, Math.abs((whole.image.data[i] as number) - (tiled.image.data[i] as number)));
    expect(worst).toBeLessThanOrEqual(3);
  }, 60_000);

  it("enlarges 4x, keeps the alpha channel (Lanczos) and fills flat tiles without the network", async () => {
    const logo = await drawSvg(48, 40, `<circle cx="24" cy="20" r="14" fill="#2a9d8f"/>`);
    const result = await enlarge(logo, { scale: 4, tile: 24, threads: 1 });
    expect([result.image.width, result.image.height]).toEqual([192, 160]);
    const alphaAt = (x: number, y: number) => result.image.data[(y * 192 + x) * 4 + 3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(96, 80)).toBe(255);
    // The disc's colour survives (no dark fringe from the transparent pixels' black).
    expect(result.image.data[(80 * 192 + 96) * 4 + 1]).toBeGreaterThan(140);
    const flat = await enlarge({ data: new Uint8Array(64 * 64 * 4).fill(200), width: 64, height: 64 }, { scale: 2, tile: 32 });
    expect(flat.tiles).toEqual({ model: 0, flat: 4 });
    expect(flat.image.data.every((v) => v === 200)).toBe(true);
  }, 60_000);

  it("stops when cancelled and refuses sizes beyond its limits", async () => {
    const original = await detail();
    const controller = new AbortController();
    const running = enlarge(original, {
      scale: 2,
      tile: 32,
      threads: 1,
      signal: controller.signal,
      onProgress: () => controller.abort(new Error("cancelled by test")),
    });
    await expect(running).rejects.toThrow("cancelled by test");
    const huge = { data: new Uint8Array(0), width: 2048, height: 1024 };
    await expect(enlarge(huge, { scale: 2 })).rejects.toThrow(RangeError);
    await expect(enlarge({ data: new Uint8Array(0), width: 1025, height: 500 }, { scale: 4 })).rejects.toThrow(RangeError);
    await expect(enlarge(original, { scale: 3 as 2 })).rejects.toThrow(RangeError);
  }, 60_000);
});
