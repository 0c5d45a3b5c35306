import type { FontStore } from "@studio/assets";
import { designFontUrl, FONT_FILES_BASE } from "../../fonts/design-fonts";

/** The CSS family the text editor's overlay types in for a document font id. */
export const editingFamily = (fontId: string): string => `studio-edit-${fontId.replace(/[^a-zA-Z0-9_-]/g, "_")}`;

/** The overlay's font-family list: the element's font, then its fallbacks, as the renderer tries them glyph by glyph. */
export const editingFontStack = (fontIds: readonly string[]): string => [...fontIds.map((id) => `"${editingFamily(id)}"`), "sans-serif"].join(", ");

/** Files already registered as faces (one FontFace per file, shared by every overlay of the page). */
const registered = new Set<string>();

/**
 * Makes the overlay draw with the very files the canvas is outlined from: the catalogue's subset
 * files (several faces of one family: CSS picks each glyph from the face that has it, as the
 * renderer does) or a stored font's one file. A file that fails leaves the browser's fallback,
 * never an error: the committed text is drawn by the renderer anyway.
 */
export async function loadEditingFonts(fonts: Pick<FontStore, "filesFor">, fontIds: readonly string[], text: string): Promise<void> {
  if (typeof FontFace !== "function" || typeof document === "undefined") return;
  const faces: FontFace[] = [];
  for (const fontId of fontIds) {
    const catalogue = fonts.filesFor(fontId, text).map((path) => `${FONT_FILES_BASE}${path}`);
    const urls = catalogue.length > 0 ? catalogue : [await designFontUrl(fontId).catch(() => undefined)].filter((url): url is string => url !== undefined);
    for (const url of urls) {
      const key = `${fontId}\u0001${url}`;
      if (registered.has(key)) continue;
      registered.add(key);
      const face = new FontFace(editingFamily(fontId), `url(${JSON.stringify(url)})`);
      document.fonts.add(face);
      faces.push(face);
    }
  }
  await Promise.all(faces.map((face) => face.load().catch(() => undefined)));
}
