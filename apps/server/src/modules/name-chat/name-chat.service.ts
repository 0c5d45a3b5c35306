import { NAME_SUGGESTIONS_PER_ANSWER, nameKey, quotaDay, readBrief, suggestNames, type NameSuggestion, type NamingLanguage } from "@studio/domain";
import { AppError } from "../../errors";
import type { VendorConfig } from "../../providers/providers.config";
import type { ChatMessage } from "../translate/chat-stream";
import { modelSuggestions } from "./model-suggestions";

export type NameChatRequest = { messages: ChatMessage[]; lang?: NamingLanguage | undefined; exclude?: string[] | undefined };

export type NameChatDeps = {
  /** The OpenAI-compatible vendor (OPENAI_API_KEY); unset: the offline generator answers. */
  llm: VendorConfig | undefined;
  model: string;
  /** Answers per user per quota day; 0: no limit. */
  perDay: number;
  timeZone: string;
  /** One more answer of the day while under `limit` (the daily allowances table); undefined at the limit. */
  takeAnswer: (userId: number, day: string, limit: number) => Promise<number | undefined>;
  /** The names of the user's saved logos: never suggested again. */
  logoNames: (userId: number) => Promise<string[]>;
  now?: (() => Date) | undefined;
  fetch?: typeof fetch | undefined;
  log?: ((error: unknown) => void) | undefined;
};

/**
 * The name-suggestion chat (spec 03: 10 lines per answer, slogans of up to three words, a daily
 * limit). Each answer counts against the day's allowance before anything is streamed; the model
 * answers when one is configured, and the offline generator fills whatever it did not (all of it
 * when it fails), so an answer always has its ten lines.
 */
export function createNameChat(deps: NameChatDeps) {
  return {
    async answer(userId: number, request: NameChatRequest, signal: AbortSignal): Promise<AsyncGenerator<NameSuggestion>> {
      if (deps.perDay > 0) {
        const day = quotaDay(deps.now?.() ?? new Date(), deps.timeZone);
        if ((await deps.takeAnswer(userId, day, deps.perDay)) === undefined) throw new AppError("NAME_CHAT_LIMIT", undefined, { perDay: deps.perDay });
      }
      const userText = request.messages.filter((m) => m.role === "user").map((m) => m.content);
      const language = request.lang ?? readBrief(userText.join("\n")).language;
      const exclude = [...(request.exclude ?? []), ...(await deps.logoNames(userId))];
      return stream(userText, request.messages, language, exclude, signal);
    },
  };

  async function* stream(userText: string[], messages: ChatMessage[], language: NamingLanguage, exclude: string[], signal: AbortSignal) {
    const taken = new Set(exclude.map(nameKey));
    let sent = 0;
    if (deps.llm) {
      try {
        for await (const suggestion of modelSuggestions(deps.llm, { model: deps.model, language, messages, taken, exclude, signal, fetch: deps.fetch })) {
          yield suggestion;
          if (++sent >= NAME_SUGGESTIONS_PER_ANSWER) return;
        }
      } catch (error) {
        if (signal.aborted) return;
        deps.log?.(error);
      }
    }
    const rest = suggestNames({ messages: userText, language, exclude: [...taken], count: NAME_SUGGESTIONS_PER_ANSWER - sent });
    for (const suggestion of rest) yield suggestion;
  }
}

export type NameChat = ReturnType<typeof createNameChat>;
