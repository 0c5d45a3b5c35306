/**
 * Ideogram adapter: generate, remix, masked edit and describe.
 *
 * Relied on (developer.ideogram.ai API reference, as found with the search tool):
 * - Auth header `Api-Key`. Image links are ephemeral: the engine must download them promptly.
 * - Ideogram 3.0, multipart: POST {base}/v1/ideogram-v3/generate {prompt, aspect_ratio "16x9",
 *   rendering_speed TURBO|DEFAULT|QUALITY, num_images 1..8, seed, style_type}; POST
 *   /v1/ideogram-v3/remix adds `image` (file) and image_weight 1..100; POST /v1/ideogram-v3/edit takes
 *   `image`, `mask` (black marks what to change) and prompt.
 * - Legacy: POST {base}/generate JSON {image_request: {prompt, model V_2|V_2_TURBO, aspect_ratio
 *   ASPECT_16_9, num_images, seed, style_type}}; POST /remix multipart {image_file, image_request (JSON)}.
 * - All answer {created, data: [{url, prompt, resolution, seed, is_image_safe, style_type}]}; an unsafe
 *   result has is_image_safe=false and no usable URL.
 * - POST {base}/describe multipart {image_file} answers {descriptions: [{text}]}.
 * - Errors are FastAPI-style {detail} bodies (or {error}/{message}); 429 on too many requests.
 */
import sharp from "sharp";
import { z } from "zod";
import type { AspectRatio, DescribeInput, EditInput, GenerateInput, ImageBytes, ImageProvider, ProviderContext, ProviderResult } from "../image-provider";
import { ProviderError } from "../image-provider";
import { fileName, imageBlob, requestJson, trimBase, type VendorHttp } from "../vendor-http";

export type IdeogramProviderOptions = { apiKey: string; baseUrl: string; timeoutMs: number; fetch?: typeof fetch };

/** The spec's model names: `ideogram` is Ideogram 3.0, the numbered ones the legacy V_2 models. */
export const ideogramModels: Record<string, "V_3" | "V_2" | "V_2_TURBO"> = {
  ideogram: "V_3",
  "ideogram-v3": "V_3",
  ideogram2: "V_2",
  "ideogram-turbo-2": "V_2_TURBO",
};

const imagesResponse = z.object({
  created: z.unknown().optional(),
  data: z.array(
    z.object({
      url: z.string().nullish(),
      is_image_safe: z.boolean().optional(),
      seed: z.number().optional(),
      resolution: z.string().optional(),
      prompt: z.string().optional(),
    }),
  ),
});

const describeResponse = z.object({ descriptions: z.array(z.object({ text: z.string() })).min(1) });

export function createIdeogramProvider(options: IdeogramProviderOptions): ImageProvider {
  const base = trimBase(options.baseUrl);
  const http: VendorHttp = {
    vendor: "Ideogram",
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs,
    isModeration: (_s, _b, message) => /safety|unsafe|moderat|policy/i.test(message),
  };
  const headers = { "api-key": options.apiKey, accept: "application/json" };

  const post = (path: string, body: FormData | string, ctx: ProviderContext) =>
    requestJson(
      http,
      ctx,
      { method: "POST", url: `${base}${path}`, headers: typeof body === "string" ? { ...headers, "content-type": "application/json" } : headers, body },
      imagesResponse,
    );

  function v3Form(
    prompt: string,
    count: number,
    aspect: AspectRatio | undefined,
    quality: GenerateInput["quality"],
    seed: number | undefined,
    styleType: string | undefined,
  ): FormData {
    const form = new FormData();
    form.append("prompt", prompt);
    form.append("num_images", String(clampCount(count)));
    if (aspect) form.append("aspect_ratio", aspect.replace(":", "x"));
    form.append("rendering_speed", quality === "low" ? "TURBO" : quality === "high" ? "QUALITY" : "DEFAULT");
    if (seed !== undefined) form.append("seed", String(seed));
    if (styleType) form.append("style_type", styleType);
    return form;
  }

  function legacyRequest(
    model: "V_2" | "V_2_TURBO",
    prompt: string,
    count: number,
    aspect: AspectRatio | undefined,
    seed: number | undefined,
    styleType: string | undefined,
    imageWeight?: number,
  ) {
    return {
      prompt,
      model,
      num_images: clampCount(count),
      magic_prompt_option: "AUTO",
      ...(aspect ? { aspect_ratio: `ASPECT_${aspect.replace(":", "_")}` } : {}),
      ...(seed !== undefined ? { seed } : {}),
      ...(styleType ? { style_type: styleType } : {}),
      ...(imageWeight !== undefined ? { image_weight: imageWeight } : {}),
    };
  }

  async function remix(
    version: "V_3" | "V_2" | "V_2_TURBO",
    prompt: string,
    count: number,
    image: ImageBytes,
    aspect: AspectRatio | undefined,
    quality: GenerateInput["quality"],
    seed: number | undefined,
    styleType: string | undefined,
    ctx: ProviderContext,
  ) {
    if (version === "V_3") {
      const form = v3Form(prompt, count, aspect, quality, seed, styleType);
      form.append("image", imageBlob(image), fileName(image, "image"));
      form.append("image_weight", "50");
      return post("/v1/ideogram-v3/remix", form, ctx);
    }
    const form = new FormData();
    form.append("image_request", JSON.stringify(legacyRequest(version, prompt, count, aspect, seed, styleType, 50)));
    form.append("image_file", imageBlob(image), fileName(image, "image"));
    return post("/remix", form, ctx);
  }

  return {
    name: "ideogram",
    models: Object.keys(ideogramModels),
    paid: true,

    async generate(input: GenerateInput, ctx: ProviderContext): Promise<ProviderResult> {
      const version = resolveModel(input.model);
      const styleType = input.purpose === "image" ? undefined : "DESIGN";
      await ctx.reportProgress(0.05);
      const reference = input.references[0];
      const answer = reference
        ? await remix(version, input.prompt, input.count, reference, input.aspect, input.quality, input.seed, styleType, ctx)
        : version === "V_3"
          ? await post("/v1/ideogram-v3/generate", v3Form(input.prompt, input.count, input.aspect, input.quality, input.seed, styleType), ctx)
          : await post(
              "/generate",
              JSON.stringify({ image_request: legacyRequest(version, input.prompt, input.count, input.aspect, input.seed, styleType) }),
              ctx,
            );
      await ctx.reportProgress(0.95);
      return toResult(answer, version);
    },

    async edit(input: EditInput, ctx: ProviderContext): Promise<ProviderResult> {
      const version = resolveModel(input.model);
      await ctx.reportProgress(0.05);
      let answer: z.infer<typeof imagesResponse>;
      if (input.mask) {
        // Inpainting is an Ideogram 3.0 endpoint whatever model was picked.
        const form = new FormData();
        form.append("prompt", input.prompt);
        form.append("num_images", String(clampCount(input.count)));
        form.append("image", imageBlob(input.image), fileName(input.image, "image"));
        form.append("mask", imageBlob(await toIdeogramMask(input.mask)), "mask.png");
        answer = await post("/v1/ideogram-v3/edit", form, ctx);
      } else {
        answer = await remix(version, input.prompt, input.count, input.image, undefined, undefined, undefined, undefined, ctx);
      }
      await ctx.reportProgress(0.95);
      return toResult(answer, input.mask ? "V_3" : version);
    },

    async describe(input: DescribeInput, ctx: ProviderContext): Promise<{ text: string }> {
      const form = new FormData();
      form.append("image_file", imageBlob(input.image), fileName(input.image, "image"));
      const answer = await requestJson(http, ctx, { method: "POST", url: `${base}/describe`, headers, body: form }, describeResponse);
      return { text: answer.descriptions[0]!.text };
    },
  };
}

function resolveModel(model: string): "V_3" | "V_2" | "V_2_TURBO" {
  const version = ideogramModels[model.trim().toLowerCase()];
  if (!version) throw new ProviderError("rejected", `Ideogram: unknown model '${model}'`);
  return version;
}

function clampCount(count: number): number {
  return Math.max(1, Math.min(8, Math.round(count)));
}

function toResult(answer: z.infer<typeof imagesResponse>, version: string): ProviderResult {
  const safe = answer.data.filter((item) => item.is_image_safe !== false && item.url);
  // Ideogram returns unsafe results as entries without a usable URL; when nothing is left it refused the content.
  if (safe.length === 0)
    throw new ProviderError(
      "content_policy",
      answer.data.length > 0 ? "Ideogram: the generated images failed the safety check" : "Ideogram: no images returned",
    );
  return {
    images: safe.map((item) => ({ url: item.url! })),
    meta: {
      vendorModel: version,
      seeds: safe.map((item) => item.seed ?? null),
      resolutions: safe.map((item) => item.resolution ?? null),
      ...(safe.length < answer.data.length ? { unsafeDropped: answer.data.length - safe.length } : {}),
    },
  };
}

/** Ideogram edits where the mask is black; ours marks the change in white, so it is inverted. */
export async function toIdeogramMask(mask: ImageBytes): Promise<ImageBytes> {
  const bytes = await sharp(mask.bytes).removeAlpha().greyscale().negate().png().toBuffer();
  return { bytes, contentType: "image/png" };
}
