import type { Language } from "@studio/contracts/plain";

/** One emoji of the picker: the character, its name in the page's language and search words. */
export type EmojiEntry = {
  unicode: string;
  label: string;
  tags: readonly string[];
  /** Unicode's group (0 smileys ... 9 flags): the picker's tabs. */
  group: number;
};

/** The picker's groups in Unicode order; "component" (skin-tone swatches, hair) is not offered on its own. */
export const EMOJI_GROUPS = [0, 1, 3, 4, 5, 6, 7, 8, 9] as const;
export type EmojiGroup = (typeof EMOJI_GROUPS)[number];

/** Spec 03 section 9: the emoji sheet size. The picker draws each emoji in a cell of this many CSS pixels at most. */
export { EMOJI_SHEET_SIZE } from "@studio/domain";

type CompactEmoji = { unicode: string; label: string; tags?: readonly string[]; group?: number };

// Each list is half a megabyte: it loads with the picker's first opening, one language at a time.
const loaders: Record<Language, () => Promise<readonly CompactEmoji[]>> = {
  en: () => import("emojibase-data/en/compact.json").then((m) => m.default),
  zh: () => import("emojibase-data/zh/compact.json").then((m) => m.default),
};

const cache = new Map<Language, Promise<EmojiEntry[]>>();

/** The unicode emoji list with names in `language` (emojibase-data), without the group-less regional letters. */
export function loadEmojis(language: Language): Promise<EmojiEntry[]> {
  const known = cache.get(language);
  if (known) return known;
  const loading = loaders[language]().then(toEntries, (error: unknown) => {
    // A chunk that failed to load may load on the next opening.
    cache.delete(language);
    throw error;
  });
  cache.set(language, loading);
  return loading;
}

export function toEntries(list: readonly CompactEmoji[]): EmojiEntry[] {
  return list.flatMap((emoji) =>
    emoji.group === undefined || emoji.group === 2 ? [] : [{ unicode: emoji.unicode, label: emoji.label, tags: emoji.tags ?? [], group: emoji.group }],
  );
}

/**
 * The emojis whose name or tags hold every word of `query` (case-insensitive; Chinese words match
 * inside names, so "猫" finds "猫脸"). Names that start with the query come first.
 */
export function searchEmojis(list: readonly EmojiEntry[], query: string): EmojiEntry[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  const hits = list.filter((emoji) => {
    const haystack = [emoji.label.toLowerCase(), ...emoji.tags.map((tag) => tag.toLowerCase())];
    return words.every((word) => haystack.some((text) => text.includes(word)));
  });
  const first = words[0] ?? "";
  return hits.sort((a, b) => Number(!a.label.toLowerCase().startsWith(first)) - Number(!b.label.toLowerCase().startsWith(first)));
}
