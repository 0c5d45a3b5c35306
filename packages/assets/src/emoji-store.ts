import { EMOJI_CODE_PATTERN, parseEmojiSvg, textEmojiCodes, type EmojiGlyph } from "@studio/design";

/** Where Twemoji's pictures are, relative to node_modules (and to the browser's base URL). */
export const EMOJI_DIR = "@twemoji/svg";

export const emojiFile = (code: string): string => `${EMOJI_DIR}/${code}.svg`;

/**
 * Parsed emoji pictures by Twemoji code (the FontProvider's `emoji`). A code that does not exist or
 * does not parse is remembered as null, so it is neither read nor fetched again: its cluster falls
 * back to the fonts' glyphs.
 */
export type EmojiStore = {
  emoji(code: string): EmojiGlyph | undefined;
  add(code: string, svg: string | null): void;
  /** The codes a text may need that were neither read nor fetched yet. */
  missingEmoji(text: string): string[];
};

export function createEmojiStore(options: { readFile?: (file: string) => string | undefined } = {}): EmojiStore {
  const glyphs = new Map<string, EmojiGlyph | null>();
  const add = (code: string, svg: string | null): void => {
    glyphs.set(code, svg === null ? null : (parseEmojiSvg(code, svg) ?? null));
  };
  return {
    add,
    emoji(code) {
      if (!glyphs.has(code) && options.readFile && EMOJI_CODE_PATTERN.test(code)) add(code, options.readFile(emojiFile(code)) ?? null);
      return glyphs.get(code) ?? undefined;
    },
    missingEmoji: (text) => textEmojiCodes(text).filter((code) => !glyphs.has(code)),
  };
}
