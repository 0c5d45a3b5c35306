import type { FontRecord } from "@studio/contracts";

const loaded = new Set<string>();

/** The CSS family a catalogue font is shown under on the font step (its own name could clash with the page's). */
export function previewFamily(font: FontRecord): string {
  return `cm-font-${font.id}`;
}

/**
 * Loads the fonts of the catalogue so each name is shown in its own face. Spec 03 section 8: a font
 * that fails to load is ignored (the name stays in the page's font).
 */
export function loadPreviewFonts(fonts: FontRecord[]): void {
  if (typeof FontFace === "undefined" || typeof document === "undefined" || !document.fonts) return;
  for (const font of fonts) {
    if (loaded.has(font.id) || !font.font_url) continue;
    loaded.add(font.id);
    const face = new FontFace(previewFamily(font), `url(${JSON.stringify(font.font_url)})`, { display: "swap" });
    face.load().then(
      (ready) => document.fonts.add(ready),
      () => undefined,
    );
  }
}
