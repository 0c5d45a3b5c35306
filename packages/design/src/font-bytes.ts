import type { Font } from "opentype.js";

/**
 * The file a parsed font came from. opentype.js keeps no bytes, and the print PDF (server
 * design-export/print-pdf.ts) embeds the font program itself so text stays text; whoever parses a
 * font for a FontProvider remembers its bytes here. Kept by font object (a WeakMap), so they go
 * when the parsed font goes.
 */
const files = new WeakMap<Font, Uint8Array>();

export function rememberFontBytes(font: Font, bytes: ArrayBuffer | Uint8Array): Font {
  files.set(font, bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
  return font;
}

/** The bytes a font was parsed from, when its parser remembered them. */
export const fontBytesOf = (font: Font): Uint8Array | undefined => files.get(font);
