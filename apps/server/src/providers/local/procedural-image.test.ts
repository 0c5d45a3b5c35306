import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import type { IconSource } from "@studio/logo-engine";
import { paintProceduralImage } from "./procedural-image";

/** The average colour of the painted picture, rendered at a small size. */
async function averageRgb(svg: string): Promise<[number, number, number]> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(64, 64, { fit: "fill" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (data[i + c] ?? 0);
  const n = data.length / info.channels;
  return [Math.round((sum[0] ?? 0) / n), Math.round((sum[1] ?? 0) / n), Math.round((sum[2] ?? 0) / n)];
}

/** The offline picture model honours the colour, mood and subject words it recognises. */
describe("procedural painter (local model)", () => {
  let icons: IconSource;
  beforeAll(() => {
    icons = createNodeLogoDeps().icons;
  });

  it("paints the colours a prompt names", async () => {
    const [r1, g1, b1] = await averageRgb(paintProceduralImage({ prompt: "a red and orange landscape", aspect: "1:1", seed: 1, icons }).svg);
    expect(r1).toBeGreaterThan(b1 + 40);
    expect(r1).toBeGreaterThan(g1);
    const [r2, , b2] = await averageRgb(paintProceduralImage({ prompt: "a blue and navy landscape", aspect: "1:1", seed: 1, icons }).svg);
    expect(b2).toBeGreaterThan(r2 + 40);
  });

  it("reads a mood (night sky with stars, ocean waves) and a subject, in English and Chinese", () => {
    const night = paintProceduralImage({ prompt: "a fox at night", aspect: "16:9", seed: 3, icons });
    expect(night.mood).toBe("night");
    expect(night.subject).toBeDefined();
    expect(night.svg.match(/fill="#ffffff" opacity/g)?.length ?? 0).toBeGreaterThan(50);
    expect([night.width, night.height]).toEqual([1024, 576]);
    const ocean = paintProceduralImage({ prompt: "a sailing boat on the ocean", aspect: "1:1", seed: 3, icons });
    expect(ocean.mood).toBe("ocean");
    const zh = paintProceduralImage({ prompt: "红色的猫", aspect: "1:1", seed: 3, icons });
    expect(zh.colours.length).toBeGreaterThan(0);
  });

  it("is deterministic for one prompt and seed, and varies by seed", () => {
    const a = paintProceduralImage({ prompt: "a mountain lake", aspect: "1:1", seed: 7, icons }).svg;
    expect(paintProceduralImage({ prompt: "a mountain lake", aspect: "1:1", seed: 7, icons }).svg).toBe(a);
    expect(paintProceduralImage({ prompt: "a mountain lake", aspect: "1:1", seed: 8, icons }).svg).not.toBe(a);
  });
});
