import { INDUSTRIES_EN, THEMES_EN, TONES_EN } from "./naming-words.en";
import { INDUSTRIES_ZH, THEMES_ZH } from "./naming-words.zh";

export type NamingLanguage = "en" | "zh";
export type NamingTone = "playful" | "luxury" | "modern" | "classic" | "bold";

/** What a description asks for: read from every message the user wrote in the chat, in order. */
export type NamingBrief = {
  language: NamingLanguage;
  /** Industry ids of naming-words.*.ts, in the order the description names them; empty: none found. */
  industries: string[];
  themes: string[];
  tone: NamingTone | null;
  /** Words the user wants in the name ("with the word Tide", "include 'Nova'", 包含"海"). */
  keywords: string[];
  /** "short", "one word", 短: one-word names only. */
  short: boolean;
};

const TONES_ZH: Record<NamingTone, readonly string[]> = {
  playful: ["可爱", "有趣", "活泼", "俏皮", "童趣"],
  luxury: ["高端", "奢华", "精致", "优雅", "高级"],
  modern: ["现代", "简约", "科技感", "极简", "时尚"],
  classic: ["经典", "传统", "复古", "老字号", "古典", "文艺"],
  bold: ["霸气", "大气", "有力", "酷"],
};

const STOP_WORDS = new Set(["the", "a", "an", "word", "words", "it", "my", "our", "something"]);

const HAN = /\p{Script=Han}/u;

/** Whole words of an English text, lower case (keeps inner apostrophes: women's). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-zà-ÿ]+(?:'[a-z]+)?/g) ?? [];
}

function firstIndex(words: string[], text: string, keys: readonly string[]): number {
  let best = -1;
  for (const key of keys) {
    const at = HAN.test(key) ? text.indexOf(key) : words.findIndex((w) => w === key || w === `${key}s` || w === `${key}es`);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best;
}

function ranked(found: [string, number][]): string[] {
  return found
    .filter(([, at]) => at >= 0)
    .sort((a, b) => a[1] - b[1])
    .map(([id]) => id);
}

function keywordsOf(text: string): string[] {
  const quoted = [...text.matchAll(/["“”'‘’「」『』]([^"“”'‘’「」『』]{1,20})["“”'‘’「」『』]/g)].map((m) => m[1]!.trim());
  const named = [...text.matchAll(/\b(?:word|words|include|including|called|named)\s+([A-Za-z][A-Za-z-]{1,19})/gi)]
    .map((m) => m[1]!)
    .filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  const seen = new Set<string>();
  return [...quoted, ...named].filter((w) => w.length > 0 && !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()));
}

/**
 * Reads a description in English or Chinese (or both): industries and themes by their key words,
 * the tone, wanted words and a wish for short names. The language is the one asked for, else
 * Chinese when the text has Han characters.
 */
export function readBrief(text: string, language?: NamingLanguage): NamingBrief {
  const words = wordsOf(text);
  const lang: NamingLanguage = language ?? (HAN.test(text) ? "zh" : "en");
  // Chinese keys are searched in the text itself, English keys among its words: indexes of the two
  // kinds are not comparable, so a description's industries come from its own script first.
  const industryIds = Object.keys(INDUSTRIES_EN);
  const industries = ranked(
    industryIds.map((id) => {
      const zh = firstIndex(words, text, INDUSTRIES_ZH[id]?.keys ?? []);
      const en = firstIndex(words, text, INDUSTRIES_EN[id]!.keys);
      return [id, zh >= 0 ? zh : en >= 0 ? 10_000 + en : -1];
    }),
  );
  const themes = ranked(
    Object.keys(THEMES_EN).map((id) => {
      const zh = firstIndex(words, text, THEMES_ZH[id]?.keys ?? []);
      const en = firstIndex(words, text, THEMES_EN[id]!.keys);
      return [id, zh >= 0 ? zh : en >= 0 ? 10_000 + en : -1];
    }),
  );
  const toneOf = (Object.keys(TONES_EN) as NamingTone[]).find(
    (tone) => TONES_EN[tone]!.some((w) => words.includes(w)) || TONES_ZH[tone].some((w) => text.includes(w)),
  );
  const short = /\b(short|shorter|one[- ]word|single word)\b/i.test(text) || /短|一个字|两个字/.test(text);
  return { language: lang, industries, themes, tone: toneOf ?? null, keywords: keywordsOf(text), short };
}
