/**
 * Reads what a business is about from a brief's words, the whole description rather than its
 * first known word: longer phrases win over the words inside them ("video game" over "video",
 * "桶装水" over "水"), a specific thing outranks the sector (mattress over shop), the word a
 * business word qualifies outranks the business word ("pet food delivery" is pets; "宠物医院" is
 * pets, not health), the last of two adjacent nouns is the head ("wedding florist" is flowers), and
 * what follows "for", "to", "in" (customers, places) counts less. Pure and browser-safe; WordNet
 * comes in through `Lexicon.meaning` on the server.
 */
export type LexiconEntry = { id: string; en: readonly string[]; zh: readonly string[]; kind: "thing" | "concept"; icons: readonly string[] };
export type Lexicon = {
  entries: readonly LexiconEntry[];
  weak: ReadonlySet<string>;
  stop: ReadonlySet<string>;
  meaning?: (word: string) => { id: string; icons: readonly string[] } | undefined;
};
export type BriefMeaning = { id: string; icons: readonly string[]; score: number; position: number; weak: boolean; aside: boolean };
/** The readings, strongest first, and the content words none of them explains. */
export type BriefReading = { meanings: BriefMeaning[]; unread: string[] };

// A WordNet meaning is a guess from one word: under a sector named outright, over a weak word.
const BASE = { thing: 50, concept: 40, meaning: 38, weak: 10 } as const;
/** Words for the kind of place or service: the word before them says what is sold. */
const BUSINESS_HEADS = new Set([
  ...["delivery", "repair", "repairs", "school", "academy", "lessons", "lesson", "classes", "training", "teacher", "clinic", "hospital", "bar"],
  ...[
    "restaurant",
    "parlour",
    "parlor",
    "place",
    "farm",
    "market",
    "salon",
    "rentals",
    "rental",
    "practice",
    "club",
    "garage",
    "takeaway",
    "shop",
    "store",
    "studio",
    "service",
    "supply",
  ],
  ...["餐厅", "餐馆", "饭店", "医院", "诊所", "培训", "维修", "配送", "俱乐部", "工作室", "中心", "服务", "专卖店", "商店", "超市"],
]);
/** After these, words name customers or places, not the business. */
const ASIDE = new Set(["for", "to", "near", "in", "at", "from", "across", "around", "like", "than"]);
const RELATIVE = new Set(["who", "that", "which", "where", "with", "while"]);
/** Characters that end a Chinese shop word: a single-character keyword counts only before them. */
const ZH_SUFFIX = new Set([..."店馆铺行坊吧屋厂园社业"]);
const FILLER = [
  /\b(?:i|we)(?:'d| would)? (?:want|need|like|am looking for|are looking for)(?: to have| to get)? (?:a |an |the )?(?:new )?logo (?:for|of) (?:my|our|a|an|the)?/g,
  /\b(?:i am|i'm|we are|we're|this is|it is|it's) (?:a |an )?/g,
];
const isCjk = (text: string): boolean => /[\u3400-\u9fff]/u.test(text);

type Token = { text: string; index: number; aside: boolean; relative: boolean; punct: boolean };
type Hit = { id: string; icons: readonly string[]; kind: "thing" | "concept" | "meaning"; keyword: string; start: number; end: number; token: Token };

type Compiled = { phrases: Map<string, LexiconEntry[]>; longest: number; zh: { word: string; entry: LexiconEntry }[] };
const compiledCache = new WeakMap<Lexicon, Compiled>();
function compile(lexicon: Lexicon): Compiled {
  const known = compiledCache.get(lexicon);
  if (known) return known;
  const phrases = new Map<string, LexiconEntry[]>();
  let longest = 1;
  const zh: Compiled["zh"] = [];
  for (const entry of lexicon.entries) {
    for (const word of entry.en) {
      const key = word.toLowerCase().replace(/[\s]+/g, " ");
      phrases.set(key, [...(phrases.get(key) ?? []), entry]);
      longest = Math.max(longest, key.split(" ").length);
    }
    for (const word of entry.zh) zh.push({ word, entry });
  }
  zh.sort((a, b) => b.word.length - a.word.length);
  const compiled = { phrases, longest, zh };
  compiledCache.set(lexicon, compiled);
  return compiled;
}

function tokenize(raw: string): Token[] {
  let text = raw.toLowerCase().replace(/[’']/g, "'");
  for (const pattern of FILLER) text = text.replace(pattern, " , ");
  const tokens: Token[] = [];
  let aside = false;
  let relative = false;
  for (const match of text.matchAll(/[a-zà-ÿ][a-zà-ÿ'-]*|[\u3400-\u9fff]+|[,.;:!?()/|，。；：！？、]/gu)) {
    const word = match[0];
    const punct = /^[,.;:!?()/|，。；：！？、]$/u.test(word);
    if (punct) {
      aside = false;
      relative = false;
    }
    tokens.push({ text: word.replace(/'s$/, ""), index: tokens.length, aside, relative, punct });
    if (ASIDE.has(word)) aside = true;
    if (RELATIVE.has(word)) relative = true;
  }
  return tokens;
}

const singular = (word: string): string[] => [word, word.replace(/ies$/, "y"), word.replace(/es$/, ""), word.replace(/s$/, "")];

/** Every reading of the text, strongest first, one per lexicon entry or WordNet word. */
export function readBrief(text: string, lexicon: Lexicon): BriefReading {
  const { phrases, longest, zh } = compile(lexicon);
  const tokens = tokenize(text);
  const candidates: Hit[] = [];
  tokens.forEach((token, start) => {
    if (token.punct) return;
    if (isCjk(token.text)) {
      // Chinese: every keyword occurrence inside the run, as sub-positions of this token.
      const taken: boolean[] = [];
      for (const { word, entry } of zh) {
        for (let at = token.text.indexOf(word); at >= 0; at = token.text.indexOf(word, at + 1)) {
          const span = [...Array(word.length).keys()].map((offset) => at + offset);
          if (span.some((index) => taken[index])) continue;
          if (word.length === 1) {
            const next = token.text[at + 1];
            const alone = token.text.length === 1 || next === undefined || ZH_SUFFIX.has(next) || "卖售做开".includes(token.text[at - 1] ?? "_");
            if (!alone) continue;
          }
          span.forEach((index) => (taken[index] = true));
          if (entry.icons.length > 0) {
            // Characters are fractions of the run's token position, so runs and words still order.
            const [from, to] = [start + at / 100, start + (at + word.length) / 100];
            candidates.push({ id: entry.id, icons: entry.icons, kind: entry.kind, keyword: word, start: from, end: to, token });
          }
        }
      }
      return;
    }
    for (let length = Math.min(longest, tokens.length - start); length >= 1; length -= 1) {
      const span = tokens.slice(start, start + length);
      if (span.some((part) => part.punct || isCjk(part.text))) continue;
      const last = span[span.length - 1]?.text ?? "";
      const stem = span.slice(0, -1).map((part) => part.text);
      for (const form of singular(last)) {
        const keyword = [...stem, form].join(" ");
        for (const entry of phrases.get(keyword) ?? []) {
          candidates.push({ id: entry.id, icons: entry.icons, kind: entry.kind, keyword, start, end: start + length, token });
        }
        if (phrases.has(keyword)) break;
      }
    }
  });
  // Longest first, then earliest: a word inside an accepted phrase means nothing more.
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const hits: Hit[] = [];
  for (const candidate of candidates) {
    const overlaps = hits.some((hit) => hit.start < candidate.end && candidate.start < hit.end && hit.id !== candidate.id);
    const sameSpan = hits.some((hit) => hit.start === candidate.start && hit.end === candidate.end);
    if (!overlaps || sameSpan) hits.push(candidate);
  }
  // Words no table knows, through WordNet when it is there (server side).
  const unread: string[] = [];
  for (const token of tokens) {
    if (token.punct || isCjk(token.text) || token.text.length < 3 || lexicon.stop.has(token.text) || lexicon.weak.has(token.text)) continue;
    if (hits.some((hit) => hit.start <= token.index && token.index < hit.end)) continue;
    const found = lexicon.meaning?.(token.text);
    if (found) hits.push({ id: found.id, icons: found.icons, kind: "meaning", keyword: token.text, start: token.index, end: token.index + 1, token });
    else if (!token.aside && !token.relative) unread.push(token.text);
  }
  const isWeak = (hit: Hit): boolean => lexicon.weak.has(hit.keyword);
  const scored = hits.map((hit): BriefMeaning => {
    const weak = isWeak(hit);
    let score = weak ? BASE.weak : BASE[hit.kind];
    const others = hits.filter((other) => !isWeak(other) && other.id !== hit.id && !other.token.aside && !BUSINESS_HEADS.has(other.keyword));
    if (BUSINESS_HEADS.has(hit.keyword) && others.length > 0) score -= 8;
    // Of two nouns in a row the last is the head; in Chinese the last word of a run is.
    const next = others.find(
      (other) => Math.abs(other.start - hit.end) < 0.001 || (isCjk(hit.token.text) && other.token === hit.token && other.start > hit.start),
    );
    if (next && !weak && !BUSINESS_HEADS.has(hit.keyword)) score -= 3;
    if (hit.token.aside) score -= 12;
    if (hit.token.relative) score -= 4;
    score -= hit.start * 0.2;
    return { id: hit.id, icons: hit.icons, score, position: hit.start, weak, aside: hit.token.aside };
  });
  const best = new Map<string, BriefMeaning>();
  for (const meaning of scored) {
    const known = best.get(meaning.id);
    if (!known || meaning.score > known.score) best.set(meaning.id, meaning);
  }
  return { meanings: [...best.values()].sort((a, b) => b.score - a.score || a.position - b.position), unread };
}
