import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageclarityOptionsSchema } from "@studio/contracts";
import { isSpendKindAvailable } from "@studio/domain";
import { decodeImage } from "@studio/image-tools";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { imageclarityEngine } from "./imageclarity.engine";
import { createToolEngines } from "./tool-engines";
import type { ToolEngineContext, ToolImage } from "./tool-engine.types";

const toolImage = (bytes: Buffer): ToolImage => ({ bytes, contentType: "image/png", raw: () => decodeImage(bytes) });

function context(signal = new AbortController().signal): ToolEngineContext & { progress: number[] } {
  const progress: number[] = [];
  return {
    progress,
    signal,
    reportProgress: async (p: number) => {
      progress.push(p);
    },
    recordProviderCall: async () => {
      throw new Error("enlarge calls no vendor");
    },
    providers: () => undefined,
  };
}

/** A small badge with lettering on a see-through backdrop. */
const badge = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 2 - 4}" fill="#264653"/><text x="${width / 2}" y="${height / 2 + 8}" text-anchor="middle" font-family="DejaVu Sans" font-size="22" fill="#e9c46a">A8</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

const input = async (scale: string, width = 80, height = 64) => ({
  image: toolImage(await badge(width, height)),
  mask: undefined,
  reference: undefined,
  options: imageclarityOptionsSchema.parse({ scale }),
  design: undefined,
  processWidth: 1000,
});

describe("imageclarity engine (offline ESRGAN)", () => {
  it("is registered, offline, and enlarges 2x into a PNG that keeps the alpha, reporting progress", async () => {
    const engine = createToolEngines({ providers: () => undefined } as unknown as Parameters<typeof createToolEngines>[0]).imageclarity;
    expect(engine?.methods).toEqual(["esrgan"]);
    expect(engine?.availability()).toEqual({ available: true });
    const ctx = context();
    const result = await imageclarityEngine().run(await input("2"), ctx);
    expect(result).toMatchObject({ method: "esrgan", contentType: "image/png", extension: "png", width: 160, height: 128 });
    const { data, info } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([160, 128, 4]);
    expect(data[3]).toBe(0);
    expect(data[(64 * 160 + 80) * 4 + 3]).toBe(255);
    expect(ctx.progress.at(-1)).toBeGreaterThan(0.85);
    expect(result.extra).toMatchObject({ scale: 2, model: "esrgan-slim" });
  }, 60_000);

  it("refuses a 4x result beyond 2048x2048 (so the task refunds), and stops when aborted", async () => {
    await expect(imageclarityEngine().run(await input("4", 600, 520), context())).rejects.toThrow(/too large/);
    const controller = new AbortController();
    controller.abort(new Error("stopped"));
    await expect(imageclarityEngine().run(await input("2"), context(controller.signal))).rejects.toThrow("stopped");
    expect(imageclarityOptionsSchema.safeParse({ scale: "3" }).success).toBe(false);
  }, 60_000);
});

describe("imageclarity spending switch", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("is on: the write-off takes imageclarity's cost (2)", async () => {
    expect(isSpendKindAvailable("imageclarity")).toBe(true);
    const who = await signIn(ctx, { aiCredits: 10 });
    const paid = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/write-off/enlarge-1",
      headers: who.headers,
      payload: { type: "ai", name: "imageclarity" },
    });
    expect(paid.statusCode).toBe(200);
    // credit-costs.ts: imageclarity costs 2.
    expect(paid.json()).toMatchObject({ data: { charged: 2 } });
  });
});
