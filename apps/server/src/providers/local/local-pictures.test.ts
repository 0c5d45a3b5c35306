import { createHash } from "node:crypto";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { GenerateInput, ProviderImage } from "../image-provider";
import { createLocalProvider } from "./local.provider";

const solid = (r: number, g: number, b: number) =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const ctx = { signal: new AbortController().signal, reportProgress: async () => undefined, recordJobId: async () => undefined };
const bytesOf = (image: ProviderImage | undefined): Buffer => {
  if (!image || "url" in image) throw new Error("expected bytes");
  return Buffer.from(image.bytes);
};
const average = async (image: ProviderImage | undefined) => {
  const { data } = await sharp(bytesOf(image)).resize(32, 32, { fit: "fill" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (data[i + c] ?? 0);
  return sum.map((v) => v / (data.length / 3)) as [number, number, number];
};
const digest = (image: ProviderImage | undefined) => createHash("sha256").update(bytesOf(image)).digest("hex");

/** The offline model for the image generator (issue 18): real pictures from the prompt and from the references, never one canned image. */
describe("the local model's pictures", () => {
  const provider = createLocalProvider({ logo: createNodeLogoDeps });
  const run = (input: Partial<GenerateInput>) =>
    provider.generate!({ prompt: "", model: "local", count: 1, aspect: "1:1", references: [], purpose: "image", ...input }, ctx);

  it("text to image: a different picture for each prompt (a bulk's lines) and each variant", async () => {
    const lines = await Promise.all(["a red fox in a forest", "a lighthouse at night", "a sailing boat on the ocean"].map((prompt) => run({ prompt })));
    expect(new Set(lines.map((r) => digest(r.images[0]))).size).toBe(3);
    const variants = await run({ prompt: "a kite over hills", count: 2 });
    expect(digest(variants.images[0])).not.toBe(digest(variants.images[1]));
  });

  it("image to image takes the reference's colours and composition", async () => {
    const red = await run({ prompt: "", references: [{ bytes: await solid(210, 30, 30), contentType: "image/png" }] });
    const [r, g, b] = await average(red.images[0]);
    expect(r).toBeGreaterThan(g + 40);
    expect(r).toBeGreaterThan(b + 40);
  });

  it("remix starts each variant from the next reference in turn", async () => {
    const refs = [
      { bytes: await solid(210, 30, 30), contentType: "image/png" as const },
      { bytes: await solid(30, 40, 210), contentType: "image/png" as const },
    ];
    const remix = await run({ prompt: "a quiet hill", count: 2, references: refs });
    const [first, second] = [await average(remix.images[0]), await average(remix.images[1])];
    expect(first[0] - first[2]).toBeGreaterThan(second[0] - second[2] + 40);
  });
});
