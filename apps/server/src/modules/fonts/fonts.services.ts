import type { DesignDocument, FontProvider } from "@studio/design";
import { fontsForDocument, type UserFontFaces } from "./document-fonts";

/** The fonts area as the other modules see it (export, works): the fonts of one document for its owner. */
export type FontServices = {
  /** Catalogue fonts plus the owner's custom fonts (`user-<id>`), ready for renderDesignSvg. */
  forDocument(document: Pick<DesignDocument, "elements">, ownerId: number | null): Promise<FontProvider>;
};

export function createFontServices(deps: { catalogue: () => FontProvider; userFonts?: UserFontFaces }): FontServices {
  return {
    forDocument: (document, ownerId) => fontsForDocument({ catalogue: deps.catalogue(), userFonts: deps.userFonts }, document, ownerId),
  };
}
