import { documentImageSources, withImageSources, type DesignDocument, type FontProvider } from "@studio/design";
import type { Storage } from "../../storage/storage";
import { iconLibrary } from "../classic-maker/classic-maker.services";
import type { CreditsService } from "../credits/credits.service";
import { createDesignImages } from "../design-export/design-images";
import type { FavouritesRepository } from "../favourites/favourites.repository";
import type { ResultLinks } from "../oss/result-links";
import type { OrdersService } from "../payments/orders.service";
import { createWorkThumbnails } from "../works/work-thumbnails";
import type { WorksService } from "../works/works.service";
import { builtinCardTemplates } from "./builtin-card-templates";
import { builtinTemplates, type IconSource } from "./builtin-templates";
import { createPosterDownloads, type PosterDownloads } from "./poster-downloads";
import type { TemplatesRepository } from "./templates.repository";
import { createTemplatesService, type TemplatesService } from "./templates.service";

export type Templates = { templates: TemplatesService; posterDownloads: PosterDownloads };

/** The templates and the posters' download rules wired to their SQL, the works, fonts and payments (services.ts calls this once). */
export function createTemplates(deps: {
  /** Built in services.ts (repositories are built there only: composition.test.ts). */
  repository: TemplatesRepository;
  works: Pick<WorksService, "get" | "create">;
  savedLogos: Pick<FavouritesRepository, "find">;
  storage: Storage;
  links: Pick<ResultLinks, "sign">;
  /** The catalogue's fonts (a template may use no user's own font: templates.policy.ts). */
  fontsFor: (document: DesignDocument, ownerId: number | null) => Promise<FontProvider>;
  credits: Pick<CreditsService, "chargeDownload">;
  orders: Pick<OrdersService, "designItems" | "designLevel">;
  now?: (() => Date) | undefined;
  log: (message: string, details: Record<string, unknown>) => void;
}): Templates {
  // A template's thumbnail draws only what anyone may (public and inline pictures): nobody's own files.
  const images = createDesignImages({ storage: deps.storage, taskOwner: async () => undefined });
  const withImages = async (document: DesignDocument): Promise<DesignDocument> => {
    const sources = documentImageSources(document);
    return sources.length === 0 ? document : withImageSources(document, await images.inline({ id: 0, isAdmin: false }, sources));
  };
  const library = iconLibrary;
  const templates = createTemplatesService({
    repository: deps.repository,
    works: deps.works,
    savedLogos: deps.savedLogos,
    thumbnails: createWorkThumbnails({ storage: deps.storage, fontsFor: (document) => deps.fontsFor(document, null), withImages, log: deps.log }),
    links: deps.links,
    builtins: () => {
      const icon: IconSource = (key) => {
        const found = library().get(key);
        return found ? { set: found.set, id: found.id, nodes: found.nodes } : undefined;
      };
      return [...builtinTemplates(icon), ...builtinCardTemplates(icon)];
    },
    ...(deps.now ? { now: deps.now } : {}),
  });
  return { templates, posterDownloads: createPosterDownloads({ repository: deps.repository, credits: deps.credits, orders: deps.orders }) };
}
