import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { createServices, type AppDeps, type Services } from "./services";
import { authRoutes } from "./modules/auth/auth.routes";
import { captchaRoutes } from "./modules/captcha/captcha.routes";
import { devMailboxRoutes } from "./modules/mail/dev-mailbox.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { affiliateRoutes, trackReferrals } from "./modules/affiliate/affiliate.routes";
import { creditsRoutes } from "./modules/credits/credits.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { ossRoutes } from "./modules/oss/oss.routes";
import { proxyRoutes } from "./modules/proxy/proxy.routes";
import { taskRoutes } from "./modules/tasks/tasks.routes";
import { modelsRoutes } from "./modules/tasks/models.routes";
import { generatorRoutes } from "./modules/tasks/generator.routes";
import { translateRoutes } from "./modules/translate/translate.routes";
import { nameChatRoutes } from "./modules/name-chat/name-chat.routes";
import { imagesRoutes } from "./modules/images/images.routes";
import { downloadsRoutes } from "./modules/downloads/downloads.routes";
import { downloadCenterRoutes } from "./modules/download-center/download-center.routes";
import { userDownloadRoutes } from "./modules/download-center/user-download.routes";
import { brandDocsRoutes } from "./modules/brand-docs/brand-docs.routes";
import { viRoutes } from "./modules/vi/vi.routes";
import { profileKitRoutes } from "./modules/profile-kit/profile-kit.routes";
import { logoStylesRoutes } from "./modules/logo-styles/logo-styles.routes";
import { uploadsRoutes } from "./modules/uploads/uploads.routes";
import { directUploadsRoutes } from "./modules/uploads/direct-uploads.routes";
import { mobileUploadRoutes } from "./modules/mobile-upload/mobile-upload.routes";
import { partnerRoutes } from "./modules/partners/partner.routes";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { gatewayRoutes } from "./modules/payments/gateway.routes";
import { ordersAdminRoutes } from "./modules/payments/orders-admin.routes";
import { qrPayRoutes } from "./modules/payments/qr-pay.routes";
import { classicMakerRoutes } from "./modules/classic-maker/classic-maker.routes";
import { logoApiRoutes } from "./modules/logo-api/logo-api.routes";
import { favouritesRoutes } from "./modules/favourites/favourites.routes";
import { shareRoutes } from "./modules/share/share.routes";
import { designerRoutes } from "./modules/designer/designer.routes";
import { mockupsRoutes } from "./modules/mockups/mockups.routes";
import { signaturesRoutes } from "./modules/signatures/signatures.routes";
import { imageToolsRoutes } from "./modules/image-tools/image-tools.routes";
import { metricsRoutes } from "./modules/metrics/metrics.routes";
import { designExportRoutes } from "./modules/design-export/design-export.routes";
import { logoAnimationRoutes } from "./modules/logo-animation/logo-animation.routes";
import { businessCardsRoutes } from "./modules/business-cards/business-cards.routes";
import { worksRoutes } from "./modules/works/works.routes";
import { templatesRoutes } from "./modules/templates/templates.routes";
import { bulkFillRoutes } from "./modules/bulk-fill/bulk-fill.routes";
import { fontsRoutes } from "./modules/fonts/fonts.routes";
import { userFontsRoutes } from "./modules/fonts/user-fonts.routes";
import { authPlugin } from "./plugins/auth";
import { csrfPlugin } from "./plugins/csrf";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { inFlightPlugin } from "./plugins/in-flight";
import { drainingPlugin } from "./plugins/draining";
import { requestStartPlugin } from "./plugins/request-start";
import { openApiPlugin } from "./plugins/openapi";
import { requestMetricsPlugin } from "./plugins/request-metrics";
import { securityPlugin } from "./plugins/security";
import { spaPlugin } from "./plugins/spa";
import { fastifyTrustProxy } from "./security/trust-proxy";
import { lazyChildLoggerFactory } from "./process/request-logger";
import { findNodeModules } from "@studio/assets/node";

export type { AppDeps, Services } from "./services";

export type App = FastifyInstance;

declare module "fastify" {
  interface FastifyInstance {
    /** The app's services, for the process entry (task worker) and tests. */
    services: Services;
  }
}

/**
 * The whole HTTP application as a value: tests build it and call `inject`, the process entry
 * (server.ts) builds it and listens. It owns no process concerns (signals, ports, migrations).
 */
export async function buildApp(config: Config, deps: AppDeps & { services?: Services }): Promise<App> {
  const services = deps.services ?? createServices(config, deps);
  const { storage, sessions } = services;
  // Typed as Fastify's logger, so the app keeps the FastifyInstance type the rest of the code names.
  const logger: FastifyBaseLogger = services.log;
  const app = Fastify({
    // The process's logger (process/logger.ts), shared with the task worker; one access line per
    // request comes from plugins/request-metrics.ts instead of Fastify's two, which logged raw URLs.
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's child logger is made when it first writes a line (process/request-logger.ts).
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: otherwise any client sets its own address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A request that reaches a closing app on a connection it already has is answered, not refused
    // with 503: the pool stays open until it ends (plugins/in-flight.ts), and Fastify marks the
    // answer `Connection: close`, so the client's next request goes elsewhere (plugins/draining.ts).
    return503OnClosing: false,
  });
  app.decorate("services", services);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The one onRequest hook every request starts with (plugins/request-start.ts), registered first.
  await app.register(requestStartPlugin);
  // Set first thing, so every answer carries it (errors keep the headers set before them); on the
  // way in rather than in onSend, because a route without onSend hooks skips that whole stage.
  app.onRequestStart((request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(inFlightPlugin);
  await app.register(drainingPlugin);
  await app.register(requestMetricsPlugin, { metrics: services.metrics });
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config, rateLimitStore: services.rateLimitStore });
  await app.register(csrfPlugin, { config });
  await app.register(openApiPlugin, { config });
  await app.register(authPlugin, { sessions: services.sessions });
  trackReferrals(app, services.affiliate);

  await app.register(
    healthRoutes({
      databaseAnswers: services.databaseAnswers,
      draining: () => app.draining,
      version: config.version,
      production: config.env === "production",
      // Spec 03 section 4's 2 to 10 s unless configured (tests build configs without it).
      classicDesigningWaitMs: config.classicDesigningWaitMs ?? { min: 2000, max: 10_000 },
    }),
  );
  await app.register(metricsRoutes({ metrics: services.metrics, token: config.metrics?.token }));
  await app.register(ossRoutes({ storage, links: services.resultLinks, rateLimitPerMinute: config.ossRateLimitMax, delivery: config.ossDelivery }));
  await app.register(creditsRoutes({ credits: services.credits }));
  await app.register(captchaRoutes(services.captcha));
  await app.register(
    authRoutes({
      config,
      signIn: services.signIn,
      emailVerification: services.emailVerification,
      sessions,
      captcha: services.captcha,
      viewUser: services.users.view,
      qr: services.qrSignIn,
      identities: services.identities,
    }),
  );
  await app.register(usersRoutes({ config, users: services.users }));
  await app.register(
    partnerRoutes({
      partners: services.partnerSessions,
      viewUser: services.users.view,
    }),
  );
  await app.register(
    contactRoutes({
      captcha: services.captcha,
      contact: services.contact,
      affiliate: services.affiliate,
    }),
  );
  await app.register(affiliateRoutes({ affiliate: services.affiliate, production: config.env === "production" }));
  if (config.env !== "production") await app.register(devMailboxRoutes(services.outbox, { delivers: services.mailer.delivers }));
  // ADMIN_EMAILS: users that already exist become admins now; new ones when they first sign in.
  app.addHook("onReady", async () => {
    await services.users.grantAdmin(config.adminEmails);
  });
  await app.register(
    taskRoutes({
      tasks: services.tasks,
      generate: services.generate,
      edits: services.imageEdits,
      storage,
      links: services.resultLinks,
      pollMs: 250,
      pollRateLimitPerMinute: config.rateLimitMax * 2,
    }),
  );
  await app.register(modelsRoutes({ models: services.providers }));
  await app.register(generatorRoutes({ generator: services.generator, storage, links: services.resultLinks, now: deps.now }));
  await app.register(imagesRoutes({ images: services.images, samples: services.samples, tags: services.imageTags, links: services.resultLinks }));
  await app.register(downloadsRoutes({ downloads: services.downloads, brand: services.brandOffer, linkBase: config.linkBase }));
  await app.register(downloadCenterRoutes({ center: services.downloadCenter, linkBase: config.linkBase }));
  await app.register(brandDocsRoutes({ brandDocs: services.brandDocs }));
  await app.register(viRoutes({ vi: services.vi }));
  await app.register(profileKitRoutes({ profileKit: services.profileKit }));
  await app.register(userDownloadRoutes({ center: services.downloadCenter, drawRateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)) }));
  await app.register(
    paymentsRoutes({
      orders: services.orders,
      coupons: services.coupons,
      providers: services.paymentProviders,
      catalogue: services.orders.offeredCatalogue,
      siteVariant: config.siteVariant,
      linkBase: config.linkBase,
      paypalClientId: config.paymentVendors?.paypal?.clientId ?? null,
    }),
  );
  await app.register(gatewayRoutes({ orders: services.orders, credits: services.credits, linkBase: config.linkBase }));
  await app.register(qrPayRoutes({ orders: services.orders, providers: services.paymentProviders, linkBase: config.linkBase }));
  await app.register(logoStylesRoutes({ logoStyles: services.logoStyles, imageStyles: services.imageStyles, sessions }));
  await app.register(
    uploadsRoutes({
      storage,
      // The spec's route names Ideogram: its describe when its key is set, else the local pixel analysis.
      describe: (image, signal) => services.providers.describe(image, signal, "ideogram"),
      describeTimeoutMs: config.providers.timeoutMs,
      proxy: services.proxy,
      urlRateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)),
    }),
  );
  // A grant is a database row and a signature: a tenth of the general limit, like the other upload routes.
  await app.register(directUploadsRoutes({ uploads: services.directUploads, grantRateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)) }));
  // The phone's calls are a decode and a store each: a tenth of the general limit; the editor's poll every 2 s gets room for a few tabs.
  await app.register(
    mobileUploadRoutes({
      mobileUploads: services.mobileUploads,
      rateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)),
      pollRateLimitPerMinute: Math.max(120, Math.floor(config.rateLimitMax / 2)),
    }),
  );
  await app.register(translateRoutes({ translation: services.translation }));
  await app.register(nameChatRoutes({ nameChat: services.nameChat }));
  await app.register(proxyRoutes({ proxy: services.proxy }));

  await app.register(
    classicMakerRoutes({
      ...services.classicMaker,
      nodeModules: findNodeModules,
      // Each page is a run of the designer (about 0.1 s of CPU): a tenth of the general limit.
      listRateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)),
    }),
  );
  // A preview is a render a visitor can ask for: a tenth of the general limit, like the list.
  await app.register(mockupsRoutes({ previews: services.mockupPreviews, rateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)) }));
  await app.register(favouritesRoutes({ favourites: services.classicMaker.favourites, vi: services.vi }));
  await app.register(signaturesRoutes({ signatures: services.signatures }));
  // A poster is a render and a like a write a visitor can make: a tenth of the general limit, like the list.
  await app.register(shareRoutes({ share: services.share, rateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)) }));

  await app.register(ordersAdminRoutes({ adminOrders: services.adminOrders, refunds: services.refunds }));
  await app.register(designerRoutes({ designer: services.designer }));
  // The image tools run a decode and an engine per call: a tenth of the general limit, like the other heavy routes.
  await app.register(
    imageToolsRoutes({
      tools: services.imageTools,
      storage,
      links: services.resultLinks,
      pollMs: 200,
      rateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)),
    }),
  );

  // An export is a render a user asks for: a tenth of the general limit, like the other heavy routes.
  await app.register(
    designExportRoutes({
      exports: services.designExport,
      works: services.works,
      posterDownloads: services.posterDownloads,
      rateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)),
    }),
  );
  // A server GIF is 30 frames drawn and encoded: limited like the exports.
  await app.register(logoAnimationRoutes({ animation: services.logoAnimation, rateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)) }));
  // Business cards' downloads (issue 22): a render each, limited like the exports.
  await app.register(businessCardsRoutes({ cards: services.businessCards, rateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)) }));
  // A save draws a thumbnail (resvg at 320 px): a tenth of the general limit, like the other renders.
  // Templates (issue 21): a start copies and draws a thumbnail, so it is limited like a save.
  await app.register(templatesRoutes({ templates: services.templates, writeRateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)) }));
  // Bulk fill (issue 22): a start draws up to 500 cards, so it is limited like the other renders.
  await app.register(bulkFillRoutes({ bulkFill: services.bulkFill, startRateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)) }));
  await app.register(worksRoutes({ works: services.works, writeRateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)) }));
  // Fonts (issue 21): the catalogue and its admin calls, users' own fonts (a conversion per upload: a tenth of the general limit).
  await app.register(fontsRoutes({ catalogue: services.fonts.catalogue, nodeModules: findNodeModules }));
  await app.register(
    logoApiRoutes({
      ...services.logoApi,
      addressRateLimitPerMinute: Math.max(600, config.rateLimitMax),
    }),
  );
  // Lite keys' jobs and webhooks: every API process draws the jobs a dead one left and sends the due
  // pages (leased, so never twice at once). At close the drawings under way finish before the pool does.
  app.addHook("onReady", async () => {
    services.logoApi.jobs.start();
    services.logoApi.webhooks.start();
  });
  app.addHook("onClose", async () => {
    await services.logoApi.jobs.stop();
    await services.logoApi.webhooks.stop();
  });
  await app.register(userFontsRoutes({ userFonts: services.fonts.userFonts, uploadRateLimitPerMinute: Math.max(10, Math.floor(config.rateLimitMax / 10)) }));

  await app.register(spaPlugin, { config });
  return app;
}
