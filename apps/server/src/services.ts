import type { Config } from "./config";
import type { Database } from "./db/database";
import { createSessionService, type SessionService } from "./modules/auth/session.service";
import { createSessionsRepository } from "./modules/auth/sessions.repository";
import { createChallengeRepository } from "./modules/auth/challenge.repository";
import { createSignInService, type SignInService } from "./modules/auth/sign-in.service";
import { createQrSignInService, type QrSignInService } from "./modules/auth/cn/qr-sign-in.service";
import { createQrSignInRepository } from "./modules/auth/cn/qr-sign-in.repository";
import type { QrProvider } from "./modules/auth/cn/qr-provider";
import type { SmsSender } from "./modules/auth/cn/sms-sender";
import { qrProviderFor, smsSenderFor } from "./modules/auth/cn/cn-providers";
import { createPartnerSessions, type PartnerSessions } from "./modules/partners/partner-sessions.service";
import { createEmailVerificationService, type EmailVerificationService } from "./modules/auth/email-verification.service";
import { createCaptchaService, type CaptchaService } from "./modules/captcha/captcha.service";
import { createDbReplayStore } from "./modules/captcha/captcha-replay.repository";
import { createMailer, type Mailer, type MailTransport } from "./modules/mail/mailer";
import { createOutboxRepository, type OutboxRepository } from "./modules/mail/outbox.repository";
import { createDatabaseCheck } from "./modules/health/database-check";
import { createHealthRepository } from "./modules/health/health.repository";
import { createContactRepository } from "./modules/contact/contact.repository";
import { createContactService, type ContactService } from "./modules/contact/contact.service";
import { createAffiliateRepository } from "./modules/affiliate/affiliate.repository";
import { createAffiliateService, type AffiliateService } from "./modules/affiliate/affiliate.service";
import { affiliateConfigFrom } from "./modules/affiliate/affiliate.config";
import { createUsersRepository } from "./modules/users/users.repository";
import { createUsersService, type UsersService } from "./modules/users/users.service";
import { createAccountDeletionRepository } from "./modules/users/account-deletion.repository";
import { createCreditsService, type CreditsService } from "./modules/credits/credits.service";
import { createCreditsRepository } from "./modules/credits/credits.repository";
import { creditUserFields, withRegistrationGrant } from "./modules/credits/credit-user-hooks";
import { createDirectUploads, type DirectUploadsService } from "./modules/uploads/direct-uploads.service";
import { createBusinessCards, type BusinessCards } from "./modules/business-cards/business-cards.service";
import { createDesignExport, type DesignExportService } from "./modules/design-export/design-export.service";
import { createDesignImages } from "./modules/design-export/design-images";
import { createUploadGrantsRepository } from "./modules/uploads/upload-grants.repository";
import { createMobileUploads, type MobileUploadsService } from "./modules/mobile-upload/mobile-upload.service";
import { createMobileUploadRepository } from "./modules/mobile-upload/mobile-upload.repository";
import { createStorage } from "./storage/create-storage";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { createFontServices, type FontServices } from "./modules/fonts/fonts.services";
import { createFontsRepository } from "./modules/fonts/fonts.repository";
import { createWorksRepository } from "./modules/works/works.repository";
import { createAddressPolicy } from "./modules/proxy/address-policy";
import { safeFetchImage } from "./modules/proxy/safe-fetch";
import { createProxyLinks } from "./modules/proxy/proxy-links";
import { createFacebookIdentity } from "./modules/auth/identity/facebook-identity";
import { createGoogleIdentity } from "./modules/auth/identity/google-identity";
import type { SocialIdentities } from "./modules/auth/identity/identity-provider";
import { createProxyService, type ProxyService } from "./modules/proxy/proxy.service";
import { createTranslationService, type TranslationService } from "./modules/translate/translation.service";
import { createNameChat, type NameChat } from "./modules/name-chat/name-chat.service";
import { creditsBilling } from "./modules/tasks/task-billing";
import { imageTaskHandlers } from "./modules/tasks/image-task.handlers";
import { createImageTools, imageToolTaskHandler, toolSpendSwitch } from "./modules/image-tools/image-tools.compose";
import { createToolEngines, type ToolEngines } from "./modules/image-tools/tool-engines";
import { createMattingModelSource } from "./modules/image-tools/matting-model.source";
import { createIconQuota } from "./modules/image-tools/icon-quota.service";
import { createIconQuotaRepository } from "./modules/image-tools/icon-quota.repository";
import type { ImageToolsService } from "./modules/image-tools/image-tools.service";
import { createTasksRepository } from "./modules/tasks/tasks.repository";
import { createBulksRepository } from "./modules/tasks/bulks.repository";
import { createGeneratorService, type GeneratorService } from "./modules/tasks/generator.service";
import { createTasksService, type TasksService } from "./modules/tasks/tasks.service";
import { createTaskWorker, type TaskLog, type TaskWorker } from "./modules/tasks/tasks.worker";
import { createImageGenerateService, type ImageGenerateService } from "./modules/tasks/image-generate.service";
import { createImageEditService, type ImageEditService } from "./modules/tasks/image-edit.service";
import { createDownloadsRepository } from "./modules/downloads/downloads.repository";
import { createDownloadsService, type DownloadsService } from "./modules/downloads/downloads.service";
import { createBrandOfferService, type BrandOfferService } from "./modules/downloads/brand-offer.service";
import { createImagesRepository } from "./modules/images/images.repository";
import { createImagesService, type ImagesService } from "./modules/images/images.service";
import { createSamplesService, type SamplesService } from "./modules/images/samples.service";
import { createImageTagsRepository } from "./modules/images/image-tags.repository";
import { createImageTagsService, type ImageTagsService } from "./modules/images/image-tags.service";
import { createLogoStylesService, type LogoStylesService } from "./modules/logo-styles/logo-styles.service";
import { createImageStylesService, type ImageStylesService } from "./modules/logo-styles/image-styles.service";
import type { ImageProvider } from "./providers/image-provider";
import { createProviderRegistry, type ProviderRegistry } from "./providers/registry";
import { createLocalProvider } from "./providers/local/local.provider";
import type { Storage } from "./storage/storage";
import { createUrlSigner, type UrlSigner } from "./security/url-signature";
import { createResultLinks, type ResultLinks } from "./modules/oss/result-links";
import { createMockupPreviewService, type MockupPreviewService } from "./modules/mockups/mockup-preview.service";
import { createRenderSlots } from "./modules/mockups/render-slots";
import { createViRepository } from "./modules/vi/vi.repository";
import { createViService, type ViService } from "./modules/vi/vi.service";
import { createProfileKitService, type ProfileKitService } from "./modules/profile-kit/profile-kit.service";
import { createSignaturesRepository } from "./modules/signatures/signatures.repository";
import { createSignaturesService, type SignaturesService } from "./modules/signatures/signatures.service";
import { createDownloadCenterRepository } from "./modules/download-center/download-center.repository";
import { createDownloadCenterService, type DownloadCenterService } from "./modules/download-center/download-center.service";
import { createBrandDocsService, type BrandDocsService } from "./modules/brand-docs/brand-docs.service";
import { currencyOf, isSpendKindAvailable, type CreditKindName, type Product } from "@studio/domain";
import type { PaymentProvider } from "./modules/payments/payment-provider";
import { createPaymentProviders, type PaymentProviders } from "./modules/payments/payment-providers";
import { paymentAdaptersFor } from "./modules/payments/payment-adapters";
import { createOrdersRepository } from "./modules/payments/orders.repository";
import { catalogueOf, createOrdersService, type OrdersService } from "./modules/payments/orders.service";
import { createFulfilment } from "./modules/payments/order-fulfilment";
import { createCouponsRepository } from "./modules/payments/coupons.repository";
import { createCouponsService, type CouponsService } from "./modules/payments/coupons.service";
import { settleSandboxSubscriptions } from "./modules/payments/subscription-sweep";
import { createAdminOrdersRepository } from "./modules/payments/admin-orders.repository";
import { createAdminOrdersService, type AdminOrdersService } from "./modules/payments/admin-orders.service";
import { createRefundsRepository } from "./modules/payments/refunds.repository";
import { createRefundsService, type RefundsService } from "./modules/payments/refunds.service";
import { createClassicMakerServices, type ClassicMakerServices } from "./modules/classic-maker/classic-maker.services";
import { createFavouritesRepository } from "./modules/favourites/favourites.repository";
import { createLogoAnimation, type LogoAnimationService } from "./modules/logo-animation/logo-animation.service";
import { createShareRepository } from "./modules/share/share.repository";
import { createShareService, type ShareService } from "./modules/share/share.service";
import { createDesignerRepository } from "./modules/designer/designer.repository";
import { createDesignerService, type DesignerService } from "./modules/designer/designer.service";
import { databaseRateLimitStore, type RateLimitStoreClass } from "./modules/rate-limits/database-rate-limit-store";
import { createRateLimitCounters } from "./modules/rate-limits/rate-limits.repository";
import { createMetrics, type Metrics } from "./modules/metrics/metrics.registry";
import { createMetricsRepository } from "./modules/metrics/metrics.repository";
import { countOrderMoves } from "./modules/metrics/payment-metrics";
import { createLogger, type Logger } from "./process/logger";
import { createLogoApiDesigner, type LogoApiDesigner } from "./modules/logo-api/logo-api.designer";
import { createLogoApiKeys, type LogoApiKeys } from "./modules/logo-api/logo-api-keys.service";
import { createLogoApiRepository } from "./modules/logo-api/logo-api.repository";
import { createLogoApiWebhooks, type LogoApiWebhooks } from "./modules/logo-api/logo-api-webhooks";
import { createLogoApiJobs, type LogoApiJobs } from "./modules/logo-api/logo-api-jobs";
import { createWorks, type WorksService } from "./modules/works/works.compose";
import { createBulkFillRepository } from "./modules/bulk-fill/bulk-fill.repository";
import { createBulkFill, type BulkFillService } from "./modules/bulk-fill/bulk-fill.service";
import { createTemplates, type Templates } from "./modules/templates/templates.compose";
import { createTemplatesRepository } from "./modules/templates/templates.repository";

export type AppDeps = {
  database: Database;
  /** Defaults to the configured store (createStorage: STORAGE_URL). */
  storage?: Storage;
  /** Injected clock for services that depend on time (tests move it instead of sleeping). */
  now?: () => Date;
  /** Replaces SMTP (tests pass a recording transport). */
  mailTransport?: MailTransport;
  /** Replaces the captcha built from config (tests use a fast one). */
  captcha?: CaptchaService;
  /** The cn variant's SMS gateway; from configuration when unset (cn-providers.ts). */
  smsSender?: SmsSender;
  /** The cn variant's messaging-app QR provider; from configuration when unset (WeChat, else the sandbox). */
  qrProvider?: QrProvider;
  /** Image providers besides the local one (tests add fakes; vendors come from configuration). */
  extraProviders?: ImageProvider[];
  /** Payment providers with keys (Stripe, PayPal, WeChat Pay, Alipay); the sandbox comes from configuration. */
  paymentAdapters?: PaymentProvider[];
  /** What the site sells; defaults to `isProductOffered` (tests of unbuilt areas' products sell everything). */
  productOffered?: (product: Product) => boolean;
  /** Which AI kinds the write-off accepts; default `isSpendKindAvailable` with the image tools' engines (tests of an area before its page flips `ready`). */
  spendKindAvailable?: (kind: CreditKindName) => boolean;
  /** Image tool engines that replace the built ones (tests: an engine that fails, a provider-only tool). */
  toolEngines?: ToolEngines;
  /** The process's logger; built from config when unset (tests pass one writing to a stream they read). */
  log?: Logger;
};

/**
 * The services route modules use, built once per app. This is the one composition root: routes and
 * the worker get these, never the database (each module's SQL is in its `<area>.repository.ts`).
 */
export type Services = {
  /** Whether the database answers (GET /api/health), at most one query per 500 ms. */
  databaseAnswers(): Promise<boolean>;
  /** The process's structured logger (the HTTP app's too, so request lines and task lines are alike). */
  log: Logger;
  /** This process's Prometheus registry and the recorders that feed it (GET /metrics). */
  metrics: Metrics;
  sessions: SessionService;
  /** Signs and checks the URLs the server hands out (full-size results, proxied images). */
  urlSigner: UrlSigner;
  /** Signed /oss links to full-size results, for their owners (modules/oss/result-links.ts). */
  resultLinks: ResultLinks;
  storage: Storage;
  credits: CreditsService;
  mailer: Mailer;
  /** The kept e-mails and SMS (the development mailbox reads them). */
  outbox: OutboxRepository;
  captcha: CaptchaService;
  signIn: SignInService;
  /** Google's and Facebook's token checks, when configured. */
  identities: SocialIdentities;
  /** The cn variant's QR sign-in (made users get the registration grant like every other path). */
  qrSignIn: QrSignInService;
  /** Embedding partners' server-to-server sign-ins (SDK iframe mode). */
  partnerSessions: PartnerSessions;
  emailVerification: EmailVerificationService;
  /** The contact, withdraw, affiliate and logo-API forms: kept, then mailed to CONTACT_EMAIL. */
  contact: ContactService;
  /** The affiliate programme: partners, tracking, rewards, the partner ledger and withdrawals (docs/affiliate.md). */
  affiliate: AffiliateService;
  users: UsersService;
  /** Which provider answers a model, the default model, the configured models (providers/registry.ts). */
  providers: ProviderRegistry;
  tasks: TasksService;
  /** Generation submits: the request's model, input and price (spec 02 section 9). */
  generate: ImageGenerateService;
  /** The image generator's bulks, queue panel and retries (issue 18), on the same task pipeline. */
  generator: GeneratorService;
  /** AI Edit of the icon design modal. */
  imageEdits: ImageEditService;
  /** Paid exports and the favicon package (spec 02 sections 7 and 9). */
  downloads: DownloadsService;
  /** The companion branding platform's offer after a purchase. */
  brandOffer: BrandOfferService;
  /** External images fetched for the browser through signed links, within hourly byte budgets (GET /api/proxy). */
  proxy: ProxyService;
  /** The image tools (issue 19): availability, source checks, charge and task of every tool (modules/image-tools). */
  imageTools: ImageToolsService;
  /** Translation by chat through the OpenAI-compatible vendor when configured (POST /api/openai/chat). */
  translation: TranslationService;
  /** The name-suggestion chat (issue 23): the chat model when configured, else the offline generator. */
  nameChat: NameChat;
  /** Uploads straight to storage: grants (GET /api/oss/sts), the local receiving route, the check, the sweep. */
  directUploads: DirectUploadsService;
  /** Mobile upload by QR code: the editor's links for one design, the phone's files (issue 21). */
  mobileUploads: MobileUploadsService;
  /** AI image records (one per result image of a succeeded task), featured and admin samples. */
  images: ImagesService;
  samples: SamplesService;
  /** Tags by product type: shared and users' own, bound to records and uploads. */
  imageTags: ImageTagsService;
  /** The logo wizard's style groups and sample designs (ai-logo-style/data.json). */
  logoStyles: LogoStylesService;
  /** The generator's style and scene lists per product ({product}-style/data.json). */
  imageStyles: ImageStylesService;
  /** A purchased logo's files by package (issue 16, /download?logo=). */
  downloadCenter: DownloadCenterService;
  /** A logo's brand documents, slide deck and Word (issue 22). */
  brandDocs: BrandDocsService;
  /** VI mockups of saved logos (issue 22): /vi/ and /download/vi. */
  vi: ViService;
  profileKit: ProfileKitService;
  /** Orders, the record check, provider notifications and fulfilment (modules/payments). */
  orders: OrdersService;
  coupons: CouponsService;
  paymentProviders: PaymentProviders;
  /** The sandbox's own renewals and expiries of Pro (a worker job). */
  settleSubscriptions(): Promise<number>;
  /** Admin orders search, revenue, buyers' invoices and receipt PDFs (issue 16). */
  adminOrders: AdminOrdersService;
  /** Admin refunds: exactly once, credits back up to the balance, unlocks withdrawn, Pro ended. */
  refunds: RefundsService;
  /** The classic logo maker (issue 17): symbols, colours, fonts, the list of logos and favourites. */
  classicMaker: ClassicMakerServices;
  /** The logo API for partners (issue 23, docs/logo-api.md): keys, the designer's pages, Lite jobs and their webhooks. */
  logoApi: { keys: LogoApiKeys; designer: LogoApiDesigner; webhooks: LogoApiWebhooks; jobs: LogoApiJobs };
  /** Free logo by share (issue 17): share links, posters, likes and the Basic unlock. */
  share: ShareService;
  /** The designer role: designer-fix orders and their answers, grants (issue 17). */
  designer: DesignerService;
  /** Free mockup previews of a logo on the one mockup renderer (the classic maker's mockups). */
  mockupPreviews: MockupPreviewService;
  /** E-mail signatures made from fields on the server, the logo as a hosted PNG (issue 22). */
  signatures: SignaturesService;
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
  /** The rate limits' shared counters (RATE_LIMIT_STORE=database), else undefined: each process counts in memory. */
  rateLimitStore: RateLimitStoreClass | undefined;
  /** A worker that runs queued tasks in this process (role all or worker). */
  createTaskWorker(options?: { concurrency?: number; pollMs?: number; leaseMs?: number; workerId?: string; log?: TaskLog }): TaskWorker;
};

/**
 * Builds the services once, for the HTTP app and for the worker role alike (which has no HTTP app):
 * both wire the same rules to the same database.
 */
export function createServices(config: Config, deps: AppDeps): Services {
  const storage = deps.storage ?? createStorage(config);
  const db = deps.database.db;
  const log = deps.log ?? createLogger(config);
  const metricsRepository = createMetricsRepository(db);
  const metrics = createMetrics({ queueStats: () => metricsRepository.queueStats((deps.now ?? (() => new Date()))()), log });
  const sessions = createSessionService(createSessionsRepository(db), { ttlDays: config.sessionTtlDays, cacheTtlMs: config.sessionCacheTtlMs, now: deps.now });
  const imageStyles = createImageStylesService({ storage, now: deps.now });
  // The image tools' engines (the provider lookup is read at run time: the registry is built below).
  const toolEngines: ToolEngines = {
    ...createToolEngines({
      providers: (name) => providers.byName(name),
      fonts: () => createNodeLogoDeps().fonts,
      // The operator's general matting model: read and checksum-checked now, once (a mismatch logs and leaves the method off).
      mattingModel: createMattingModelSource(config.mattingModel, { error: (details, message) => console.error(message, details) }),
      // A vendor's result URL goes through the same safe downloader as every task's (declared below; read at run time).
      download: async (url) => (await download(url)).body,
      iconQuota: createIconQuota({
        repository: createIconQuotaRepository(db),
        perDay: config.iconGeneratorDailyLimit ?? 20,
        timeZone: config.credits.quotaTimeZone,
        now: deps.now,
      }),
      // A style's words from the icon generator's list (admin-editable) tell the drawing and the vendor what it means.
      iconStylePrompt: async (style) =>
        (await imageStyles.read("icon-generator")).scenes.flatMap((scene) => scene.items).find((item) => item.value === style)?.prompt,
    }),
    ...deps.toolEngines,
  };
  // The domain's switch (or a test's), and on top of it for the tools' kinds: an engine that can run here now.
  const baseSpendKindAvailable = deps.spendKindAvailable ?? isSpendKindAvailable;
  const spendKindAvailable = toolSpendSwitch(toolEngines, baseSpendKindAvailable);
  const creditsRepository = createCreditsRepository(db);
  const credits = createCreditsService(creditsRepository, {
    config: config.credits,
    now: deps.now,
    spendKindAvailable,
    onLedgerMove: metrics.ledgerMoved,
  });
  const usersRepository = withRegistrationGrant(createUsersRepository(db), credits);
  const urlSigner = createUrlSigner(config.urlSigningSecret);
  // Other sites' images (a Google avatar) reach the page as signed proxy links (modules/proxy/proxy-links.ts).
  const proxyLinks = createProxyLinks(urlSigner, deps.now);
  const resultLinks = createResultLinks(urlSigner, deps.now);
  const users = createUsersService({
    users: usersRepository,
    deletion: createAccountDeletionRepository(db),
    sessions,
    storage,
    now: deps.now,
    imageLink: proxyLinks.forImage,
  });
  users.addUserFields(creditUserFields(credits));
  const challenges = createChallengeRepository(db);
  const outbox = createOutboxRepository(db);
  const mailer = createMailer(outbox, { smtpUrl: config.smtpUrl, from: config.mailFrom, transport: deps.mailTransport });
  const vendorLog = { error: (obj: unknown, msg: string) => console.error(msg, obj) };
  const sms = deps.smsSender ?? smsSenderFor(config, { mailer, log: vendorLog });
  const signIn = createSignInService({
    users: usersRepository,
    challenges,
    sessions,
    mailer,
    sms,
    adminEmails: config.adminEmails,
    mailsPerNetworkPerHour: config.signInMailsPerNetworkHour,
    attemptsPerNetwork: config.signInAttemptsPerNetwork,
    now: deps.now,
  });
  const providers = createProviderRegistry(config, { local: createLocalProvider({ logo: createNodeLogoDeps }), extra: deps.extraProviders });
  const tasksRepository = createTasksRepository(db);
  const billing = creditsBilling(credits);
  const bulksRepository = createBulksRepository(db);
  const tasks = createTasksService({ repository: tasksRepository, bulks: bulksRepository, billing, now: deps.now });
  const downloadsRepository = createDownloadsRepository(db);
  const taskPricing = { tasks, costs: config.credits.costs, deadlineMs: config.taskTimeoutMs };
  const policy = createAddressPolicy(config.proxyAllowedAddresses);
  const imagesRepository = createImagesRepository(db);
  const images = createImagesService({ repository: imagesRepository, storage, now: deps.now });
  const now = deps.now ?? (() => new Date());
  const ordersRepository = countOrderMoves(createOrdersRepository(db), metrics);
  const couponsRepository = createCouponsRepository(db);
  // Vendors with keys (STRIPE_*, PAYPAL_*, WECHATPAY_*, ALIPAY_*) beside the sandbox; tests may pass their own.
  const paymentProviders = createPaymentProviders(config.payments, {
    now,
    adapters: deps.paymentAdapters ?? paymentAdaptersFor(config, { log: vendorLog, now }),
  });
  const coupons = createCouponsService({ repository: couponsRepository, hasPaidOrder: (userId) => ordersRepository.hasPaidOrder(userId), now });
  const contact = createContactService({
    repository: createContactRepository(db),
    mailer,
    to: config.contactEmail ?? "contact@localhost.localdomain",
    now: deps.now,
    log: vendorLog,
  });
  // The affiliate programme: rewarded inside the fulfilment's transaction, reversed inside the refund's.
  const affiliateConfig =
    config.affiliate && config.affiliate.currency === currencyOf(config.siteVariant) ? config.affiliate : affiliateConfigFrom({}, config.siteVariant);
  const affiliate = createAffiliateService({
    repository: createAffiliateRepository(db),
    coupons,
    config: affiliateConfig,
    linkBase: config.linkBase,
    digest: urlSigner.digest,
    now: deps.now,
    log: vendorLog,
    notifyWithdrawal: (partner, withdrawal) =>
      contact.send(
        "contact",
        {
          name: partner.name,
          email: partner.email,
          subject: `Affiliate withdrawal ${withdrawal.id}`,
          message: `${(withdrawal.amount / 100).toFixed(2)} ${withdrawal.currency} (fee ${(withdrawal.fee / 100).toFixed(2)}), user ${partner.userId}.\n${withdrawal.message}`,
          withdrawRequest: true,
        },
        { ip: "", userId: partner.userId, trusted: true },
      ),
  });
  // Refunds come before the fulfilment, which reverses provider-reported refunds through them
  // (they need only the orders' SQL and the provider registry: a plain order, no late binding).
  const adminOrdersRepository = createAdminOrdersRepository(db);
  const refunds = createRefundsService({
    repository: createRefundsRepository(db),
    orders: adminOrdersRepository,
    provider: paymentProviders.get,
    siteVariant: config.siteVariant,
    now: deps.now,
    log: vendorLog,
    onRefunded: (order) => metrics.paymentMoved(order.provider, "refunded"),
    inRefund: affiliate.reverseOrder,
  });
  const fulfilment = createFulfilment({
    repository: ordersRepository,
    coupons: couponsRepository,
    credits,
    mailer,
    contactEmail: config.contactEmail ?? "contact@localhost.localdomain",
    brandPackageCredits: config.payments.brandPackageCredits,
    refunds,
    now,
    log: (msg, details) => console.error(msg, details),
    onFulfilled: affiliate.rewardOrder,
  });
  const orders = createOrdersService({
    repository: ordersRepository,
    providers: paymentProviders,
    coupons,
    fulfilment,
    catalogue: catalogueOf(config.payments.creditPacks, config.credits.proMonthlyCredits),
    offered: deps.productOffered,
    site: config.siteVariant,
    now,
  });
  // Shared by the rate limits and the proxy's byte budgets when several API processes count together.
  const rateLimitCounters = config.rateLimitStore === "database" ? createRateLimitCounters(db) : undefined;
  const proxy = createProxyService({
    allowedAddresses: config.proxyAllowedAddresses,
    timeoutMs: config.proxyTimeoutMs,
    signer: urlSigner,
    bytesPerHour: config.proxyBytesPerHour,
    counters: rateLimitCounters,
    now: deps.now,
  });
  const download = (url: string) => safeFetchImage(url, { policy, timeoutMs: config.proxyTimeoutMs, maxBytes: 25 * 1024 * 1024, maxRedirects: 3 });
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

  // One store class for the app's limits and the API keys' (its counters flush together).
  const rateLimitStore = rateLimitCounters ? databaseRateLimitStore(rateLimitCounters) : undefined;
  const logoApiRepository = createLogoApiRepository(db);
  const logoApiLog = (message: string, details: Record<string, unknown>) => log.error(details, message);
  const logoApiDesigner = createLogoApiDesigner({ engine: createNodeLogoDeps, storage, linkBase: config.linkBase });
  const logoApiWebhooks = createLogoApiWebhooks({
    repository: logoApiRepository,
    policy,
    timeoutMs: config.proxyTimeoutMs,
    retryMs: config.logoApi.webhookRetryMs,
    pollMs: config.logoApi.webhookPollMs,
    now: deps.now,
    log: logoApiLog,
  });
  const logoApi = {
    keys: createLogoApiKeys({ repository: logoApiRepository, rateLimitStore, now: deps.now }),
    designer: logoApiDesigner,
    webhooks: logoApiWebhooks,
    jobs: createLogoApiJobs({
      repository: logoApiRepository,
      designer: logoApiDesigner,
      webhooks: logoApiWebhooks,
      drawLeaseMs: config.logoApi.drawLeaseMs,
      pollMs: config.logoApi.webhookPollMs,
      now: deps.now,
      log: logoApiLog,
    }),
  };

  return {
    logoApi,
    databaseAnswers: createDatabaseCheck(createHealthRepository(db), { maxAgeMs: 500 }),
    log,
    metrics,
    sessions,
    urlSigner,
    resultLinks,
    storage,
    credits,
    providers,
    translation: createTranslationService({ llm: config.providers.openai, model: config.translationModel }),
    nameChat: createNameChat({
      llm: config.providers.openai,
      model: config.nameChat.model,
      perDay: config.nameChat.perDay,
      timeZone: config.credits.quotaTimeZone,
      takeAnswer: (userId, day, limit) => creditsRepository.useQuota(db, userId, "name_chat", day, 1, limit),
      logoNames: (userId) => createFavouritesRepository(db).logoNamesOf(userId),
      now: deps.now,
    }),
    directUploads: createDirectUploads({ repository: createUploadGrantsRepository(db), storage, signer: urlSigner, now: deps.now }),
    mobileUploads: createMobileUploads({ repository: createMobileUploadRepository(db), storage, linkBase: config.linkBase, now: deps.now }),
    proxy,
    imageTools: createImageTools({
      engines: toolEngines,
      tasks,
      images,
      credits,
      storage,
      proxy,
      taskOwner: (taskId) => imagesRepository.taskOwner(taskId),
      costs: config.credits.costs,
      spendKindAvailable: baseSpendKindAvailable,
      deadlineMs: config.taskTimeoutMs,
    }),
    tasks,
    generate: createImageGenerateService({ ...taskPricing, models: providers }),
    generator: createGeneratorService({ ...taskPricing, bulks: bulksRepository, models: providers, now: deps.now }),
    imageEdits: createImageEditService({ tasks, storage, models: providers, cost: config.credits.costs.aiEdit, deadlineMs: config.taskTimeoutMs }),
    downloads: createDownloadsService({
      tasks,
      images,
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
    images,
    samples: createSamplesService({ repository: imagesRepository, images, storage, now: deps.now }),
    imageTags: createImageTagsService({ tags: createImageTagsRepository(db), records: imagesRepository, images, storage, now: deps.now }),
    logoStyles: createLogoStylesService({ storage, now: deps.now }),
    imageStyles,
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
    classicMaker: createClassicMakerServices({
      favouritesRepository: createFavouritesRepository(db),
      storage,
      production: config.env === "production",
      siteVariant: config.siteVariant,
      now: deps.now,
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
    rateLimitStore,
    createTaskWorker: (options = {}) =>
      createTaskWorker({
        repository: tasksRepository,
        billing,
        handlers: [
          ...imageTaskHandlers({ providers: providers.byName, storage, download }),
          imageToolTaskHandler({ engines: toolEngines, storage, providers: providers.byName }),
        ],
        concurrency: options.concurrency ?? config.taskConcurrency,
        leaseMs: options.leaseMs ?? config.taskLeaseMs,
        pollMs: options.pollMs ?? 500,
        workerId: options.workerId,
        now: deps.now,
        log: options.log ?? log,
        metrics,
        onSucceeded: (task) => images.recordTask(task),
      }),
    mailer,
    outbox,
    captcha:
      deps.captcha ??
      createCaptchaService({
        mode: config.captcha,
        secret: config.captchaSecret,
        widget: config.captchaWidget,
        timeoutMs: config.captchaTimeoutMs,
        // ALTCHA checks expiry against the real clock, so the service keeps real time too.
        replay: createDbReplayStore(db),
      }),
    signIn,
    identities: {
      google: config.google ? createGoogleIdentity(config.google) : undefined,
      facebook: config.facebook ? createFacebookIdentity(config.facebook) : undefined,
    },
    partnerSessions: createPartnerSessions({ partners: config.partners ?? [], users: usersRepository, sessions, now: deps.now }),
    qrSignIn: createQrSignInService({
      repository: createQrSignInRepository(db),
      users: usersRepository,
      signIn,
      provider: deps.qrProvider ?? qrProviderFor(config, { log: vendorLog }),
      now: deps.now,
    }),
    emailVerification: createEmailVerificationService({ users: usersRepository, challenges, mailer, now: deps.now }),
    contact,
    affiliate,
    users,
    orders,
    coupons,
    paymentProviders,
    settleSubscriptions: () =>
      settleSandboxSubscriptions({ repository: ordersRepository, providers: paymentProviders, handle: orders.handleNotification, now }),
    adminOrders: createAdminOrdersService({
      repository: adminOrdersRepository,
      receipts: config.receipts,
      siteLanguage: config.siteVariant === "cn" ? "zh" : "en",
      timeZone: config.credits.quotaTimeZone,
      now: deps.now,
    }),
    designer: createDesignerService({ repository: createDesignerRepository(db), mailer, linkBase: config.linkBase, now: deps.now }),
    refunds,
  };
}
