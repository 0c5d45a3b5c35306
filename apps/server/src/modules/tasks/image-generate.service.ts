import { imagesPerModel, type AspectRatio, type GenerateImageRequest, type Language } from "@studio/contracts";
import { generatorLedgerKinds, type GenerateMode } from "@studio/contracts";
import { generatorCost, imagesCost, type CreditCosts } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { ProviderRegistry } from "../../providers/registry";
import type { ImageTaskInput } from "./image-task.handlers";
import type { TasksService } from "./tasks.service";
import type { TaskRow } from "./tasks.schema";

/**
 * How many images one generator task makes: the model's number (spec 02 section 9, 2 by default on
 * zh) unless fewer are asked for; more is refused before anything is charged.
 */
export function generatorImageCount(model: string, asked: number | undefined, lang: Language | undefined, aspect: AspectRatio): number {
  const most = imagesPerModel(model, lang ?? "en", aspect);
  if (asked !== undefined && asked > most) throw new AppError("VALIDATION", `No more than ${most} images`, { nVariants: most });
  return asked ?? most;
}

/** Spec 02 section 5: a logo round takes at most 3 sample images. */
const MAX_LOGO_SAMPLES = 3;

/** The route's `{variant}` (ai-logo, icon-generator...) names what is being made. */
export const purposeOfVariant = (variant: string | undefined): ImageTaskInput["purpose"] =>
  variant === "ai-logo" || variant === "logo" ? "logo" : variant === "icon-generator" || variant === "aicon" ? "icon" : "image";

export type ImageGenerateDeps = {
  tasks: TasksService;
  /** Which provider answers a model (MODEL_UNAVAILABLE for one no configured provider serves) and the default. */
  models: Pick<ProviderRegistry, "resolve" | "forModel">;
  /** The cost table in force (operator overrides included): the same figures the browser shows. */
  costs: CreditCosts;
  /** How long a task may take, queue time included. */
  deadlineMs: number;
};

/** Who submits: the user, the embedding partner of the session (it pays instead), the client's Idempotency-Key. */
export type Submitter = { user: UserRow; partner: string | null; clientKey?: string | undefined };

/** The chatgpt-4o route's request (spec 01 section 4): a prompt, n images, a quality. */
export type ChatgptImageRequest = { prompt: string; n: number; quality: "low" | "medium" | "high" | "auto"; filesUrl: string[] };

/**
 * Image generation as the spec's routes ask for it: the request becomes a task input, its model a
 * configured provider (refused before the charge when none serves it), its price the cost table's.
 */
export function createImageGenerateService(deps: ImageGenerateDeps) {
  /**
   * The image generator (issue 18): the mode decides the ledger kind and the price (generatorCost,
   * what GET /api/credits/costs lets the browser show), the model how many images (imagesPerModel).
   */
  const submitGenerated = (who: Submitter, body: GenerateImageRequest, mode: GenerateMode, resolved: { model: string; provider: string }) => {
    const count = generatorImageCount(resolved.model, body.nVariants, body.lang, body.size);
    const ledgerKind = generatorLedgerKinds[mode];
    const input: ImageTaskInput = {
      prompt: body.prompt,
      count,
      aspect: body.size,
      references: body.filesUrl,
      purpose: "image",
      seed: body.seed,
      generateMode: mode,
      ledgerKind,
      productChannel: "aiimage",
      scene: body.scene ?? "no-style",
      style: body.style ?? "auto",
      ...(body.substyle ? { substyle: body.substyle } : {}),
    };
    return deps.tasks.submit(who.user, {
      kind: "image.generate",
      ...resolved,
      input,
      cost: generatorCost(deps.costs, mode, body.filesUrl.length),
      ledgerKind,
      deadlineMs: deps.deadlineMs,
      partner: who.partner,
      clientKey: who.clientKey,
    });
  };

  return {
    /** POST /api/ai-design[/{variant}]/4o-image/generate-image; no model: the site's default. */
    async submit(who: Submitter, body: GenerateImageRequest, variant?: string): Promise<TaskRow> {
      const { model, provider } = deps.models.resolve(body.model);
      if (body.generateMode) return submitGenerated(who, body, body.generateMode, { model, provider });
      const purpose = purposeOfVariant(variant);
      const input: ImageTaskInput = {
        prompt: body.prompt,
        count: body.nVariants ?? 4,
        aspect: body.size,
        references: body.filesUrl,
        purpose,
        seed: body.seed,
        logoBrief: purpose === "image" ? undefined : body.brief,
      };
      // Spec 02 section 9: a logo round costs the image price per sample image picked (its references),
      // with the minimum; other images cost the image price per task.
      if (purpose === "logo" && body.filesUrl.length > MAX_LOGO_SAMPLES) throw new AppError("VALIDATION", "No more than 3 images");
      const cost = purpose === "logo" ? imagesCost(deps.costs, Math.max(1, body.filesUrl.length)) : deps.costs.aiImage;
      return deps.tasks.submit(who.user, {
        kind: "image.generate",
        provider,
        model,
        input,
        cost,
        deadlineMs: deps.deadlineMs,
        partner: who.partner,
        clientKey: who.clientKey,
      });
    },

    /** POST /api/ai-design/chatgpt-4o/generate-image: the task behind the synchronous answer. */
    async submitChatgpt(who: Submitter, body: ChatgptImageRequest): Promise<TaskRow> {
      const quality = body.quality === "auto" ? "medium" : body.quality;
      const input: ImageTaskInput = { prompt: body.prompt, count: body.n, aspect: "1:1", references: body.filesUrl, purpose: "image", quality };
      // The route names OpenAI's model; without OpenAI it runs on the site's default and the task says so.
      const { model, provider } = deps.models.resolve(deps.models.forModel("chatgpt-4o") ? "chatgpt-4o" : undefined);
      return deps.tasks.submit(who.user, {
        kind: "image.generate",
        provider,
        model,
        input,
        cost: deps.costs.aiImage,
        deadlineMs: deps.deadlineMs,
        partner: who.partner,
      });
    },
  };
}

export type ImageGenerateService = ReturnType<typeof createImageGenerateService>;
