import type { IconMatch, IconRecord } from "./icon-catalogue.types.js";
import { INDUSTRY_CONCEPTS, type IndustryConcept } from "./industry-keywords.data.js";
import { THING_WORDS_ZH } from "./thing-words.data.js";

/** Words that name a kind of organisation rather than what it does: they must never pick an icon alone. */
const WEAK_WORDS = new Set([
  "club",
  "俱乐部",
  "studio",
  "agency",
  "firm",
  "partners",
  "business",
  "team",
  "home",
  "green",
  "care",
  "store",
  "shop",
  "market",
  "data",
  "app",
  "apps",
  "digital",
  "print",
  "power",
  "云",
  "网络",
  "品牌",
  "it",
  "ai",
  "media",
  "social",
  "time",
  "watch",
  "eye",
  "space",
  "launch",
  "building",
  "gold",
  "luxury",
  "art",
]);
const STOP_WORDS = new Set([
  "the",
  "and",
  "for",
  "with",
  "our",
  "your",
  "from",
  "that",
  "this",
  "shop",
  "store",
  "company",
  "co",
  "inc",
  "ltd",
  "llc",
  "group",
  "club",
  "studio",
  "agency",
  "service",
  "services",
  "women",
  "womens",
  "men",
  "mens",
  "local",
  "small",
  "best",
  "new",
  "brand",
  "official",
  "house",
  "center",
  "centre",
  "world",
  "global",
  "international",
  "solutions",
  "made",
  "city",
  "town",
  "family",
  "friendly",
  "premium",
  "quality",
  "online",
  "modern",
  "classic",
  "blue",
  "red",
  "green",
  "black",
  "white",
  "gold",
  "one",
  "two",
  "all",
  "day",
  "life",
  "first",
  "top",
  "pro",
]);

export type ConceptMatch = { concept: IndustryConcept; score: number; position: number };

export type IconLibrary = {
  readonly icons: readonly IconRecord[];
  get(key: string): IconRecord | undefined;
  /** Industry concepts named in free text (en or zh), strongest first. */
  concepts(text: string): ConceptMatch[];
  /** Icons for a brief's text: concept icons first, then exact id/tag matches of its words. */
  search(text: string, options?: { limit?: number; nameText?: string }): IconMatch[];
};

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Keyword = { word: string; pattern?: RegExp };
const compileKeyword = (word: string): Keyword =>
  /[\u3400-\u9fff]/u.test(word) ? { word } : { word, pattern: new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}(s|es)?(?=$|[^\\p{L}])`, "u") };

function keywordPosition(text: string, keyword: Keyword): number {
  if (!keyword.pattern) return text.indexOf(keyword.word);
  return keyword.pattern.exec(text)?.index ?? -1;
}

const words = (text: string): string[] => text.toLowerCase().match(/[a-z][a-z-]+/g) ?? [];

export function createIconLibrary(icons: readonly IconRecord[], concepts: readonly IndustryConcept[] = INDUSTRY_CONCEPTS): IconLibrary {
  const byKey = new Map(icons.map((icon) => [icon.key, icon]));
  const byWord = new Map<string, IconRecord[]>();
  for (const icon of icons) {
    for (const word of new Set([icon.id, ...icon.tags.map((tag) => tag.toLowerCase())])) {
      const list = byWord.get(word) ?? [];
      list.push(icon);
      byWord.set(word, list);
    }
  }
  const compiled = concepts.map((concept) => ({ concept, keywords: [...concept.en, ...concept.zh].map(compileKeyword) }));
  const conceptCache = new Map<string, ConceptMatch[]>();
  const findConcepts = (raw: string): ConceptMatch[] => {
    const text = raw.toLowerCase();
    const known = conceptCache.get(text);
    if (known) return known;
    const found: ConceptMatch[] = [];
    for (const { concept, keywords } of compiled) {
      let score = 0;
      let position = Infinity;
      for (const keyword of keywords) {
        const at = keywordPosition(text, keyword);
        if (at < 0) continue;
        score = Math.max(score, WEAK_WORDS.has(keyword.word) ? 1 : 3 + Math.min(keyword.word.length, 6) / 10);
        position = Math.min(position, at);
      }
      if (score > 0) found.push({ concept, score, position });
    }
    found.sort((a, b) => b.score - a.score || a.position - b.position);
    if (conceptCache.size > 2000) conceptCache.clear();
    conceptCache.set(text, found);
    return found;
  };
  return {
    icons,
    get: (key) => byKey.get(key),
    concepts: findConcepts,
    search(text, options = {}) {
      const limit = options.limit ?? 12;
      const results: IconMatch[] = [];
      const seen = new Set<string>();
      const push = (icon: IconRecord | undefined, score: number, reason: string): void => {
        if (!icon || seen.has(icon.key)) return;
        seen.add(icon.key);
        results.push({ icon, score, reason });
      };
      // What the business does outranks a word in its name ("Harbor & Pine", a real estate firm).
      const fromText = findConcepts(text);
      const fromName = findConcepts(options.nameText ?? "")
        .filter((match) => !fromText.some((other) => other.concept.id === match.concept.id))
        .map((match) => ({ ...match, score: match.score * 0.8 }));
      const concepts = [...fromText, ...fromName];
      // A weak concept counts only when no strong one is named ("女子健身俱乐部" is fitness, not sports).
      const strong = concepts.filter((match) => match.score > 1);
      for (const match of strong.length > 0 ? strong : concepts) {
        match.concept.icons.forEach((key, index) => push(byKey.get(key), match.score * 10 - index * 0.1, `concept:${match.concept.id}`));
      }
      // Literal words: an icon whose id is the word (from the name too: "Blue Bottle" may show a
      // bottle), or, for the description, a tag equal to the word.
      for (const word of words(text).filter((w) => w.length > 2 && !STOP_WORDS.has(w))) {
        push(byKey.get(`tabler:${word}`) ?? byKey.get(`lucide:${word}`), 5, `tag:${word}`);
        (byWord.get(word) ?? []).slice(0, 3).forEach((icon) => push(icon, 4, `tag:${word}`));
      }
      // Chinese names of things ("月亮"), matched inside the text as Chinese has no spaces.
      for (const [word, key] of Object.entries(THING_WORDS_ZH)) {
        if (text.includes(word)) push(byKey.get(key), 5, `thing:${word}`);
      }
      for (const word of words(options.nameText ?? "").filter((w) => w.length > 2 && !STOP_WORDS.has(w))) {
        push(byKey.get(`tabler:${word}`) ?? byKey.get(`lucide:${word}`), 3, `name:${word}`);
      }
      return results.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
