/**
 * Previews of catalogue and custom fonts in the picker: each font file is added to the page once
 * as a CSS font face under its own name, so a preview draws in that font while the canvas keeps
 * drawing outlines (design-fonts.ts). A face that fails to load leaves the preview in the fallback.
 */
const added = new Map<string, string>();

export function previewFamily(fontId: string): string {
  return `studio-preview-${fontId.replace(/[^a-z0-9-]/gi, "")}`;
}

export function loadPreviewFace(fontId: string, url: string, target: Pick<Document, "fonts"> | undefined = globalThis.document): string {
  const family = previewFamily(fontId);
  if (added.has(fontId) || !url || typeof FontFace !== "function" || !target?.fonts) return family;
  added.set(fontId, url);
  const face = new FontFace(family, `url(${JSON.stringify(url)})`, { display: "swap" });
  target.fonts.add(face);
  face.load().catch(() => undefined);
  return family;
}
