import type { Font } from "opentype.js";

export type { Font as ParsedFont } from "opentype.js";

/**
 * Gives the renderer parsed fonts without it doing any I/O. A family may come in several faces
 * (a CJK family is split into unicode-range subsets), so the provider returns every face needed to
 * draw `text`; the renderer takes each glyph from the first face that has it. The server reads the
 * files from disk, the browser fetches them first; see @studio/assets.
 */
export type FontProvider = {
  faces(fontId: string, text: string): readonly Font[];
};
