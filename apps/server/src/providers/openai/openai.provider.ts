/**
 * OpenAI Images adapter (generations, edits) and describe through chat completions.
 *
 * Relied on (OpenAI API reference, as found with the search tool):
 * - POST {base}/v1/images/generations, JSON {model, prompt, n, size, quality}; gpt-image-1 always
 *   answers base64 (`data[].b64_json`) and refuses `response_format`; dall-e-3 takes
 *   `response_format: "b64_json"`, only n=1, sizes 1024x1024 / 1792x1024 / 1024x1792, quality standard|hd.
 * - POST {base}/v1/images/edits, multipart: `image[]` (gpt-image-1 takes several), `mask` (PNG whose
 *   fully transparent pixels mark what to change, same size as the image), prompt, model, n, size, quality.
 * - Answers `{created, data: [{b64_json | url, revised_prompt?}]}`; errors `{error: {message, type, code}}`,
 *   a safety refusal has code `moderation_blocked` (gpt-image-1) or `content_policy_violation` (dall-e-3).
 * - POST {base}/v1/chat/completions with `content: [{type: "text"}, {type: "image_url", image_url: {url}}]`
 *   answers `choices[0].message.content`.
 * Auth: `Authorization: Bearer <key>`.
 */
import { z } from "zod";
import type {
  AspectRatio,
  DescribeInput,
  EditInput,
  GenerateInput,
  ImageBytes,
  ImageProvider,
  ProviderContext,
  ProviderImage,
  ProviderResult,
} from "../image-provider";
import { ProviderError } from "../image-provider";
import { dataUrl, fileName, imageBlob, imageFromBase64, requestJson, trimBase, type VendorHttp } from "../vendor-http";
import { toOpenAiMask } from "./openai-mask";

export type OpenAiProviderOptions = {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** The chat model used to describe images. */
  describeModel?: string;
};

/** The spec's model names and the OpenAI model each one runs. */
export const openAiModels: Record<string, "gpt-image-1" | "dall-e-3"> = {
  "gpt-image": "gpt-image-1",
  "gpt-image-1": "gpt-image-1",
  "4o-image": "gpt-image-1",
  chatgpt: "gpt-image-1",
  "chatgpt-4o": "gpt-image-1",
  "dall-e-3": "dall-e-3",
};

const imagesResponse = z.object({
  created: z.unknown().optional(),
  data: z.array(z.object({ b64_json: z.string().nullish(), url: z.string().url().nullish(), revised_prompt: z.string().nullish() })).min(1),
});

const chatResponse = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const MODERATION_CODES = new Set(["moderation_blocked", "content_policy_violation"]);

export function createOpenAiProvider(options: OpenAiProviderOptions): ImageProvider {
  const base = trimBase(options.baseUrl);
  const http: VendorHttp = {
    vendor: "OpenAI",
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs,
    isModeration: (_status, body, message) => {
      const code = typeof body === "object" && body !== null ? (body as { error?: { code?: unknown } }).error?.code : undefined;
      return (typeof code === "string" && MODERATION_CODES.has(code)) || /safety system/i.test(message);
    },
  };
  const auth = { authorization: `Bearer ${options.apiKey}` };

  async function generations(body: Record<string, unknown>, ctx: ProviderContext) {
    return requestJson(
      http,
      ctx,
      { method: "POST", url: `${base}/v1/images/generations`, headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(body) },
      imagesResponse,
    );
  }

  async function edits(form: FormData, ctx: ProviderContext) {
    return requestJson(http, ctx, { method: "POST", url: `${base}/v1/images/edits`, headers: auth, body: form }, imagesResponse);
  }

  function editForm(prompt: string, count: number, size: string, quality: string | undefined, images: ImageBytes[], mask: ImageBytes | undefined): FormData {
    const form = new FormData();
    form.append("model", "gpt-image-1");
    form.append("prompt", prompt);
    form.append("n", String(count));
    form.append("size", size);
    if (quality) form.append("quality", quality);
    images.forEach((image, i) => form.append("image[]", imageBlob(image), fileName(image, `image-${i + 1}`)));
    if (mask) form.append("mask", imageBlob(mask), "mask.png");
    return form;
  }

  return {
    name: "openai",
    models: Object.keys(openAiModels),
    paid: true,

    async generate(input: GenerateInput, ctx: ProviderContext): Promise<ProviderResult> {
      const model = resolveModel(input.model);
      await ctx.reportProgress(0.05);
      const results: ProviderResult[] = [];
      if (model === "dall-e-3") {
        // dall-e-3 makes one image per request.
        for (let i = 0; i < input.count; i++) {
          const body = {
            model,
            prompt: input.prompt,
            n: 1,
            size: dallE3Size(input.aspect),
            quality: input.quality === "high" ? "hd" : "standard",
            response_format: "b64_json",
          };
          results.push(toResult(await generations(body, ctx)));
          await ctx.reportProgress(0.05 + (0.9 * (i + 1)) / input.count);
        }
      } else if (input.references.length > 0) {
        // Image-to-image on OpenAI is an edit without a mask: the references are the input images.
        results.push(
          toResult(await edits(editForm(input.prompt, input.count, gptImageSize(input.aspect), input.quality, input.references.slice(0, 16), undefined), ctx)),
        );
      } else {
        const body = { model, prompt: input.prompt, n: input.count, size: gptImageSize(input.aspect), ...(input.quality ? { quality: input.quality } : {}) };
        results.push(toResult(await generations(body, ctx)));
      }
      await ctx.reportProgress(0.95);
      return merge(results, model);
    },

    async edit(input: EditInput, ctx: ProviderContext): Promise<ProviderResult> {
      resolveModel(input.model);
      await ctx.reportProgress(0.05);
      const mask = input.mask ? await toOpenAiMask(input.mask) : undefined;
      // Edits always run on gpt-image-1: dall-e-3 has no edit endpoint.
      const result = toResult(await edits(editForm(input.prompt, input.count, "auto", undefined, [input.image, ...input.references].slice(0, 16), mask), ctx));
      await ctx.reportProgress(0.95);
      return merge([result], "gpt-image-1");
    },

    async describe(input: DescribeInput, ctx: ProviderContext): Promise<{ text: string }> {
      const body = {
        model: options.describeModel ?? "gpt-4o-mini",
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: "Describe this image in one short paragraph usable as an image-generation prompt: subject, style, colours, composition." },
              { type: "image_url", image_url: { url: dataUrl(input.image) } },
            ],
          },
        ],
      };
      const answer = await requestJson(
        http,
        ctx,
        { method: "POST", url: `${base}/v1/chat/completions`, headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(body) },
        chatResponse,
      );
      const text = answer.choices[0]?.message.content?.trim();
      if (!text) throw new ProviderError("bad_response", "OpenAI: empty description");
      return { text };
    },
  };
}

function resolveModel(model: string): "gpt-image-1" | "dall-e-3" {
  const resolved = openAiModels[model.trim().toLowerCase()];
  if (!resolved) throw new ProviderError("rejected", `OpenAI: unknown model '${model}'`);
  return resolved;
}

function toResult(answer: z.infer<typeof imagesResponse>): ProviderResult {
  const images: ProviderImage[] = answer.data.map((item) => {
    if (item.b64_json) return imageFromBase64("OpenAI", item.b64_json);
    if (item.url) return { url: item.url };
    throw new ProviderError("bad_response", "OpenAI: an image came without data or URL");
  });
  const revised = answer.data.map((item) => item.revised_prompt).filter((p): p is string => typeof p === "string");
  return { images, meta: revised.length > 0 ? { revisedPrompts: revised } : {} };
}

function merge(results: ProviderResult[], model: string): ProviderResult {
  const revised = results.flatMap((r) => (Array.isArray(r.meta?.revisedPrompts) ? (r.meta.revisedPrompts as string[]) : []));
  return { images: results.flatMap((r) => r.images), meta: { vendorModel: model, ...(revised.length > 0 ? { revisedPrompts: revised } : {}) } };
}

/** gpt-image-1 offers square, 3:2 landscape and 2:3 portrait: 16:9 and 9:16 take the nearest. */
export function gptImageSize(aspect: AspectRatio): string {
  if (aspect === "16:9") return "1536x1024";
  if (aspect === "9:16") return "1024x1536";
  return "1024x1024";
}

function dallE3Size(aspect: AspectRatio): string {
  if (aspect === "16:9") return "1792x1024";
  if (aspect === "9:16") return "1024x1792";
  return "1024x1024";
}
