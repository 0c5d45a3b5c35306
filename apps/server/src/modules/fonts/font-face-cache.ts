import { rememberFontBytes, type ParsedFont } from "@studio/design";
import { parse } from "opentype.js";

/**
 * Parsed stored fonts by storage key, so exporting a document again does not read and parse its
 * fonts again. Bounded by the files' bytes (a CJK font is 10 MB and parses to several times that):
 * the least recently used go first. A file that is gone or does not parse is not remembered.
 */
export function createFontFaceCache(options: { maxBytes: number }) {
  const entries = new Map<string, { font: ParsedFont; bytes: number }>();
  let total = 0;
  return {
    async get(key: string, read: () => Promise<Buffer | null>): Promise<ParsedFont | null> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.font;
      }
      const bytes = await read().catch(() => null);
      if (!bytes) return null;
      let font: ParsedFont;
      try {
        const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
        // The bytes stay with the font: the print PDF embeds the font program (text as text).
        font = rememberFontBytes(parse(file), file);
      } catch {
        return null;
      }
      entries.set(key, { font, bytes: bytes.byteLength });
      total += bytes.byteLength;
      for (const [oldest, entry] of entries) {
        if (total <= options.maxBytes || oldest === key) break;
        entries.delete(oldest);
        total -= entry.bytes;
      }
      return font;
    },
    /** Forgets a file that was deleted or replaced. */
    drop(key: string): void {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      total -= entry.bytes;
    },
  };
}

export type FontFaceCache = ReturnType<typeof createFontFaceCache>;
