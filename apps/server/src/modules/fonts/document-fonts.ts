import type { DesignDocument, FontProvider, ParsedFont } from "@studio/design";

/** A user's own font in a design document: `user-<id>` (the row of user_fonts). */
const USER_FONT_ID = /^user-(\d{1,15})$/;
/** A catalogue font an admin uploaded: `font-<id>` (the row of catalogue_fonts); built-in families keep their @fontsource ids. */
const UPLOADED_FONT_ID = /^font-(\d{1,15})$/;

export const userFontId = (id: number): string => `user-${id}`;
export const uploadedFontId = (id: number): string => `font-${id}`;

/** The user_fonts row id of a `user-<id>` font id; null for any other id. */
export function userFontRowId(fontId: string): number | null {
  const match = USER_FONT_ID.exec(fontId);
  return match ? Number(match[1]) : null;
}

/** Whether the font's file is stored by this site (a user's or an admin's upload), not a built-in family. */
export const isStoredFontId = (fontId: string): boolean => USER_FONT_ID.test(fontId) || UPLOADED_FONT_ID.test(fontId);

/**
 * Where a document's stored fonts come from, parsed: the owner's saved fonts (`user-<id>`) and the
 * catalogue's uploaded ones (`font-<id>`). Fonts that are missing, not the owner's or unreadable are
 * simply absent from the answer.
 */
export type StoredFontFaces = {
  faces(ownerId: number | null, fontIds: readonly string[]): Promise<Map<string, ParsedFont>>;
};

export type DocumentFontsDeps = {
  /** The built-in families (the process's @fontsource provider). */
  catalogue: FontProvider;
  /** Fonts stored by this site; without it `user-<id>` and `font-<id>` draw nothing. */
  stored?: StoredFontFaces;
};

/** Every font id a document names: each text element's font and its fallbacks (any element type that carries them). */
export function documentFontIds(document: Pick<DesignDocument, "elements">): string[] {
  const ids = new Set<string>();
  for (const element of document.elements as readonly unknown[]) {
    if (typeof element !== "object" || element === null) continue;
    const { fontId, fallbackFontIds } = element as { fontId?: unknown; fallbackFontIds?: unknown };
    if (typeof fontId === "string") ids.add(fontId);
    if (Array.isArray(fallbackFontIds)) for (const id of fallbackFontIds) if (typeof id === "string") ids.add(id);
  }
  return [...ids];
}

/**
 * The FontProvider that draws `document` on the server (export, saved logo SVGs): built-in families
 * from the process's provider; the owner's own fonts (`user-<id>`) and the catalogue's uploaded
 * ones (`font-<id>`) read and parsed first. A stored font that cannot be loaded (gone, not the
 * owner's, storage failing) gives no faces, the spec's 'font load failure: empty result': its text
 * falls back or is left out, the rest of the document still draws.
 */
export async function fontsForDocument(deps: DocumentFontsDeps, document: Pick<DesignDocument, "elements">, ownerId: number | null): Promise<FontProvider> {
  const storedIds = documentFontIds(document).filter(isStoredFontId);
  let stored = new Map<string, ParsedFont>();
  if (storedIds.length > 0 && deps.stored) stored = await deps.stored.faces(ownerId, storedIds).catch(() => new Map<string, ParsedFont>());
  const { catalogue } = deps;
  return {
    faces(fontId, text) {
      if (!isStoredFontId(fontId)) return catalogue.faces(fontId, text);
      const face = stored.get(fontId);
      return face ? [face] : [];
    },
    // Emoji pictures (Twemoji) come with the built-in families' provider.
    emoji: (code) => catalogue.emoji?.(code),
  };
}
