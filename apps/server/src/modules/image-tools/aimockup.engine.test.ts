import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aimockupOptionsSchema, MOCKUP_MAX_STYLES } from "@studio/contracts";
import { isSpendKindAvailable } from "@studio/domain";
import { decodeImage } from "@studio/image-tools";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { aimockupEngine } from "./aimockup.engine";
import type { ToolEngineContext, ToolImage } from "./tool-engine.types";

const logoPng = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#fff"/><circle cx="100" cy="100" r="70" fill="#00d000"/><circle cx="100" cy="100" r="30" fill="#fff"/><rect x="200" y="60" width="160" height="80" fill="#00d000"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

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
      throw new Error("aimockup calls no vendor");
    },
    providers: () => undefined,
  };
}

const input = async (scenes: string) => ({
  image: toolImage(await logoPng()),
  mask: undefined,
  reference: undefined,
  options: aimockupOptionsSchema.parse({ scenes }),
  design: undefined,
  processWidth: 1000,
});

describe("aimockup engine", () => {
  it("renders one JPEG per chosen scene, the logo's colours on it, reporting progress", async () => {
    const ctx = context();
    const result = await aimockupEngine().run(await input("mug,shirt,storefront"), ctx);
    expect(result.method).toBe("mockup");
    const all = [result, ...(result.more ?? [])];
    expect(all).toHaveLength(3);
    for (const output of all) {
      expect(output.contentType).toBe("image/jpeg");
      const { data, info } = await sharp(output.bytes).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, output.width, output.height]).toEqual([1024, 768, 1024, 768]);
      let green = 0;
      for (let i = 0; i < data.length; i += info.channels) if ((data[i + 1] as number) > 100 && (data[i + 1] as number) > 2 * (data[i] as number)) green++;
      expect(green).toBeGreaterThan(2000);
    }
    expect(Buffer.compare(all[0]!.bytes, all[1]!.bytes)).not.toBe(0);
    expect(ctx.progress.map((p) => p.toFixed(2))).toEqual(["0.33", "0.67", "1.00"]);
    expect(result.extra).toMatchObject({ scenes: ["mug", "shirt", "storefront"], logoCutOut: true });
  });

  it("takes the spec's capped number of scenes and only known ones", () => {
    expect(MOCKUP_MAX_STYLES).toBe(3);
    expect(aimockupOptionsSchema.safeParse({ scenes: "mug,shirt,sign,storefront" }).success).toBe(false);
    expect(aimockupOptionsSchema.safeParse({ scenes: "billboard" }).success).toBe(false);
    expect(aimockupOptionsSchema.parse({}).scenes).toEqual(["businessCard"]);
  });

  it("fails (so the task refunds) on an empty logo, and stops when aborted", async () => {
    const empty = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    await expect(aimockupEngine().run({ ...(await input("mug")), image: toolImage(empty) }, context())).rejects.toThrow(/empty/);
    const controller = new AbortController();
    controller.abort();
    await expect(aimockupEngine().run(await input("mug"), context(controller.signal))).rejects.toThrow();
  });

  it("is free of vendors and always available offline", () => {
    const engine = aimockupEngine();
    expect(engine.availability()).toEqual({ available: true });
    expect(engine.paid(aimockupOptionsSchema.parse({}))).toBe(false);
  });
});

describe("aimockup spending switch", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("is on: the write-off takes aimockup's cost (2) where other unbuilt tools are refused", async () => {
    expect(isSpendKindAvailable("aimockup")).toBe(true);
    const who = await signIn(ctx, { aiCredits: 10 });
    const paid = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/write-off/mockup-1",
      headers: who.headers,
      payload: { type: "ai", name: "aimockup" },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ data: { charged: 2 } });
  });
});
