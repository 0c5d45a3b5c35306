import { z } from "zod";
import { providersConfigFrom, providersEnv, type ProvidersConfig } from "../providers/providers.config";
import { mattingModelConfigFrom, mattingModelEnv, type MattingModelConfig } from "../modules/image-tools/matting-model.config";
import { ConfigError } from "./config-error";
import { positiveInt, wholeInt } from "./env-values";

/** AI providers and the task queue: the vendors, the workers' pace, the daily limits and chat models, the matting model. */
export const aiEnv = {
  /** Tasks one worker process runs at once. */
  TASK_CONCURRENCY: positiveInt(2),
  /** How long a task may take from submission, queue time included, before it times out and is refunded. */
  TASK_TIMEOUT_MS: positiveInt(300_000),
  /** How long a worker's claim on a running task lasts without renewal; after it, another worker takes over. */
  TASK_LEASE_MS: positiveInt(30_000),
  /** Icon generator requests per user per quota day ('AI Limit Reached!' beyond); 0 turns the limit off. */
  ICON_GENERATOR_DAILY_LIMIT: wholeInt(20),
  /** Chat model for translation (POST /api/openai/chat) when OPENAI_API_KEY is set. */
  TRANSLATION_MODEL: z.string().min(1).default("gpt-4o-mini"),
  NAME_CHAT_DAILY_LIMIT: wholeInt(30),
  NAME_CHAT_MODEL: z.string().min(1).optional(),
  /** Remote image models (OPENAI_/BFL_/IDEOGRAM_/RECRAFT_ API keys and base URLs, PROVIDER_TIMEOUT_MS). */
  ...providersEnv,
  /** The operator's general matting model: MATTING_ONNX_MODEL, MATTING_ONNX_SHA256, MATTING_ONNX_PRESET, MATTING_ONNX_SIZE. */
  ...mattingModelEnv,
};

type AiEnv = z.output<z.ZodObject<typeof aiEnv>>;

export type AiConfig = {
  taskConcurrency: number;
  taskTimeoutMs: number;
  taskLeaseMs: number;
  /** ICON_GENERATOR_DAILY_LIMIT: icon generator requests per user per quota day (0: no limit; 20 when unset). */
  iconGeneratorDailyLimit?: number | undefined;
  translationModel: string;
  /** NAME_CHAT_DAILY_LIMIT: name-chat answers per user per quota day (0: no limit); NAME_CHAT_MODEL: its chat model (TRANSLATION_MODEL when unset). */
  nameChat: { perDay: number; model: string };
  providers: ProvidersConfig;
  /** The general matting model (ONNX) the operator added; undefined: matting uses its offline methods and the provider. */
  mattingModel: MattingModelConfig | undefined;
};

export function aiConfigFrom(c: AiEnv): AiConfig {
  return {
    taskConcurrency: c.TASK_CONCURRENCY,
    taskTimeoutMs: c.TASK_TIMEOUT_MS,
    taskLeaseMs: c.TASK_LEASE_MS,
    iconGeneratorDailyLimit: c.ICON_GENERATOR_DAILY_LIMIT,
    translationModel: c.TRANSLATION_MODEL,
    nameChat: { perDay: c.NAME_CHAT_DAILY_LIMIT, model: c.NAME_CHAT_MODEL ?? c.TRANSLATION_MODEL },
    providers: providersConfigFrom(c),
    mattingModel: mattingModelConfigFrom(c, (message) => new ConfigError(message)),
  };
}
