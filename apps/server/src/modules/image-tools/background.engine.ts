import { mattingOptionsSchema } from "@studio/contracts";
import { composeOnBackdrop, decodeImage, drawBackdrop, encodePng, hexToRgb, type BackdropSpec, type RawImage } from "@studio/image-tools";
import type { ImageProvider } from "../../providers/image-provider";
import type { ToolEngine, ToolEngineContext, ToolEngineInput, ToolEngineResult } from "./tool-engine.types";
import { ToolFailure } from "./tool-failure";

/** Remote vendors asked, in this order, for a prompted background (the first configured one with an edit call). */
const PROMPT_VENDORS = ["openai", "flux", "ideogram", "recraft"] as const;

/** Share of pixels that must be see-through for the source to count as already cut out (then it is used as is). */
const CUT_OUT_SHARE = 0.02;

function isCutOut(image: RawImage): boolean {
  let clear = 0;
  for (let p = 3; p < image.data.length; p += 4) if ((image.data[p] as number) < 250) clear++;
  return clear / (image.width * image.height) >= CUT_OUT_SHARE;
}

/** A seed from the pixels, so the same source and options draw the same scene (a re-run is reproducible). */
function seedOf(image: RawImage): number {
  let h = 2166136261;
  for (let i = 0; i < image.data.length; i += 97) h = Math.imul(h ^ (image.data[i] as number), 16777619);
  return h >>> 0;
}

function backdropSpec(options: ToolEngineInput<"background">["options"], seed: number): BackdropSpec {
  const colour = hexToRgb(options.colour);
  const colour2 = hexToRgb(options.colour2 ?? "#4f46e5");
  if (options.mode === "gradient") {
    return options.gradient === "radial" ? { kind: "radial", from: colour, to: colour2 } : { kind: "linear", from: colour, to: colour2, angle: options.angle };
  }
  if (options.mode === "scene") return { kind: "scene", scene: options.scene, colour, colour2, seed };
  return { kind: "colour", colour };
}

/** White where the backdrop is (the vendor may change it), black over the subject: the edit mask. */
async function backdropMask(cutout: RawImage): Promise<Buffer> {
  const data = new Uint8Array(cutout.width * cutout.height * 4);
  for (let p = 0; p < cutout.width * cutout.height; p++) {
    const keep = (cutout.data[p * 4 + 3] as number) >= 128 ? 0 : 255;
    data.set([keep, keep, keep, 255], p * 4);
  }
  return encodePng({ data, width: cutout.width, height: cutout.height });
}

async function promptedBackground(
  provider: ImageProvider & Required<Pick<ImageProvider, "edit">>,
  cutout: RawImage,
  prompt: string,
  ctx: ToolEngineContext,
): Promise<ToolEngineResult> {
  await ctx.recordProviderCall();
  const result = await provider.edit(
    {
      prompt: `Replace the background with: ${prompt}. Keep the subject exactly as it is.`,
      model: provider.models[0] ?? provider.name,
      count: 1,
      image: { bytes: await encodePng(cutout), contentType: "image/png" },
      mask: { bytes: await backdropMask(cutout), contentType: "image/png" },
      references: [],
    },
    { signal: ctx.signal, reportProgress: (p) => ctx.reportProgress(0.4 + 0.5 * p), recordJobId: async () => undefined },
  );
  const first = result.images[0];
  if (!first || !("bytes" in first)) throw new Error("The provider answered no image");
  const image = await decodeImage(first.bytes);
  return { bytes: await encodePng(image), contentType: "image/png", extension: "png", width: image.width, height: image.height, method: "provider" };
}

/**
 * Background generation (tool `background`, charged as matting): the subject is cut out by the
 * registered matting engine (whatever methods it has here; a source that is already transparent is
 * used as is), then laid over a colour, a gradient or a scene drawn by code (backdrop.ts), with a
 * soft contact shadow when asked. Mode `prompt` sends the cut-out and a mask of its backdrop to the
 * first configured vendor with an edit call; without one it fails (and is refunded).
 */
export function backgroundEngine(deps: {
  matting: ToolEngine<"matting"> | undefined;
  providers: (name: string) => ImageProvider | undefined;
}): ToolEngine<"background"> {
  const promptVendor = () => {
    for (const name of PROMPT_VENDORS) {
      const provider = deps.providers(name);
      if (provider?.edit) return provider as ImageProvider & Required<Pick<ImageProvider, "edit">>;
    }
    return undefined;
  };
  return {
    tool: "background",
    // 'provider' only while a vendor with an edit call is configured: the page offers a described
    // background only then (GET /api/ai-design/tools lists the methods at the time of asking).
    get methods(): readonly ("backdrop" | "provider")[] {
      return promptVendor() ? ["backdrop", "provider"] : ["backdrop"];
    },
    availability: () => ({ available: true }),
    paid: (options) => options.mode === "prompt",
    async run(input, ctx) {
      if (!input.image) throw new ToolFailure("tool_no_source");
      const vendor = input.options.mode === "prompt" ? promptVendor() : undefined;
      if (input.options.mode === "prompt" && (!vendor || !input.options.prompt)) {
        // Without a vendor with an edit call (openai, flux, ideogram, recraft) a prompt cannot be honoured: refused, refunded.
        if (!vendor) throw new ToolFailure("tool_needs_edit_provider");
        throw new Error("A prompted background needs a prompt");
      }
      const source = await input.image.raw();
      let cutout = source;
      let cutBy: string = "source-alpha";
      if (!isCutOut(source)) {
        if (!deps.matting) throw new Error("No matting engine is registered to cut the subject out");
        const matted = await deps.matting.run({ ...input, options: mattingOptionsSchema.parse({ mattingType: "auto", crop: false }) }, ctx);
        cutout = await decodeImage(matted.bytes);
        cutBy = matted.method;
      }
      ctx.signal.throwIfAborted();
      await ctx.reportProgress(0.4);
      if (vendor && input.options.prompt)
        return { ...(await promptedBackground(vendor, cutout, input.options.prompt, ctx)), extra: { cutBy, vendor: vendor.name } };
      const backdrop = drawBackdrop(cutout.width, cutout.height, backdropSpec(input.options, seedOf(source)));
      const composed = composeOnBackdrop(cutout, backdrop, { shadow: input.options.shadow });
      await ctx.reportProgress(0.9);
      return {
        bytes: await encodePng(composed),
        contentType: "image/png",
        extension: "png",
        width: composed.width,
        height: composed.height,
        method: "backdrop",
        extra: { cutBy, mode: input.options.mode, ...(input.options.mode === "scene" ? { scene: input.options.scene } : {}) },
      };
    },
  };
}
