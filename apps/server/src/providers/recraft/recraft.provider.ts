/**
 * Recraft adapter: raster and vector (SVG) images through Recraft's OpenAI-compatible API.
 *
 * Relied on (recraft.ai/docs/api-reference, as found with the search tool):
 * - Auth `Authorization: Bearer <token>`.
 * - POST {base}/v1/images/generations JSON {prompt, model ("recraftv3"), style ("any",
 *   "realistic_image", "digital_illustration", "vector_illustration", "icon"...), n 1..6, size WxH
 *   (default 1024x1024), response_format url|b64_json, negative_prompt}; vector styles produce SVG.
 * - POST {base}/v1/images/imageToImage multipart {image, prompt, strength 0..1, style, n,
 *   response_format}; POST {base}/v1/images/inpaint multipart {image, mask (white = repaint), prompt,
 *   style, n, response_format}.
 * - Answers {created, credits?, data: [{image_id?, url? | b64_json?, revised_prompt?}]}; errors {code, message}.
 * We ask for b64_json so results arrive as bytes (PNG or SVG, sniffed), never as expiring links.
 */
import { z } from "zod";
import type { AspectRatio, EditInput, GenerateInput, ImageBytes, ImageProvider, ProviderContext, ProviderImage, ProviderResult } from "../image-provider";
import { ProviderError } from "../image-provider";
import { fileName, imageBlob, imageFromBase64, requestJson, trimBase, type VendorHttp } from "../vendor-http";

export type RecraftProviderOptions = { apiKey: string; baseUrl: string; timeoutMs: number; fetch?: typeof fetch };

/** The spec's model names; `-vector` forces SVG output whatever the purpose. */
export const recraftModels = ["recraftv3", "recraftv3-vector"] as const;

const imagesResponse = z.object({
  created: z.unknown().optional(),
  data: z
    .array(z.object({ image_id: z.string().optional(), b64_json: z.string().nullish(), url: z.string().url().nullish(), revised_prompt: z.string().nullish() }))
    .min(1),
});

export function createRecraftProvider(options: RecraftProviderOptions): ImageProvider {
  const base = trimBase(options.baseUrl);
  const http: VendorHttp = {
    vendor: "Recraft",
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs,
    isModeration: (_s, _b, message) => /nsfw|inappropriate|moderat|content policy/i.test(message),
  };
  const auth = { authorization: `Bearer ${options.apiKey}`, accept: "application/json" };

  const post = (path: string, body: FormData | string, ctx: ProviderContext) =>
    requestJson(
      http,
      ctx,
      { method: "POST", url: `${base}/v1/images/${path}`, headers: typeof body === "string" ? { ...auth, "content-type": "application/json" } : auth, body },
      imagesResponse,
    );

  function imageForm(prompt: string, count: number, style: string, image: ImageBytes, extra: Record<string, string | { blob: Blob; name: string }>): FormData {
    const form = new FormData();
    form.append("prompt", prompt);
    form.append("n", String(clampCount(count)));
    form.append("style", style);
    form.append("response_format", "b64_json");
    form.append("image", imageBlob(image), fileName(image, "image"));
    for (const [key, value] of Object.entries(extra)) {
      if (typeof value === "string") form.append(key, value);
      else form.append(key, value.blob, value.name);
    }
    return form;
  }

  return {
    name: "recraft",
    models: [...recraftModels],
    paid: true,

    async generate(input: GenerateInput, ctx: ProviderContext): Promise<ProviderResult> {
      const style = styleFor(input.model, input.purpose);
      await ctx.reportProgress(0.05);
      const reference = input.references[0];
      const answer = reference
        ? await post("imageToImage", imageForm(input.prompt, input.count, style, reference, { strength: "0.5" }), ctx)
        : await post(
            "generations",
            JSON.stringify({
              prompt: input.prompt,
              model: "recraftv3",
              style,
              n: clampCount(input.count),
              size: recraftSize(input.aspect),
              response_format: "b64_json",
            }),
            ctx,
          );
      await ctx.reportProgress(0.95);
      return toResult(answer, style);
    },

    async edit(input: EditInput, ctx: ProviderContext): Promise<ProviderResult> {
      const style = styleFor(input.model, "image");
      await ctx.reportProgress(0.05);
      const answer = input.mask
        ? await post("inpaint", imageForm(input.prompt, input.count, style, input.image, { mask: { blob: imageBlob(input.mask), name: "mask.png" } }), ctx)
        : await post("imageToImage", imageForm(input.prompt, input.count, style, input.image, { strength: "0.5" }), ctx);
      await ctx.reportProgress(0.95);
      return toResult(answer, style);
    },
  };
}

/** Logos and icons come out as vectors (SVG), which the studio can keep editing; other images stay raster. */
export function styleFor(model: string, purpose: GenerateInput["purpose"]): string {
  const name = model.trim().toLowerCase();
  if (!(recraftModels as readonly string[]).includes(name)) throw new ProviderError("rejected", `Recraft: unknown model '${model}'`);
  if (purpose === "icon") return "icon";
  if (name === "recraftv3-vector" || purpose === "logo") return "vector_illustration";
  return "any";
}

function clampCount(count: number): number {
  return Math.max(1, Math.min(6, Math.round(count)));
}

export function recraftSize(aspect: AspectRatio): string {
  const sizes: Record<AspectRatio, string> = { "1:1": "1024x1024", "16:9": "1820x1024", "9:16": "1024x1820" };
  return sizes[aspect];
}

function toResult(answer: z.infer<typeof imagesResponse>, style: string): ProviderResult {
  const images: ProviderImage[] = answer.data.map((item) => {
    if (item.b64_json) return imageFromBase64("Recraft", item.b64_json);
    if (item.url) return { url: item.url };
    throw new ProviderError("bad_response", "Recraft: an image came without data or URL");
  });
  return { images, meta: { vendorModel: "recraftv3", style, imageIds: answer.data.map((item) => item.image_id ?? null) } };
}
