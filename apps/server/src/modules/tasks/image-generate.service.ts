import type { GenerateImageRequest } from "@studio/contracts";
import { imagesCost, type CreditCosts } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { ProviderRegistry } from "../../providers/registry";
import type { ImageTaskInput } from "./image-task.handlers";
import type { TasksService } from "./tasks.service";
import type { TaskRow } from "./tasks.schema";

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
  return {
    /** POST /api/ai-design[/{variant}]/4o-image/generate-image; no model: the site's default. */
    async submit(who: Submitter, body: GenerateImageRequest, variant?: string): Promise<TaskRow> {
      const { model, provider } = deps.models.resolve(body.model);
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
