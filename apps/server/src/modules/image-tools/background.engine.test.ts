import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { backgroundOptionsSchema } from "@studio/contracts";
import { decodeImage, encodePng, removeFlatBackground } from "@studio/image-tools";
import type { ImageProvider } from "../../providers/image-provider";
import { backgroundEngine } from "./background.engine";
import type { ToolEngine, ToolEngineContext, ToolImage } from "./tool-engine.types";

const toolImage = (bytes: Buffer): ToolImage => ({ bytes, contentType: "image/png", raw: () => decodeImage(bytes) });

function context(): ToolEngineContext & { vendorCalls: number } {
  const ctx = {
    vendorCalls: 0,
    signal: new AbortController().signal,
    reportProgress: async () => undefined,
    recordProviderCall: async () => {
      ctx.vendorCalls++;
    },
    providers: () => undefined,
  };
  return ctx;
}

const svg = (backdrop: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="100">${backdrop}<rect x="40" y="20" width="40" height="50" fill="#e63946"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** The flat colour-distance method as a matting engine (what T19-CORE registers; the test needs only its cut-out). */
const flatMatting: ToolEngine<"matting"> = {
  tool: "matting",
  methods: ["flat"],
  availability: () => ({ available: true }),
  paid: () => false,
  async run(input) {
    const raw = await input.image!.raw();
    const cut = removeFlatBackground(raw).image;
    return { bytes: await encodePng(cut), contentType: "image/png", extension: "png", width: cut.width, height: cut.height, method: "flat" };
  },
};

const run = async (engine: ToolEngine<"background">, bytes: Buffer, options: Record<string, unknown>, ctx = context()) =>
  engine.run(
    { image: toolImage(bytes), mask: undefined, reference: undefined, options: backgroundOptionsSchema.parse(options), design: undefined, processWidth: 1000 },
    ctx,
  );

const pixel = async (bytes: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
};

describe("background engine", () => {
  it("cuts the subject out with the registered matting engine and lays it on a colour, with a contact shadow under it", async () => {
    const engine = backgroundEngine({ matting: flatMatting, providers: () => undefined });
    const result = await run(engine, await svg(`<rect width="120" height="100" fill="#ffffff"/>`), { mode: "colour", colour: "#1d3557" });
    expect(result).toMatchObject({ method: "backdrop", width: 120, height: 100, extra: { cutBy: "flat", mode: "colour" } });
    expect(await pixel(result.bytes, 5, 5)).toEqual([0x1d, 0x35, 0x57]);
    expect(await pixel(result.bytes, 60, 40)).toEqual([0xe6, 0x39, 0x46]);
    const below = await pixel(result.bytes, 60, 72);
    expect(below[2]).toBeLessThan(0x57);
    const flat = await run(engine, await svg(`<rect width="120" height="100" fill="#ffffff"/>`), { mode: "colour", colour: "#1d3557", shadow: "0" });
    expect(await pixel(flat.bytes, 60, 72)).toEqual([0x1d, 0x35, 0x57]);
  });

  it("uses a transparent source as it is, and draws gradients and scenes", async () => {
    const engine = backgroundEngine({ matting: undefined, providers: () => undefined });
    const transparent = await svg("");
    const gradient = await run(engine, transparent, { mode: "gradient", colour: "#000000", colour2: "#ffffff", angle: 90, shadow: "0" });
    expect(gradient.extra).toMatchObject({ cutBy: "source-alpha", mode: "gradient" });
    expect((await pixel(gradient.bytes, 2, 50))[0]).toBeLessThan(10);
    expect((await pixel(gradient.bytes, 117, 50))[0]).toBeGreaterThan(245);
    const scene = await run(engine, transparent, { mode: "scene", scene: "bokeh", colour: "#f4a261", colour2: "#264653" });
    expect(scene.extra).toMatchObject({ scene: "bokeh" });
    expect(await pixel(scene.bytes, 60, 40)).toEqual([0xe6, 0x39, 0x46]);
    expect(backgroundOptionsSchema.safeParse({ mode: "scene", scene: "beach-photo" }).success).toBe(false);
  });

  it("sends a prompt to a configured vendor's edit with the backdrop masked, and fails without one (refunded)", async () => {
    const edits: { prompt: string; maskCentre: number[] }[] = [];
    const vendor: ImageProvider = {
      name: "openai",
      models: ["gpt-image"],
      paid: true,
      async edit(input) {
        edits.push({ prompt: input.prompt, maskCentre: await pixel(input.mask!.bytes, 60, 40) });
        return {
          images: [
            {
              bytes: await sharp({ create: { width: 120, height: 100, channels: 3, background: "#2a9d8f" } })
                .png()
                .toBuffer(),
              contentType: "image/png",
            },
          ],
        };
      },
    };
    const engine = backgroundEngine({ matting: undefined, providers: (name) => (name === "openai" ? vendor : undefined) });
    expect(engine.paid(backgroundOptionsSchema.parse({ mode: "prompt", prompt: "a beach" }))).toBe(true);
    const ctx = context();
    const result = await run(engine, await svg(""), { mode: "prompt", prompt: "a beach at dusk" }, ctx);
    expect(result).toMatchObject({ method: "provider", extra: { vendor: "openai" } });
    expect(ctx.vendorCalls).toBe(1);
    expect(edits[0]?.prompt).toContain("a beach at dusk");
    expect(edits[0]?.maskCentre).toEqual([0, 0, 0]);
    const offline = backgroundEngine({ matting: undefined, providers: () => undefined });
    await expect(run(offline, await svg(""), { mode: "prompt", prompt: "a beach" })).rejects.toThrow(/provider/);
  });
});
