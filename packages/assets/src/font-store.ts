import { rememberFontBytes, type FontProvider, type ParsedFont } from "@studio/design";
import { parse } from "opentype.js";
import { FONT_FAMILIES, type FontFamilyEntry } from "./font-catalogue.data.js";
import { fontFilesFor, type UnicodeRanges } from "./font-files.js";

export type FontStoreOptions = {
  catalogue?: readonly FontFamilyEntry[];
  /** Unicode ranges of a CJK package (its unicode.json), once known. */
  ranges: (source: string) => UnicodeRanges | undefined;
  /** Synchronous bytes of a file, when the store may read on demand (server). */
  readFile?: (path: string) => ArrayBuffer | undefined;
};

/** A FontProvider over parsed subset files, plus what is still missing (so the browser can fetch it first). */
export type FontStore = FontProvider & {
  add(path: string, bytes: ArrayBuffer): void;
  /**
   * A font outside the catalogue under its own id (a user's `user-<id>`, an uploaded `font-<id>`):
   * one whole file. null (or bytes that do not parse) remembers it as failed: it then has no faces,
   * the spec's 'font load failure: empty result'.
   */
  addFont(fontId: string, bytes: ArrayBuffer | null): void;
  /** Whether `addFont` was called for the id (with a font or a failure). */
  hasFont(fontId: string): boolean;
  missingFiles(fontId: string, text: string): string[];
  filesFor(fontId: string, text: string): string[];
};

export function createFontStore(options: FontStoreOptions): FontStore {
  const catalogue = options.catalogue ?? FONT_FAMILIES;
  const parsed = new Map<string, ParsedFont | null>();
  const byId = new Map(catalogue.map((entry) => [entry.id, entry]));
  // The renderer asks for faces once per text element; resolving subsets each time was a hot spot.
  const files = new Map<string, string[]>();
  const filesFor = (fontId: string, text: string): string[] => {
    const entry = byId.get(fontId);
    if (!entry) return [];
    const ranges = entry.cjk ? options.ranges(entry.source) : undefined;
    const key = `${fontId}\u0001${ranges ? "r" : ""}\u0001${text}`;
    let list = files.get(key);
    if (!list) {
      list = fontFilesFor(entry, text, ranges);
      if (files.size > 5000) files.clear();
      files.set(key, list);
    }
    return list;
  };
  // A file that cannot be parsed counts as missing: the glyph check then picks a fallback font.
  const safeParse = (bytes: ArrayBuffer): ParsedFont | null => {
    try {
      // The bytes stay with the font: the print PDF embeds the font program (text as text).
      return rememberFontBytes(parse(bytes), bytes);
    } catch {
      return null;
    }
  };
  const add = (path: string, bytes: ArrayBuffer): void => {
    parsed.set(path, safeParse(bytes));
  };
  const load = (path: string): ParsedFont | undefined => {
    if (!parsed.has(path) && options.readFile) {
      const bytes = options.readFile(path);
      // null remembers a file that does not exist, so it is not looked for on every glyph.
      parsed.set(path, bytes ? safeParse(bytes) : null);
    }
    return parsed.get(path) ?? undefined;
  };
  const standalone = new Map<string, ParsedFont | null>();
  return {
    add,
    addFont: (fontId, bytes) => {
      standalone.set(fontId, bytes ? safeParse(bytes) : null);
    },
    hasFont: (fontId) => standalone.has(fontId),
    filesFor,
    missingFiles: (fontId, text) => filesFor(fontId, text).filter((path) => !parsed.has(path)),
    faces: (fontId, text) => {
      if (standalone.has(fontId)) {
        const font = standalone.get(fontId);
        return font ? [font] : [];
      }
      return filesFor(fontId, text).flatMap((path) => load(path) ?? []);
    },
  };
}
