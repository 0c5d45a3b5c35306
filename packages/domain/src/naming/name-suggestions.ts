import { readBrief, type NamingLanguage } from "./naming-brief";
import { englishCandidates, englishSlogan, englishWords, type Candidate } from "./name-suggestions.en";
import { chineseCandidates, chineseSlogan, chineseWords } from "./name-suggestions.zh";
import { seededRandom } from "./naming-random";

/** Spec 03 section 9: a name-suggestion answer has 10 lines, each a name and a slogan of up to 3 words. */
export const NAME_SUGGESTIONS_PER_ANSWER = 10;
export const SLOGAN_MAX_WORDS = 3;

export type NameSuggestion = {
  name: string;
  slogan: string;
  /** The slogan's words (Chinese is written without spaces, so they are given, not found by splitting). */
  sloganWords: string[];
};

export type SuggestInput = {
  /** Every message the user wrote in the chat, oldest first: later ones refine the first. */
  messages: readonly string[];
  language?: NamingLanguage | undefined;
  /** Names not to suggest again: the user's own logo names and the names already shown. */
  exclude?: readonly string[] | undefined;
  count?: number | undefined;
};

/** Names compare without case, spaces or punctuation: "Tide & Bean" and "tide bean" are one name. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, "");
}

/** Round-robin over patterns, so one answer mixes compounds, pairs, coined words ... */
function mixed(candidates: Candidate[], taken: Set<string>, count: number, oneWordOnly: boolean): Candidate[] {
  const byPattern = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    if (oneWordOnly && !candidate.oneWord) continue;
    const list = byPattern.get(candidate.pattern) ?? [];
    list.push(candidate);
    byPattern.set(candidate.pattern, list);
  }
  const chosen: Candidate[] = [];
  const queues = [...byPattern.values()];
  while (chosen.length < count && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (!next || chosen.length >= count) continue;
      const key = nameKey(next.name);
      if (key.length === 0 || taken.has(key)) continue;
      taken.add(key);
      chosen.push(next);
    }
  }
  return chosen;
}

/**
 * The offline name generator: business names and slogans from word lists by industry and theme,
 * built with English morphology or Chinese character pairs, never repeating a name the user has or
 * has been shown. The same messages and exclusions give the same answer; a new exclusion list (the
 * names of earlier answers) gives new names.
 */
export function suggestNames(input: SuggestInput): NameSuggestion[] {
  const text = input.messages.join("\n");
  const brief = readBrief(text, input.language);
  const count = input.count ?? NAME_SUGGESTIONS_PER_ANSWER;
  const taken = new Set((input.exclude ?? []).map(nameKey));
  const random = seededRandom(`${brief.language}|${text}|${taken.size}`);
  const chosen: Candidate[] = [];
  const sloganOf: () => string[] =
    brief.language === "zh"
      ? (() => {
          const words = chineseWords(brief);
          for (let round = 0; round < 4 && chosen.length < count; round++)
            chosen.push(...mixed(chineseCandidates(brief, words, random), taken, count - chosen.length, brief.short));
          return () => chineseSlogan(words, random);
        })()
      : (() => {
          const words = englishWords(brief);
          for (let round = 0; round < 4 && chosen.length < count; round++)
            chosen.push(...mixed(englishCandidates(brief, words, random), taken, count - chosen.length, brief.short));
          return () => englishSlogan(words, random);
        })();
  const slogans = new Set<string>();
  return chosen.map((candidate) => {
    let words = sloganOf();
    for (let tries = 0; tries < 8 && slogans.has(words.join(" ")); tries++) words = sloganOf();
    slogans.add(words.join(" "));
    return { name: candidate.name, slogan: words.join(brief.language === "zh" ? "" : " "), sloganWords: words };
  });
}
