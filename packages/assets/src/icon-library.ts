import type { IconMatch, IconRecord } from "./icon-catalogue.types.js";
import { INDUSTRY_CONCEPTS, type IndustryConcept } from "./industry-keywords.data.js";
import { THING_CONCEPTS, THING_WORDS_ZH, type ThingConcept } from "./thing-words.data.js";
import { readBrief, type BriefReading, type Lexicon } from "./brief-reading.js";

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
  "food",
  "社区",
  "mobile",
  "online",
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

/** An English word's nearest icon name by meaning (WordNet on the server; absent in the browser). */
export type WordMeaningLookup = (word: string) => { target: string; path: string[]; distance: number } | undefined;

export type IconLibraryOptions = {
  concepts?: readonly IndustryConcept[];
  things?: readonly ThingConcept[];
  /** Follows synonyms and broader terms for words no keyword table knows (mattress -> bed). */
  meaning?: WordMeaningLookup;
};

export type IconLibrary = {
  readonly icons: readonly IconRecord[];
  get(key: string): IconRecord | undefined;
  /** Industry concepts named in free text (en or zh), strongest first. */
  concepts(text: string): ConceptMatch[];
  /**
   * Icons for a brief's text, the best reading first: every icon of one reading shares its
   * `reason` (`thing:<id>`, `concept:<id>`, `meaning:<word>`), so a caller that wants only
   * fitting icons keeps those of the first reason. `nameText` counts only below the description.
   */
  search(text: string, options?: { limit?: number; nameText?: string }): IconMatch[];
};

const words = (text: string): string[] => text.toLowerCase().match(/[a-z][a-z-]+/g) ?? [];

/** Icon ids that name interface ideas, not things ("space" is the space bar): never drawn for a word. */
const NOT_THINGS = new Set([
  "space",
  "home",
  "code",
  "key",
  "box",
  "link",
  "tag",
  "tags",
  "table",
  "select",
  "filter",
  "cut",
  "copy",
  "power",
  "store",
  "building",
  "tank",
  "barrel",
  "man",
  "woman",
  "fan",
  "history",
  "activity",
  "server",
  "outlet",
  "component",
  "image",
  "slice",
  "lamp",
  "cone",
  "lane",
  "club",
  "cylinder",
  "walk",
  "device-screen",
  "screen",
]);

export function createIconLibrary(icons: readonly IconRecord[], options: IconLibraryOptions = {}): IconLibrary {
  const concepts = options.concepts ?? INDUSTRY_CONCEPTS;
  const things = options.things ?? THING_CONCEPTS;
  const byKey = new Map(icons.map((icon) => [icon.key, icon]));
  const byWord = new Map<string, IconRecord[]>();
  for (const icon of icons) {
    if (icon.id.startsWith("brand-")) continue;
    for (const word of new Set([icon.id, ...icon.tags.map((tag) => tag.toLowerCase())])) {
      const list = byWord.get(word) ?? [];
      list.push(icon);
      byWord.set(word, list);
    }
  }
  /** The icons a plain word draws: its own icon in either set, then device-<word> ("gamepad"). */
  const iconsNamed = (word: string): IconRecord[] =>
    [`tabler:${word}`, `lucide:${word}`, `tabler:device-${word}`, `lucide:${word}-2`].flatMap((key) => {
      const icon = byKey.get(key);
      return icon ? [icon] : [];
    });
  const lexicon: Lexicon = {
    entries: [
      ...things.map((thing) => ({ id: `thing:${thing.id}`, en: thing.en, zh: thing.zh, kind: "thing" as const, icons: thing.icons })),
      // Things a person asks to draw ("加一个月亮") weigh like a sector: in a name such as
      // 月亮湾咖啡馆 they are a place, and the business is coffee.
      ...Object.entries(THING_WORDS_ZH).map(([word, key]) => ({ id: `thing:${word}`, en: [], zh: [word], kind: "concept" as const, icons: [key] })),
      ...concepts.map((concept) => ({ id: `concept:${concept.id}`, en: concept.en, zh: concept.zh, kind: "concept" as const, icons: concept.icons })),
    ],
    weak: WEAK_WORDS,
    stop: STOP_WORDS,
    ...(options.meaning
      ? {
          meaning: (word: string) => {
            const found = options.meaning?.(word);
            if (!found || NOT_THINGS.has(found.target)) return undefined;
            const keys = iconsNamed(found.target).map((icon) => icon.key);
            return keys.length > 0 ? { id: `meaning:${found.path.join(">")}`, icons: keys } : undefined;
          },
        }
      : {}),
  };
  const conceptIndex = new Map(concepts.map((concept) => [`concept:${concept.id}`, concept]));
  const readingCache = new Map<string, BriefReading>();
  const read = (text: string): BriefReading => {
    const known = readingCache.get(text);
    if (known) return known;
    const found = readBrief(text, lexicon);
    if (readingCache.size > 2000) readingCache.clear();
    readingCache.set(text, found);
    return found;
  };
  const findConcepts = (text: string): ConceptMatch[] =>
    read(text).meanings.flatMap((meaning) => {
      const concept = conceptIndex.get(meaning.id);
      return concept ? [{ concept, score: meaning.score, position: meaning.position }] : [];
    });
  return {
    icons,
    get: (key) => byKey.get(key),
    concepts: findConcepts,
    search(text, searchOptions = {}) {
      const limit = searchOptions.limit ?? 12;
      const nameText = searchOptions.nameText ?? "";
      const results: IconMatch[] = [];
      const seen = new Set<string>();
      const push = (icon: IconRecord | undefined, score: number, reason: string): void => {
        if (!icon || seen.has(icon.key)) return;
        seen.add(icon.key);
        results.push({ icon, score, reason });
      };
      // The brand name inside a sentence is not what the business does ("Code Mattress sells mattresses").
      const about = nameText.trim().length > 1 ? text.toLowerCase().split(nameText.trim().toLowerCase()).join(" , ") : text;
      const fromText = read(about);
      // A word of the name counts only when the description says nothing ("Tiger Accounting",
      // "Brew Lab" selling homebrew supplies): a name's words are a guess at best.
      const describes = fromText.meanings.length > 0 || fromText.unread.length > 0;
      const meanings = describes ? fromText.meanings : read(nameText).meanings.map((match) => ({ ...match, score: match.score * 0.4 }));
      // A weak reading ("shop", "team") or one about the customers ("for children") is drawn only
      // when nothing else is there: with words left unread it would be a misleading picture.
      const strong = meanings.filter((match) => !match.weak && !match.aside);
      const fallback = describes && fromText.unread.length > 0 ? [] : meanings;
      for (const match of strong.length > 0 ? strong : fallback) {
        match.icons.forEach((key, index) => push(byKey.get(key), match.score - index * 0.01, match.id));
      }
      // Literal words last, when no reading found anything: a short request ("a fox" in an edit
      // instruction) may name an icon only by its id or tags; a longer description with words
      // left unread is not guessed at. The name's own words only when there is no description.
      if (results.length === 0 && fromText.unread.length > 0 && fromText.unread.length <= 2) {
        for (const word of fromText.unread.filter((w) => !NOT_THINGS.has(w))) {
          [...iconsNamed(word), ...(byWord.get(word) ?? [])].slice(0, 3).forEach((icon) => push(icon, 4, `tag:${word}`));
        }
      }
      if (results.length === 0 && !describes) {
        for (const word of words(nameText).filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !NOT_THINGS.has(w))) {
          iconsNamed(word).forEach((icon) => push(icon, 3, `name:${word}`));
        }
      }
      return results.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
