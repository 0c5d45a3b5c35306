import { createNodeLogoDeps } from "@studio/logo-engine/node";
import type { Config } from "../config";
import { createBulkFillRepository } from "../modules/bulk-fill/bulk-fill.repository";
import { createBulkFill, type BulkFillService } from "../modules/bulk-fill/bulk-fill.service";
import { createBusinessCards, type BusinessCards } from "../modules/business-cards/business-cards.service";
import { createClassicMakerServices, type ClassicMakerServices } from "../modules/classic-maker/classic-maker.services";
import { createDesignImages } from "../modules/design-export/design-images";
import { createDesignExport, type DesignExportService } from "../modules/design-export/design-export.service";
import { createDesignerRepository } from "../modules/designer/designer.repository";
import { createDesignerService, type DesignerService } from "../modules/designer/designer.service";
import { createFavouritesRepository } from "../modules/favourites/favourites.repository";
import { createFontsRepository } from "../modules/fonts/fonts.repository";
import { createFontServices, type FontServices } from "../modules/fonts/fonts.services";
import { createLogoAnimation, type LogoAnimationService } from "../modules/logo-animation/logo-animation.service";
import { createTemplates, type Templates } from "../modules/templates/templates.compose";
import { createTemplatesRepository } from "../modules/templates/templates.repository";
import { createWorks, type WorksService } from "../modules/works/works.compose";
import { createWorksRepository } from "../modules/works/works.repository";
import type { Accounts } from "./accounts.services";
import type { AppDeps } from "./app-deps";
import type { PaymentServices } from "./payments.services";
import type { Platform } from "./platform.services";
import type { Tasks } from "./tasks.services";

/** Design: the editor's works, fonts, templates and exports, the documents made from them, the classic maker, the designer role. */
export type DesignServices = {
  /** The classic logo maker (issue 17): symbols, colours, fonts, the list of logos and favourites. */
  classicMaker: ClassicMakerServices;
  /** The designer role: designer-fix orders and their answers, grants (issue 17). */
  designer: DesignerService;
  /** Fonts (issue 21): a design document's fonts for its owner (`forDocument`), the catalogue and custom fonts. */
  fonts: FontServices;
  /** The design editor's exports: a design document as PNG, JPG, SVG or PDF, without a browser (issue 21). */
  designExport: DesignExportService;
  /** Bulk fill: a card work plus a CSV gives one file per row, zipped (issue 22, docs/bulk-fill.md). */
  bulkFill: BulkFillService;
  /** The user's works: the editor's saved designs, a logo's design edited as new versions (issue 21). */
  works: WorksService;
  /** Templates to start a design from, and the posters' download rules (issue 21, docs/templates.md). */
  templates: Templates["templates"];
  posterDownloads: Templates["posterDownloads"];
  /** Logo animations (issue 22): the download right and the server's GIF (docs/logo-animation.md). */
  logoAnimation: LogoAnimationService;
  /** Business cards' downloads (issue 22): PNG, PDF and print PDF, charged as card downloads. */
  businessCards: BusinessCards;
};

export function createDesign(
  config: Config,
  deps: AppDeps,
  platform: Platform,
  accounts: Accounts,
  tasks: Pick<Tasks, "imagesRepository">,
  payments: Pick<PaymentServices, "orders">,
): DesignServices {
  const { db } = platform;
  const { storage, resultLinks, urlSigner } = platform.services;
  const { credits, mailer } = accounts.services;
  const { usersRepository } = accounts;
  const { imagesRepository } = tasks;
  const { orders } = payments;
  // Shared by the fonts routes and the design exports, which draw a document with its owner's fonts.
  const fonts = createFontServices({
    repository: createFontsRepository(db),
    storage,
    links: resultLinks,
    catalogue: () => createNodeLogoDeps().fonts,
    now: deps.now,
  });
  const works = createWorks({
    repository: createWorksRepository(db),
    savedLogos: createFavouritesRepository(db),
    storage,
    links: resultLinks,
    fontsFor: fonts.forDocument,
    taskOwner: (taskId) => imagesRepository.taskOwner(taskId),
    now: deps.now,
    log: (message, details) => console.error(message, details),
  });
  // Templates and the posters' download rules (issue 21): wired in their own compose file.
  const templatesRepository = createTemplatesRepository(db);
  const templates = createTemplates({
    repository: templatesRepository,
    works,
    savedLogos: createFavouritesRepository(db),
    storage,
    links: resultLinks,
    fontsFor: fonts.forDocument,
    credits,
    orders,
    now: deps.now,
    log: (message, details) => console.error(message, details),
  });
  const designExport = createDesignExport({
    fontsFor: fonts.forDocument,
    images: createDesignImages({ storage, taskOwner: (taskId) => imagesRepository.taskOwner(taskId) }),
  });
  return {
    classicMaker: createClassicMakerServices({
      favouritesRepository: createFavouritesRepository(db),
      storage,
      production: config.env === "production",
      siteVariant: config.siteVariant,
      now: deps.now,
    }),
    fonts,
    designExport,
    works,
    // Bulk fill (issue 22): a card work plus a CSV, one file per row through the same exporter.
    bulkFill: createBulkFill({
      repository: createBulkFillRepository(db),
      works,
      workFacts: (workId) => templatesRepository.workFacts(workId),
      orders,
      exports: designExport,
      storage,
      now: deps.now,
      log: (message, details) => console.error(message, details),
    }),
    ...templates,
    logoAnimation: createLogoAnimation({
      favourites: createFavouritesRepository(db),
      orders,
      findUser: (id) => usersRepository.findById(id),
      fontsFor: fonts.forDocument,
      now: deps.now,
    }),
    businessCards: createBusinessCards({ exports: designExport, works, downloads: templates.posterDownloads, storage, digest: urlSigner.digest }),
    designer: createDesignerService({ repository: createDesignerRepository(db), mailer, linkBase: config.linkBase, now: deps.now }),
  };
}
