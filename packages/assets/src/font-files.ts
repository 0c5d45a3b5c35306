import type { FontFamilyEntry } from "./font-catalogue.data.js";

/** A package's unicode.json: subset key ("latin", "[42]") to a CSS unicode-range list. */
export type UnicodeRanges = Record<string, string>;
type Range = [start: number, end: number];

const parsedRanges = new WeakMap<UnicodeRanges, [string, Range[]][]>();

function parseRanges(ranges: UnicodeRanges): [string, Range[]][] {
  const known = parsedRanges.get(ranges);
  if (known) return known;
  const parsed = Object.entries(ranges).map(([key, list]): [string, Range[]] => [
    key.replace(/^\[(\d+)\]$/, "$1"),
    list.split(",").map((part): Range => {
      const [start, end] = part.trim().replace(/^U\+/i, "").split("-");
      const from = Number.parseInt(start ?? "0", 16);
      return [from, end ? Number.parseInt(end, 16) : from];
    }),
  ]);
  parsedRanges.set(ranges, parsed);
  return parsed;
}

/**
 * The subset files (paths inside node_modules, `@fontsource/<id>/files/...woff`) needed to draw
 * `text`. Latin families load latin (+ latin-ext for accented letters); CJK families only the
 * numbered subsets whose unicode range holds a character of the text, so a name costs a few
 * hundred KB, not the whole 10 MB family.
 */
export function fontFilesFor(entry: FontFamilyEntry, text: string, ranges?: UnicodeRanges): string[] {
  const file = (subset: string): string => `@fontsource/${entry.source}/files/${entry.source}-${subset}-${entry.weight}-normal.woff`;
  const codes = [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))];
  if (!entry.cjk || !ranges) {
    const needsExt = entry.latinExt && codes.some((code) => code > 0xff);
    return needsExt ? [file("latin"), file("latin-ext")] : [file("latin")];
  }
  const subsets = new Set<string>(["latin"]);
  const table = parseRanges(ranges);
  for (const code of codes) {
    const hit = table.find(([, list]) => list.some(([start, end]) => code >= start && code <= end));
    if (hit) subsets.add(hit[0]);
  }
  return [...subsets].sort().map(file);
}
