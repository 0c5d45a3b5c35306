import type { BrowserFontProvider } from "@studio/assets";
import { designFonts } from "../../fonts/design-fonts";

/**
 * The fonts the editor draws with: features/fonts' provider, the same @fontsource files the server
 * outlines with (CJK by unicode range, from /api/fonts/files/), plus the user's own fonts
 * (`user-<id>`) and the catalogue's uploaded ones (`font-<id>`), so the canvas is the export. One
 * provider per page load; its parsed faces are shared by every document opened.
 */
export function editorFonts(): BrowserFontProvider {
  return designFonts();
}
