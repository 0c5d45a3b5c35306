import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { currencyOf } from "@studio/domain";
import type { Config } from "../config";
import { createBrandDocsService, type BrandDocsService } from "../modules/brand-docs/brand-docs.service";
import { createDownloadCenterRepository } from "../modules/download-center/download-center.repository";
import { createDownloadCenterService, type DownloadCenterService } from "../modules/download-center/download-center.service";
import { createBrandOfferService, type BrandOfferService } from "../modules/downloads/brand-offer.service";
import { createDownloadsRepository } from "../modules/downloads/downloads.repository";
import { createDownloadsService, type DownloadsService } from "../modules/downloads/downloads.service";
import { createFavouritesRepository } from "../modules/favourites/favourites.repository";
import { createMockupPreviewService, type MockupPreviewService } from "../modules/mockups/mockup-preview.service";
import { createRenderSlots } from "../modules/mockups/render-slots";
import { createProfileKitService, type ProfileKitService } from "../modules/profile-kit/profile-kit.service";
import { createShareRepository } from "../modules/share/share.repository";
import { createShareService, type ShareService } from "../modules/share/share.service";
import { createSignaturesRepository } from "../modules/signatures/signatures.repository";
import { createSignaturesService, type SignaturesService } from "../modules/signatures/signatures.service";
import { createViRepository } from "../modules/vi/vi.repository";
import { createViService, type ViService } from "../modules/vi/vi.service";
import type { Accounts } from "./accounts.services";
import type { AppDeps } from "./app-deps";
import type { PaymentServices } from "./payments.services";
import type { Platform } from "./platform.services";
import type { TaskServices } from "./tasks.services";

/** A logo's downloads and brand: paid exports, the download center, brand documents, VI and profile kits, mockups, signatures, shares. */
export type BrandServices = {
  /** Paid exports and the favicon package (spec 02 sections 7 and 9). */
  downloads: DownloadsService;
  /** The companion branding platform's offer after a purchase. */
  brandOffer: BrandOfferService;
  /** A purchased logo's files by package (issue 16, /download?logo=). */
  downloadCenter: DownloadCenterService;
  /** A logo's brand documents, slide deck and Word (issue 22). */
  brandDocs: BrandDocsService;
  /** VI mockups of saved logos (issue 22): /vi/ and /download/vi. */
  vi: ViService;
  profileKit: ProfileKitService;
  /** Free logo by share (issue 17): share links, posters, likes and the Basic unlock. */
  share: ShareService;
  /** Free mockup previews of a logo on the one mockup renderer (the classic maker's mockups). */
  mockupPreviews: MockupPreviewService;
  /** E-mail signatures made from fields on the server, the logo as a hosted PNG (issue 22). */
  signatures: SignaturesService;
};

export function createBrand(
  config: Config,
  deps: AppDeps,
  platform: Platform,
  accounts: Accounts,
  tasks: Pick<TaskServices, "tasks" | "images">,
  payments: Pick<PaymentServices, "orders">,
): BrandServices {
  const { db } = platform;
  const { storage, urlSigner, resultLinks } = platform.services;
  const { credits } = accounts.services;
  const { orders } = payments;
  const downloadsRepository = createDownloadsRepository(db);
  // The mockup renderer's render slots, one set for the free previews and the VI mockups.
  const mockupSlots = createRenderSlots();
  const downloadCenter = createDownloadCenterService({
    repository: createDownloadCenterRepository(db),
    designLevel: orders.designLevel,
    packageOrders: orders.designPackageOrders,
    storage,
    digest: urlSigner.digest,
    links: resultLinks,
    currency: currencyOf(config.siteVariant),
    brandPlatformUrl: config.brandPlatformUrl,
    fonts: () => createNodeLogoDeps().fonts,
    now: deps.now,
  });
  return {
    downloads: createDownloadsService({
      tasks: tasks.tasks,
      images: tasks.images,
      credits,
      storage,
      repository: downloadsRepository,
      digest: urlSigner.digest,
      fonts: () => createNodeLogoDeps().fonts,
    }),
    brandOffer: createBrandOfferService({
      platformUrl: config.brandPlatformUrl,
      repository: downloadsRepository,
      storage,
      digest: urlSigner.digest,
      links: resultLinks,
    }),
    downloadCenter,
    brandDocs: createBrandDocsService({
      center: downloadCenter,
      designItems: orders.designItems,
      storage,
      digest: urlSigner.digest,
      fonts: () => createNodeLogoDeps().fonts,
      now: deps.now,
    }),
    share: createShareService({
      repository: createShareRepository(db),
      favourites: createFavouritesRepository(db),
      fonts: () => createNodeLogoDeps().fonts,
      site: config.siteVariant,
      linkBase: config.linkBase,
      digest: urlSigner.digest,
    }),
    mockupPreviews: createMockupPreviewService({ slots: mockupSlots }),
    vi: createViService({
      center: downloadCenter,
      repository: createViRepository(db),
      storage,
      digest: urlSigner.digest,
      fonts: () => createNodeLogoDeps().fonts,
      slots: mockupSlots,
      now: deps.now,
    }),
    profileKit: createProfileKitService({
      center: downloadCenter,
      storage,
      digest: urlSigner.digest,
      fonts: () => createNodeLogoDeps().fonts,
      slots: mockupSlots,
      now: deps.now,
    }),
    signatures: createSignaturesService({
      repository: createSignaturesRepository(db),
      favourites: createFavouritesRepository(db),
      storage,
      linkBase: config.linkBase,
      now: deps.now,
    }),
  };
}
