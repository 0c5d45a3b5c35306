import type { ToolMethod, ToolName, ToolOptions } from "@studio/contracts";
import type { FontProvider } from "@studio/design";
import type { RawImage } from "@studio/image-tools";
import type { ProviderLookup } from "../tasks/image-task.handlers";
import type { MattingModelSource } from "./matting-model.source";
import type { IconSearch } from "./icon-generator.engine";
import type { IconQuota } from "./icon-quota.service";

/**
 * The engine registry of the image tools (issue 19): one engine per tool name, the task kind
 * `image.tool` (image-tool.handler.ts) runs the engine of the task's tool. Each engineer registers
 * their tool in `createToolEngines` (one line) and switches its ledger kind on for spending in
 * packages/domain/src/areas/tool-kinds.ts once the engine really works.
 */

/** An image the engine reads: its bytes as stored, and (lazily, once) its RGBA pixels. */
export type ToolImage = {
  bytes: Buffer;
  contentType: string;
  /** The decoded pixels, already scaled down to the request's processing width (default 1000). */
  raw(): Promise<RawImage>;
};

export type ToolEngineInput<T extends ToolName = ToolName> = {
  /** The source image; absent only for tools that make images from a prompt (aicon). */
  image: ToolImage | undefined;
  /** The brushed mask (imagefix, watermark): white marks the area to change; same size as `image` once decoded. */
  mask: ToolImage | undefined;
  /** A second image (mergeface's face). */
  reference: ToolImage | undefined;
  options: ToolOptions<T>;
  /**
   * The editable design document of the source record when it has one (a logo made by the designer):
   * vector exports its own vectors instead of tracing pixels.
   */
  design: unknown;
  /** The processing width the request asked for (spec 01 section 9's default 1000). */
  processWidth: number;
};

export type ToolEngineContext = {
  signal: AbortSignal;
  /** 0..1 of this run; the task shows it as its progress. */
  reportProgress(progress: number): Promise<void>;
  /** Call right before a paid vendor request (a crash after it is never re-sent blindly). */
  recordProviderCall(): Promise<void>;
  /** The configured vendors by name (the provider-only tools and the 'provider' methods). */
  providers: ProviderLookup;
};

/** One result image. */
export type ToolOutput = {
  bytes: Buffer;
  /** image/png, image/jpeg, image/webp, image/avif, image/x-icon, application/pdf, image/svg+xml. */
  contentType: string;
  /** File extension to store it under (png, jpg, webp, avif, ico, pdf, svg). */
  extension: string;
  width: number;
  height: number;
};

export type ToolEngineResult = ToolOutput & {
  /** Which method produced it: shown to the user. */
  method: ToolMethod;
  /** More results (aicon's icons, aimockup's scenes); the first is the fields above. */
  more?: ToolOutput[];
  /** Facts worth keeping on the record (e.g. matting's detected backdrop colour). */
  extra?: Record<string, unknown>;
};

/** Whether a tool can run on this site now, and if not, what it needs (shown on the page; the route refuses it at no cost). */
export type EngineAvailability = { available: true } | { available: false; reason: "needs_provider"; needs: string };

export type ToolEngine<T extends ToolName = ToolName> = {
  tool: T;
  /** The methods it may run (for GET /api/ai-design/tools). */
  methods: readonly ToolMethod[];
  availability(): EngineAvailability;
  /** Whether a run costs money at a vendor (then a task interrupted mid-call is not re-run). */
  paid(options: ToolOptions<T>): boolean;
  run(input: ToolEngineInput<T>, ctx: ToolEngineContext): Promise<ToolEngineResult>;
  /**
   * A per-user daily limit on the tool's requests (aicon: spec 03's 'AI Limit Reached!'): the route
   * runs its submit (charge and queue) inside `within`, which refuses with AI_LIMIT when the day's
   * requests are used up and counts nothing when the submit throws.
   */
  dailyLimit?: { within<R>(userId: number, submit: () => Promise<R>): Promise<R> };
};

/** What engines may need from the server (add fields here as engines need them; services.ts fills them). */
export type ToolEngineDeps = {
  providers: ProviderLookup;
  /** Fetches a vendor's result URL through the safe downloader (the address guard and size limits). */
  download?: ((url: string) => Promise<Buffer>) | undefined;
  /** The designer's icon search (aicon offline). */
  icons?: IconSearch | undefined;
  /** A style's prompt words from the icon generator's list (/oss/icon-generator-style/data.json). */
  iconStylePrompt?: ((style: string) => Promise<string | undefined>) | undefined;
  /** The icon generator's daily limit (ICON_GENERATOR_DAILY_LIMIT). */
  iconQuota?: IconQuota | undefined;
  /** The designer's fonts (loaded lazily): a designer logo's true vectors outline its text. */
  fonts?: (() => FontProvider) | undefined;
  /** The operator's general matting model (MATTING_ONNX_*), loaded and checksum-checked at start; absent: off. */
  mattingModel?: MattingModelSource | undefined;
};

export type ToolEngines = { [T in ToolName]?: ToolEngine<T> };

/** The engine of a tool, or undefined where none is registered (the tool is refused at no cost). */
export function engineOf<T extends ToolName>(engines: ToolEngines, tool: T): ToolEngine<T> | undefined {
  return engines[tool] as ToolEngine<T> | undefined;
}
