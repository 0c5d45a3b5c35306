import type { VendorConfig } from "../../providers/providers.config";
import { streamChat, type ChatMessage } from "./chat-stream";

export type TranslationServiceDeps = {
  /** The OpenAI-compatible vendor (OPENAI_API_KEY); unset: no model, the route answers the original text. */
  llm: VendorConfig | undefined;
  /** TRANSLATION_MODEL, used when the request names none. */
  model: string;
  fetch?: typeof fetch;
};

/** Translation by chat (spec 01 section 7): the model's answer as a stream of text pieces. */
export function createTranslationService(deps: TranslationServiceDeps) {
  return {
    /** The model's answer, piece by piece; undefined when no model is configured. */
    stream(messages: ChatMessage[], options: { model?: string | undefined; signal: AbortSignal }): AsyncGenerator<string> | undefined {
      if (!deps.llm) return undefined;
      return streamChat(deps.llm, { model: options.model ?? deps.model, messages, signal: options.signal, fetch: deps.fetch });
    },
  };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
