/**
 * Black Forest Labs (FLUX) adapter: asynchronous jobs that are submitted, recorded, then polled.
 *
 * Relied on (docs.bfl.ml API reference, as found with the search tool):
 * - POST {base}/v1/flux-kontext-pro (and flux-kontext-max), header `x-key`, JSON {prompt, input_image
 *   (base64 or URL), input_image_2..4, seed, aspect_ratio ("16:9", between 21:9 and 9:21),
 *   output_format jpeg|png, safety_tolerance 0..6, prompt_upsampling}; answers {id, polling_url, cost?}.
 * - POST {base}/v1/flux-pro-1.1 and /v1/flux-pro take {prompt, width, height (multiples of 32),
 *   seed, output_format, image_prompt}; POST /v1/flux-pro-1.0-fill takes {image, mask, prompt}
 *   (white mask pixels are repainted).
 * - GET polling_url (or {base}/v1/get_result?id=) with `x-key` answers {id, status, result, progress};
 *   status is Pending | Ready | Error | Content Moderated | Request Moderated | Task not found;
 *   when Ready, `result.sample` is a signed URL of the image (valid for about ten minutes).
 * - Errors: 422 {detail: [{msg}]}, 402 out of credits, 429 too many active tasks.
 *
 * One job makes one image, so `count` images are `count` jobs. Their ids are recorded (comma
 * separated, growing after each submission) before any waiting, and a resumed task only polls them.
 */
import { z } from "zod";
import type { AspectRatio, EditInput, GenerateInput, ImageBytes, ImageProvider, ProviderContext, ProviderResult } from "../image-provider";
import { ProviderError } from "../image-provider";
import { requestJson, sleep, trimBase, type VendorHttp } from "../vendor-http";

export type FluxProviderOptions = {
  apiKey: string;
  baseUrl: string;
  /** Bounds each HTTP request and, from the first poll, the wait for all jobs. */
  timeoutMs: number;
  pollIntervalMs?: number;
  fetch?: typeof fetch;
};

/** The spec's model names and the BFL endpoint each one calls. */
export const fluxModels: Record<string, string> = {
  "flux-kontext": "flux-kontext-pro",
  "flux-kontext-pro": "flux-kontext-pro",
  "flux-kontext-max": "flux-kontext-max",
  "flux-pro": "flux-pro",
  "flux-pro-1.1": "flux-pro-1.1",
};

const submitResponse = z.object({ id: z.string().min(1), polling_url: z.string().url().optional() });

const resultResponse = z.object({
  id: z.string().optional(),
  status: z.string(),
  result: z.object({ sample: z.string().url().optional(), seed: z.number().optional() }).passthrough().nullish(),
  progress: z.number().nullish(),
  details: z.unknown().optional(),
});

type Job = { id: string; pollingUrl: string };

export function createFluxProvider(options: FluxProviderOptions): ImageProvider {
  const base = trimBase(options.baseUrl);
  const pollIntervalMs = options.pollIntervalMs ?? 1_500;
  const http: VendorHttp = {
    vendor: "FLUX",
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs,
    isModeration: (_s, _b, message) => /moderat/i.test(message),
  };
  const headers = { "x-key": options.apiKey, accept: "application/json" };

  const resultUrl = (id: string) => `${base}/v1/get_result?id=${encodeURIComponent(id)}`;

  async function submit(endpoint: string, body: Record<string, unknown>, ctx: ProviderContext): Promise<Job> {
    const answer = await requestJson(
      http,
      ctx,
      { method: "POST", url: `${base}/v1/${endpoint}`, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) },
      submitResponse,
    );
    return { id: answer.id, pollingUrl: answer.polling_url && trustedPollingUrl(answer.polling_url, base) ? answer.polling_url : resultUrl(answer.id) };
  }

  /** Submits `count` jobs, recording the ids so far after each, unless the task resumes recorded ones. */
  async function startJobs(
    count: number,
    makeBody: () => { endpoint: string; body: Record<string, unknown> },
    ctx: ProviderContext,
  ): Promise<{ jobs: Job[]; submitError?: ProviderError }> {
    if (ctx.resumeJobId)
      return {
        jobs: ctx.resumeJobId
          .split(",")
          .filter(Boolean)
          .map((id) => ({ id, pollingUrl: resultUrl(id) })),
      };
    const jobs: Job[] = [];
    for (let i = 0; i < count; i++) {
      const { endpoint, body } = makeBody();
      try {
        jobs.push(await submit(endpoint, body, ctx));
      } catch (error) {
        // Jobs already submitted are paid for: keep them and deliver what they make.
        if (jobs.length === 0 || !(error instanceof ProviderError)) throw error;
        return { jobs, submitError: error };
      }
      await ctx.recordJobId(jobs.map((j) => j.id).join(","));
    }
    await ctx.reportProgress(0.1);
    return { jobs };
  }

  async function waitFor(jobs: Job[], ctx: ProviderContext): Promise<{ url: string; seed?: number }[]> {
    const deadline = Date.now() + options.timeoutMs;
    const done: { url: string; seed?: number }[] = [];
    let reported = 0.1;
    for (const [index, job] of jobs.entries()) {
      for (;;) {
        const answer = await requestJson(http, ctx, { method: "GET", url: job.pollingUrl, headers }, resultResponse);
        if (answer.status === "Ready") {
          if (!answer.result?.sample) throw new ProviderError("bad_response", "FLUX: a ready job without result.sample");
          done.push({ url: answer.result.sample, ...(answer.result.seed !== undefined ? { seed: answer.result.seed } : {}) });
          break;
        }
        failIfFinished(answer.status, answer.details);
        const jobProgress = answer.progress == null ? 0 : answer.progress > 1 ? answer.progress / 100 : answer.progress;
        const overall = Math.min(0.95, 0.1 + (0.85 * (index + Math.max(0, Math.min(1, jobProgress)))) / jobs.length);
        if (overall > reported + 0.01) {
          reported = overall;
          await ctx.reportProgress(overall);
        }
        if (Date.now() + pollIntervalMs > deadline) throw new ProviderError("timeout", `FLUX: job ${job.id} not ready within ${options.timeoutMs} ms`);
        await sleep(pollIntervalMs, ctx.signal);
      }
    }
    await ctx.reportProgress(0.95);
    return done;
  }

  async function run(count: number, makeBody: () => { endpoint: string; body: Record<string, unknown> }, ctx: ProviderContext): Promise<ProviderResult> {
    const { jobs, submitError } = await startJobs(count, makeBody, ctx);
    const samples = await waitFor(jobs, ctx);
    return {
      images: samples.map((s) => ({ url: s.url })),
      meta: {
        jobIds: jobs.map((j) => j.id),
        seeds: samples.map((s) => s.seed ?? null),
        ...(submitError ? { partial: `${jobs.length} of ${count}: ${submitError.message}` } : {}),
      },
    };
  }

  return {
    name: "flux",
    models: Object.keys(fluxModels),
    paid: true,

    async generate(input: GenerateInput, ctx: ProviderContext): Promise<ProviderResult> {
      const endpoint = resolveModel(input.model);
      let seedOffset = 0;
      return run(
        input.count,
        () => {
          const seed = input.seed === undefined ? undefined : input.seed + seedOffset++;
          const common = { prompt: input.prompt, output_format: "png", ...(seed !== undefined ? { seed } : {}) };
          if (endpoint.startsWith("flux-kontext")) {
            const refs = Object.fromEntries(input.references.slice(0, 4).map((ref, i) => [i === 0 ? "input_image" : `input_image_${i + 1}`, base64(ref)]));
            return { endpoint, body: { ...common, aspect_ratio: input.aspect, ...refs } };
          }
          const { width, height } = fluxProSize(input.aspect);
          const ref = input.references[0];
          return { endpoint, body: { ...common, width, height, ...(ref ? { image_prompt: base64(ref) } : {}) } };
        },
        ctx,
      );
    },

    async edit(input: EditInput, ctx: ProviderContext): Promise<ProviderResult> {
      const endpoint = resolveModel(input.model);
      return run(
        input.count,
        () => {
          // A mask means inpainting, which BFL serves with its fill model; otherwise Kontext edits by instruction.
          if (input.mask)
            return {
              endpoint: "flux-pro-1.0-fill",
              body: { prompt: input.prompt, image: base64(input.image), mask: base64(input.mask), output_format: "png" },
            };
          const kontext = endpoint.startsWith("flux-kontext") ? endpoint : "flux-kontext-pro";
          const refs = Object.fromEntries(input.references.slice(0, 3).map((ref, i) => [`input_image_${i + 2}`, base64(ref)]));
          return { endpoint: kontext, body: { prompt: input.prompt, input_image: base64(input.image), output_format: "png", ...refs } };
        },
        ctx,
      );
    },
  };
}

function failIfFinished(status: string, details: unknown): void {
  if (status === "Pending" || status === "Processing" || status === "Queued") return;
  const detail = typeof details === "object" && details !== null ? ` (${JSON.stringify(details).slice(0, 200)})` : "";
  if (status === "Content Moderated" || status === "Request Moderated") throw new ProviderError("content_policy", `FLUX: ${status}${detail}`);
  if (status === "Task not found") throw new ProviderError("rejected", "FLUX: Task not found (results expire after about ten minutes)");
  // The job ran and failed at the vendor; running it again would be a new paid job, so not retryable here.
  if (status === "Error") throw new ProviderError("unavailable", `FLUX: the job failed${detail}`, { retryable: false });
  throw new ProviderError("bad_response", `FLUX: unknown job status '${status}'`);
}

function resolveModel(model: string): string {
  const endpoint = fluxModels[model.trim().toLowerCase()];
  if (!endpoint) throw new ProviderError("rejected", `FLUX: unknown model '${model}'`);
  return endpoint;
}

function base64(image: ImageBytes): string {
  return image.bytes.toString("base64");
}

/** flux-pro takes pixel sizes in multiples of 32; these are the nearest to each aspect near one megapixel. */
export function fluxProSize(aspect: AspectRatio): { width: number; height: number } {
  const sizes: Record<AspectRatio, [number, number]> = { "1:1": [1024, 1024], "16:9": [1344, 768], "9:16": [768, 1344] };
  const [width, height] = sizes[aspect];
  return { width, height };
}

/**
 * The key is sent to the polling URL, so it must be BFL's own: the same host as the base, or a
 * regional host of the same domain (api.us1.bfl.ai for api.bfl.ai). Anything else polls get_result.
 */
export function trustedPollingUrl(pollingUrl: string, base: string): boolean {
  try {
    const poll = new URL(pollingUrl);
    const origin = new URL(base);
    if (poll.protocol !== origin.protocol) return false;
    if (poll.host === origin.host) return true;
    const domain = origin.hostname.split(".").slice(-2).join(".");
    return /[a-z]/i.test(domain) && poll.hostname.endsWith(`.${domain}`) && poll.protocol === "https:";
  } catch {
    return false;
  }
}
