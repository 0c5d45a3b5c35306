import sharp from "sharp";
import type { ImageBytes, ImageProvider, ProviderImage } from "../../providers/image-provider";
import { ProviderError } from "../../providers/image-provider";
import type { ProviderLookup } from "../tasks/image-task.handlers";
import type { ToolEngine, ToolEngineContext, ToolImage, ToolOutput } from "./tool-engine.types";

/**
 * cartoonProfile (21), beautification (23) and mergeface (18): no open model that ships in a package
 * does these honestly, so they run only through a configured vendor's instructed edit. Without one
 * the engine says which vendor it needs, and the route refuses the tool before any charge.
 */
export type ProviderToolName = "cartoonProfile" | "beautification" | "mergeface";

/** The vendors whose edit takes an instruction and (for mergeface) a second picture, in the order tried, with the model used. */
const EDITORS = [
  { provider: "openai", model: "gpt-image" },
  { provider: "flux", model: "flux-kontext-pro" },
] as const;
/** What the page says a site without a vendor needs (the operator's settings, README.md). */
export const PROVIDER_TOOL_NEEDS = "OpenAI (OPENAI_API_KEY) or FLUX (BFL_API_KEY)";

/** The instruction each tool sends; the user's own words (`prompt`) and style follow it. */
const INSTRUCTIONS: Record<ProviderToolName, string> = {
  cartoonProfile:
    "Turn this portrait photo into a cartoon avatar. Keep the person's face shape, hairstyle, expression and clothing recognisable; clean outlines, flat colours, a plain light background.",
  beautification:
    "Retouch this portrait photo naturally: even out the skin tone, soften blemishes and under-eye shadows, balance the lighting and colour. Keep the person's identity, features, hair, clothes and background unchanged; no heavy smoothing.",
  mergeface:
    "Put the face of the person in the second image onto the person in the first image. Match skin tone, lighting, head angle and expression; keep the first image's hair, body, clothes and background.",
};

export function providerToolPrompt(tool: ProviderToolName, options: { style?: string | undefined; prompt?: string | undefined }): string {
  const parts = [INSTRUCTIONS[tool]];
  if (options.style) parts.push(`Style: ${options.style}.`);
  if (options.prompt) parts.push(options.prompt);
  return parts.join(" ");
}

/** The first configured vendor that can edit by instruction, with its model. */
export function providerEditor(providers: ProviderLookup): { provider: ImageProvider; model: string } | undefined {
  for (const editor of EDITORS) {
    const provider = providers(editor.provider);
    if (provider?.edit) return { provider, model: editor.model };
  }
  return undefined;
}

const asImageBytes = (image: ToolImage): ImageBytes => {
  const type = image.contentType;
  if (type === "image/png" || type === "image/jpeg" || type === "image/webp") return { bytes: image.bytes, contentType: type };
  // Anything else the route accepted (AVIF, GIF...) goes to the vendor as PNG, which every editor reads.
  return { bytes: image.bytes, contentType: "image/png" };
};

async function normalised(image: ToolImage): Promise<ImageBytes> {
  const bytes = asImageBytes(image);
  if (bytes.contentType === image.contentType) return bytes;
  return { bytes: await sharp(image.bytes).png().toBuffer(), contentType: "image/png" };
}

/** A vendor answer as a stored output: PNG bytes and their size (URLs were already fetched by the downloader). */
async function toOutput(image: ProviderImage, download: (url: string) => Promise<Buffer>): Promise<ToolOutput> {
  const bytes = "url" in image ? await download(image.url) : image.bytes;
  const png = await sharp(bytes, { limitInputPixels: 16_777_216 }).png().toBuffer({ resolveWithObject: true });
  return { bytes: png.data, contentType: "image/png", extension: "png", width: png.info.width, height: png.info.height };
}

export function createProviderToolEngine<T extends ProviderToolName>(
  tool: T,
  deps: { providers: ProviderLookup; download: (url: string) => Promise<Buffer> },
): ToolEngine<T> {
  return {
    tool,
    methods: ["provider"],
    availability: () => (providerEditor(deps.providers) ? { available: true } : { available: false, reason: "needs_provider", needs: PROVIDER_TOOL_NEEDS }),
    paid: () => true,
    async run(input, ctx: ToolEngineContext) {
      const editor = providerEditor(deps.providers);
      if (!editor?.provider.edit)
        throw new ProviderError("unavailable", `This tool needs ${PROVIDER_TOOL_NEEDS}, which this site has not configured.`, { retryable: false });
      if (!input.image) throw new ProviderError("rejected", "No image to work on.", { retryable: false });
      if (tool === "mergeface" && !input.reference) throw new ProviderError("rejected", "Face merge needs a second image with the face.", { retryable: false });
      const image = await normalised(input.image);
      const references = input.reference ? [await normalised(input.reference)] : [];
      const options: { style?: string | undefined; prompt?: string | undefined } = input.options;
      await ctx.reportProgress(0.1);
      await ctx.recordProviderCall();
      const result = await editor.provider.edit(
        { prompt: providerToolPrompt(tool, options), model: editor.model, count: 1, image, references },
        { signal: ctx.signal, reportProgress: ctx.reportProgress, recordJobId: async () => undefined },
      );
      const [first] = result.images;
      if (!first) throw new ProviderError("bad_response", "The vendor returned no image.", { retryable: false });
      const output = await toOutput(first, deps.download);
      await ctx.reportProgress(0.95);
      return { ...output, method: "provider", extra: { provider: editor.provider.name, model: editor.model } };
    },
  };
}
