import { SLOGAN_MAX_WORDS, nameKey, type NameSuggestion, type NamingLanguage } from "@studio/domain";
import { streamChat, type ChatMessage } from "../translate/chat-stream";
import type { VendorConfig } from "../../providers/providers.config";

/** The words of a slogan: by spaces in English, by the runtime's word segmenter in Chinese. */
export function sloganWordsOf(slogan: string, language: NamingLanguage): string[] {
  if (language === "en") return slogan.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const segmenter = new Intl.Segmenter("zh", { granularity: "word" });
  return [...segmenter.segment(slogan)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/**
 * One line of a model's answer as a suggestion, or undefined when it is not one: "Name | Slogan"
 * (also "1. Name — Slogan"), a name of 1 to 40 characters and a slogan of at most three words.
 */
export function suggestionOfLine(line: string, language: NamingLanguage): NameSuggestion | undefined {
  const cleaned = line.replace(/^\s*(?:\d+\s*[.)、:：]|[-*•])\s*/u, "").trim();
  const parts = cleaned.split(/\s*(?:\||—|–|：| - )\s*/u);
  if (parts.length !== 2) return undefined;
  const name = parts[0]!.replace(/^["“*]+|["”*]+$/gu, "").trim();
  const slogan = parts[1]!.replace(/^["“*]+|["”*.。]+$/gu, "").trim();
  const sloganWords = sloganWordsOf(slogan, language);
  if (name.length < 1 || name.length > 40 || sloganWords.length < 1 || sloganWords.length > SLOGAN_MAX_WORDS) return undefined;
  return { name, slogan, sloganWords };
}

export function namingPrompt(language: NamingLanguage, exclude: readonly string[]): string {
  const lang = language === "zh" ? "Chinese (simplified)" : "English";
  const avoid = exclude.length > 0 ? ` Never suggest any of these names: ${exclude.slice(0, 100).join(", ")}.` : "";
  return (
    `You suggest business names with slogans for the business the user describes. Answer in ${lang} with exactly 10 lines and nothing else, ` +
    `each line "Name | Slogan", the slogan at most ${SLOGAN_MAX_WORDS} words, every name different.${avoid}`
  );
}

/**
 * Suggestions from the configured chat model, line by line as the stream brings them, skipping
 * lines that are not suggestions and names already taken (`taken` is updated).
 */
export async function* modelSuggestions(
  vendor: VendorConfig,
  input: {
    model: string;
    language: NamingLanguage;
    messages: ChatMessage[];
    taken: Set<string>;
    exclude: readonly string[];
    signal: AbortSignal;
    fetch?: typeof fetch | undefined;
  },
): AsyncGenerator<NameSuggestion> {
  const messages: ChatMessage[] = [{ role: "system", content: namingPrompt(input.language, input.exclude) }, ...input.messages];
  let buffer = "";
  const take = (line: string): NameSuggestion | undefined => {
    const suggestion = suggestionOfLine(line, input.language);
    if (!suggestion || input.taken.has(nameKey(suggestion.name))) return undefined;
    input.taken.add(nameKey(suggestion.name));
    return suggestion;
  };
  for await (const piece of streamChat(vendor, { model: input.model, messages, signal: input.signal, fetch: input.fetch })) {
    buffer += piece;
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const suggestion = take(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
      if (suggestion) yield suggestion;
    }
  }
  const last = take(buffer);
  if (last) yield last;
}
