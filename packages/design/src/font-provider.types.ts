import type { Font } from "opentype.js";
import type { EmojiGlyph } from "./emoji.js";

export type { Font as ParsedFont } from "opentype.js";

/**
 * Gives the renderer parsed fonts without it doing any I/O. A family may come in several faces
 * (a CJK family is split into unicode-range subsets), so the provider returns every face needed to
 * draw `text`; the renderer takes each glyph from the first face that has it. The server reads the
 * files from disk, the browser fetches them first; see @studio/assets.
 */
export type FontProvider = {
  faces(fontId: string, text: string): readonly Font[];
  /**
   * The emoji picture of a Twemoji code (see emoji.ts), when this provider has it at hand: read
   * synchronously, so the browser loads a text's emoji before drawing, as it loads fonts. Without
   * it (or for an unknown code) the cluster falls back to the fonts' glyphs.
   */
  emoji?(code: string): EmojiGlyph | undefined;
};
