import { documentImageSources, withImageSources, type DesignDocument, type FontProvider } from "@studio/design";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { iconLibrary } from "../classic-maker/classic-maker.services";
import type { FavouritesRepository } from "../favourites/favourites.repository";
import { SavedDesignError, savedDesign } from "../favourites/saved-design";
import type { ResultLinks } from "../oss/result-links";
import { createDesignImages } from "../design-export/design-images";
import { createWorkThumbnails } from "./work-thumbnails";
import type { WorksRepository } from "./works.repository";
import { createWorksService, type WorksService } from "./works.service";

export type { WorksService } from "./works.service";

/** The works service wired to its SQL, the saved logos, storage and the server's fonts (services.ts calls this once). */
export function createWorks(deps: {
  /** Built in services.ts (repositories are built there only: composition.test.ts). */
  repository: WorksRepository;
  savedLogos: FavouritesRepository;
  storage: Storage;
  links: Pick<ResultLinks, "sign">;
  now?: (() => Date) | undefined;
  /** A document's fonts for its owner (modules/fonts forDocument): catalogue and custom fonts. */
  fontsFor: (document: DesignDocument, ownerId: number) => Promise<FontProvider>;
  /** Who owns the task of a result folder: a thumbnail draws only pictures its owner may (the export's rule). */
  taskOwner: (taskId: string) => Promise<number | undefined>;
  log: (message: string, details: Record<string, unknown>) => void;
}): WorksService {
  const images = createDesignImages({ storage: deps.storage, taskOwner: deps.taskOwner });
  // The owner's own rights, never an admin's: a thumbnail shows only what its owner may draw.
  const withImages = async (document: DesignDocument, ownerId: number): Promise<DesignDocument> => {
    const sources = documentImageSources(document);
    return sources.length === 0 ? document : withImageSources(document, await images.inline({ id: ownerId, isAdmin: false }, sources));
  };
  return createWorksService({
    repository: deps.repository,
    savedLogos: deps.savedLogos,
    // The classic maker's own save rules for what saved_logos keeps: icons redrawn from the library, the SVG the server's render.
    logoDesign: async (document, ownerId) => {
      const fonts = await deps.fontsFor(document, ownerId);
      try {
        return savedDesign(document, { library: iconLibrary(), fonts });
      } catch (error) {
        if (!(error instanceof SavedDesignError)) throw error;
        deps.log("logo work refused", { reason: error.message });
        throw new AppError("SAVE_FAILED", undefined, { reason: error.message });
      }
    },
    thumbnails: createWorkThumbnails({ storage: deps.storage, fontsFor: deps.fontsFor, withImages, log: deps.log }),
    links: deps.links,
    ...(deps.now ? { now: deps.now } : {}),
  });
}
