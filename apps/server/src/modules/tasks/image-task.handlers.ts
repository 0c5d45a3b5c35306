import type { AspectRatio, GenerateMode } from "@studio/contracts";
import type { CreditKindName } from "@studio/domain";
import type { ImageBytes, ImageProvider, ProviderContext } from "../../providers/image-provider";
import { ProviderError } from "../../providers/image-provider";
import type { Storage } from "../../storage/storage";
import { storeTaskImages, type ImageDownloader } from "./task-images";
import type { TaskHandler, TaskRunContext } from "./tasks.worker";
import type { TaskRow } from "./tasks.schema";

/** What an image task keeps as its input (also shown as paramJson). */
export type ImageTaskInput = {
  prompt: string;
  count: number;
  aspect: AspectRatio;
  references: string[];
  purpose: "image" | "logo" | "icon";
  quality?: "low" | "medium" | "high";
  seed?: number;
  logoBrief?: { name: string; slogan?: string; industry?: string; description?: string; styles?: string[]; palette?: string };
  /** Edits: the image to change, its mask, and the design document when it came from the designer. */
  image?: string;
  mask?: string;
  design?: unknown;
  /** Edits: the records group the result joins (the source's), and what the references are for. */
  groupId?: string;
  actionType?: "magicedit";
  referenceUse?: "colors" | "style";
  palette?: string;
  /** The image generator (issue 18): its mode, the ledger kind it was charged under, and the form's choices. */
  generateMode?: GenerateMode;
  ledgerKind?: CreditKindName;
  productChannel?: "aiimage";
  scene?: string;
  style?: string;
  substyle?: string;
};

export type ProviderLookup = (name: string) => ImageProvider | undefined;

const contentTypes = new Set(["image/png", "image/jpeg", "image/webp", "image/svg+xml"]);

/** Loads a reference: our own files from storage, anything else through the safe downloader. */
async function loadImage(ref: string, storage: Storage, download: ImageDownloader): Promise<ImageBytes> {
  if (ref.startsWith("/oss/")) {
    const key = decodeURIComponent(ref.slice("/oss/".length).split("?")[0] ?? "");
    const bytes = await storage.read(key);
    if (!bytes) throw new ProviderError("rejected", `Reference image not found: ${ref}`);
    const ext = key.split(".").pop()?.toLowerCase();
    const contentType = ext === "jpg" || ext === "jpeg" ? "image/jpeg" : ext === "webp" ? "image/webp" : ext === "svg" ? "image/svg+xml" : "image/png";
    return { bytes, contentType };
  }
  const fetched = await download(ref);
  const contentType = contentTypes.has(fetched.contentType) ? (fetched.contentType as ImageBytes["contentType"]) : "image/png";
  return { bytes: fetched.body, contentType };
}

function providerContext(ctx: TaskRunContext): ProviderContext {
  return { signal: ctx.signal, reportProgress: ctx.reportProgress, recordJobId: ctx.recordJobId, resumeJobId: ctx.resumeJobId };
}

/**
 * The two image task kinds: `image.generate` (text or references to images) and `image.edit`
 * (change an image by instruction). Both store their results and thumbnails under ai-images/.
 */
export function imageTaskHandlers(deps: { providers: ProviderLookup; storage: Storage; download: ImageDownloader }): TaskHandler[] {
  const providerOf = (task: TaskRow): ImageProvider => {
    const provider = deps.providers(task.provider);
    if (!provider) throw new ProviderError("unavailable", `The model provider ${task.provider} is not configured.`, { retryable: false });
    return provider;
  };
  const isPaid = (task: TaskRow) => deps.providers(task.provider)?.paid ?? false;

  return [
    {
      kind: "image.generate",
      isPaid,
      async run(task, ctx) {
        const input = task.input as ImageTaskInput;
        const provider = providerOf(task);
        if (!provider.generate) throw new ProviderError("rejected", `${provider.name} cannot generate images.`, { retryable: false });
        const references = await Promise.all(input.references.map((ref) => loadImage(ref, deps.storage, deps.download)));
        if (provider.paid) await ctx.recordProviderCall();
        const result = await provider.generate(
          {
            prompt: input.prompt,
            model: task.model,
            count: input.count,
            aspect: input.aspect,
            references,
            quality: input.quality,
            seed: input.seed,
            purpose: input.purpose,
            logoBrief: input.logoBrief,
          },
          providerContext(ctx),
        );
        if (result.images.length === 0) throw new ProviderError("bad_response", "The model returned no image.", { retryable: false });
        await ctx.reportProgress(0.95);
        return { images: await storeTaskImages(deps.storage, task.id, result.images, deps.download), meta: result.meta };
      },
    },
    {
      kind: "image.edit",
      isPaid,
      async run(task, ctx) {
        const input = task.input as ImageTaskInput;
        const provider = providerOf(task);
        if (!provider.edit) throw new ProviderError("rejected", `${provider.name} cannot edit images.`, { retryable: false });
        if (!input.image) throw new ProviderError("rejected", "No image to edit.", { retryable: false });
        const [image, mask, references] = await Promise.all([
          loadImage(input.image, deps.storage, deps.download),
          input.mask ? loadImage(input.mask, deps.storage, deps.download) : Promise.resolve(undefined),
          Promise.all(input.references.map((ref) => loadImage(ref, deps.storage, deps.download))),
        ]);
        if (provider.paid) await ctx.recordProviderCall();
        const result = await provider.edit(
          { prompt: input.prompt, model: task.model, count: input.count, image, mask, references, referenceUse: input.referenceUse, design: input.design },
          providerContext(ctx),
        );
        if (result.images.length === 0) throw new ProviderError("bad_response", "The model returned no image.", { retryable: false });
        return { images: await storeTaskImages(deps.storage, task.id, result.images, deps.download), meta: result.meta };
      },
    },
  ];
}
