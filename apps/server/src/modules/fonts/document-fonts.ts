import type { DesignDocument, FontProvider, ParsedFont } from "@studio/design";

/** A user's own font in a design document: `user-<id>` (the row of user_fonts), never a catalogue id. */
const USER_FONT_ID = /^user-(\d{1,15})$/;

export const userFontId = (id: number): string => `user-${id}`;

/** The user_fonts row id of a `user-<id>` font id; null for a catalogue id. */
export function userFontRowId(fontId: string): number | null {
  const match = USER_FONT_ID.exec(fontId);
  return match ? Number(match[1]) : null;
}

/**
 * Where a document's custom fonts come from: the owner's saved fonts, parsed. Fonts the owner does
 * not have (deleted, someone else's) are simply missing from the answer.
 */
export type UserFontFaces = {
  faces(ownerId: number, rowIds: readonly number[]): Promise<Map<number, ParsedFont>>;
};

export type DocumentFontsDeps = {
  /** The catalogue's fonts (the process's @fontsource provider). */
  catalogue: FontProvider;
  /** The users' own fonts; without it `user-<id>` fonts draw nothing. */
  userFonts?: UserFontFaces;
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
 * The FontProvider that draws `document` on the server (export, saved logo SVGs): catalogue fonts
 * from the process's provider, and the owner's custom fonts (`user-<id>`) read and parsed first.
 * A custom font that cannot be loaded (gone, not the owner's, storage failing) gives no faces, the
 * spec's 'font load failure: empty result': its text then falls back or is left out, the rest of the
 * document still draws.
 */
export async function fontsForDocument(deps: DocumentFontsDeps, document: Pick<DesignDocument, "elements">, ownerId: number | null): Promise<FontProvider> {
  const rowIds = documentFontIds(document).flatMap((id) => userFontRowId(id) ?? []);
  let own = new Map<number, ParsedFont>();
  if (rowIds.length > 0 && ownerId !== null && deps.userFonts) {
    own = await deps.userFonts.faces(ownerId, rowIds).catch(() => new Map<number, ParsedFont>());
  }
  return {
    faces(fontId, text) {
      const rowId = userFontRowId(fontId);
      if (rowId === null) return deps.catalogue.faces(fontId, text);
      const face = own.get(rowId);
      return face ? [face] : [];
    },
  };
}
