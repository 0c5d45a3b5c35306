import type { DesignDocument, FontProvider, ParsedFont } from "@studio/design";
import type { Storage } from "../../storage/storage";
import type { ResultLinks } from "../oss/result-links";
import { fontsForDocument, type StoredFontFaces } from "./document-fonts";
import { createFontCatalogueService, type FontCatalogueService } from "./font-catalogue.service";
import { createFontFaceCache } from "./font-face-cache";
import type { FontsRepository } from "./fonts.repository";
import { createUserFontsService, type UserFontsService } from "./user-fonts.service";

/** The fonts area (issue 21): the catalogue and its administration, users' own fonts, and the fonts of a document. */
export type FontServices = {
  /** Built-in families plus the stored fonts a document names (the owner's `user-<id>`, the catalogue's `font-<id>`), ready for renderDesignSvg. */
  forDocument(document: Pick<DesignDocument, "elements">, ownerId: number | null): Promise<FontProvider>;
  catalogue: FontCatalogueService;
  userFonts: UserFontsService;
};

/** Parsed stored fonts kept per process (by their files' bytes). */
const FACE_CACHE_BYTES = 64 * 1024 * 1024;

export function createFontServices(deps: {
  repository: FontsRepository;
  storage: Storage;
  links: ResultLinks;
  catalogue: () => FontProvider;
  now?: () => Date;
}): FontServices {
  const { repository } = deps;
  const faces = createFontFaceCache({ maxBytes: FACE_CACHE_BYTES });
  const catalogue = createFontCatalogueService({ repository, storage: deps.storage, faces });
  const userFonts = createUserFontsService({ repository, storage: deps.storage, links: deps.links, faces, now: deps.now });
  const stored: StoredFontFaces = {
    async faces(ownerId, fontIds) {
      const [own, uploaded] = await Promise.all([
        ownerId === null ? new Map<string, ParsedFont>() : userFonts.faces(ownerId, fontIds),
        catalogue.faces(fontIds.filter((id) => id.startsWith("font-"))),
      ]);
      return new Map([...uploaded, ...own]);
    },
  };
  return {
    forDocument: (document, ownerId) => fontsForDocument({ catalogue: deps.catalogue(), stored }, document, ownerId),
    catalogue,
    userFonts,
  };
}
