import type { AspectRatio } from "@studio/contracts";

/**
 * One interface for every image model, local or remote. A provider implements the capabilities it
 * has; the task engine calls them and never knows which vendor is behind one.
 *
 * Remote APIs are asynchronous jobs or slow requests. To never pay twice for one task, a provider
 * that creates a remote job reports its id through `ctx.recordJobId` before waiting for it; a task
 * resumed after a worker died passes that id back as `ctx.resumeJobId` and the provider only polls.
 */
export type ImageBytes = { bytes: Buffer; contentType: "image/png" | "image/jpeg" | "image/webp" | "image/svg+xml" };

export type ProviderImage = ImageBytes | { url: string };

export type { AspectRatio } from "@studio/contracts";

export type GenerateInput = {
  prompt: string;
  model: string;
  count: number;
  aspect: AspectRatio;
  /** Reference images (already fetched/stored), for image-to-image and remix. */
  references: ImageBytes[];
  quality?: "low" | "medium" | "high";
  seed?: number;
  /** What the caller is making, so a provider can specialise (the local one designs logos). */
  purpose: "image" | "logo" | "icon";
  /** For logos: the business facts behind the prompt (name, slogan, industry, styles, palette). */
  logoBrief?: { name: string; slogan?: string; industry?: string; description?: string; styles?: string[]; palette?: string; colors?: string[] };
};

export type EditInput = {
  prompt: string;
  model: string;
  count: number;
  image: ImageBytes;
  /** White = change, black = keep (PNG, same size as image). */
  mask?: ImageBytes;
  references: ImageBytes[];
  /** What the references are for: colours to take (recolour) or a style to follow (default). */
  referenceUse?: "colors" | "style";
  /** The design document behind the image, when it came from the local designer: edited as vectors. */
  design?: unknown;
};

export type DescribeInput = { image: ImageBytes };

export type ProviderContext = {
  signal: AbortSignal;
  /** 0..1; the engine stores it for polling clients. */
  reportProgress(progress: number): Promise<void>;
  /** Persist the remote job id before waiting on it (see above). */
  recordJobId(jobId: string): Promise<void>;
  resumeJobId?: string;
};

export type ProviderResult = {
  images: ProviderImage[];
  /** Extra facts to keep with the result (seed used, revised prompt, design documents...). */
  meta?: Record<string, unknown>;
};

export type ImageProvider = {
  /** Stable name: local, openai, flux, ideogram, recraft. */
  name: string;
  /** Model names this provider answers for (the spec's names: gpt-image, 4o-image, flux-kontext...). */
  models: string[];
  /** Whether a call costs money at the vendor: paid calls are never retried blindly. */
  paid: boolean;
  generate?(input: GenerateInput, ctx: ProviderContext): Promise<ProviderResult>;
  edit?(input: EditInput, ctx: ProviderContext): Promise<ProviderResult>;
  describe?(input: DescribeInput, ctx: ProviderContext): Promise<{ text: string }>;
};

/** A provider failure with a stable code the task keeps (shown to the user as its message). */
export class ProviderError extends Error {
  /** `nothing_changed`: the built-in model could not use the instruction (the task fails, so it is refunded). */
  readonly code: "rate_limited" | "timeout" | "rejected" | "unavailable" | "bad_response" | "content_policy" | "nothing_changed";
  readonly retryable: boolean;

  constructor(code: ProviderError["code"], message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "ProviderError";
    this.code = code;
    this.retryable = options.retryable ?? (code === "rate_limited" || code === "unavailable" || code === "timeout");
  }
}

/** Which model icon to show, by model-name prefix (spec 01 section 2). */
export function modelIconKey(model: string): "ideogram" | "recraftv3" | "flux" | "klingai" | "liblibai" | "chatgpt" | "default" {
  for (const prefix of ["ideogram", "recraftv3", "flux", "klingai", "liblibai", "chatgpt"] as const) if (model.startsWith(prefix)) return prefix;
  return "default";
}
