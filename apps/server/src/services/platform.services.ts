import type { Config } from "../config";
import type { Db } from "../db/database";
import { createDatabaseCheck } from "../modules/health/database-check";
import { createHealthRepository } from "../modules/health/health.repository";
import { createMetrics, type Metrics } from "../modules/metrics/metrics.registry";
import { createMetricsRepository } from "../modules/metrics/metrics.repository";
import { createMobileUploadRepository } from "../modules/mobile-upload/mobile-upload.repository";
import { createMobileUploads, type MobileUploadsService } from "../modules/mobile-upload/mobile-upload.service";
import { createResultLinks, type ResultLinks } from "../modules/oss/result-links";
import { createAddressPolicy, type AddressPolicy } from "../modules/proxy/address-policy";
import { createProxyLinks, type ProxyLinks } from "../modules/proxy/proxy-links";
import { createProxyService, type ProxyService } from "../modules/proxy/proxy.service";
import { safeFetchImage, type FetchedImage } from "../modules/proxy/safe-fetch";
import { databaseRateLimitStore, type RateLimitStoreClass } from "../modules/rate-limits/database-rate-limit-store";
import { createRateLimitCounters } from "../modules/rate-limits/rate-limits.repository";
import { createDirectUploads, type DirectUploadsService } from "../modules/uploads/direct-uploads.service";
import { createUploadGrantsRepository } from "../modules/uploads/upload-grants.repository";
import { createLogger, type Logger } from "../process/logger";
import { createUrlSigner, type UrlSigner } from "../security/url-signature";
import { createStorage } from "../storage/create-storage";
import type { Storage } from "../storage/storage";
import type { AppDeps } from "./app-deps";

export type PlatformServices = {
  /** Whether the database answers (GET /api/health), at most one query per 500 ms. */
  databaseAnswers(): Promise<boolean>;
  /** The process's structured logger (the HTTP app's too, so request lines and task lines are alike). */
  log: Logger;
  /** This process's Prometheus registry and the recorders that feed it (GET /metrics). */
  metrics: Metrics;
  /** Signs and checks the URLs the server hands out (full-size results, proxied images). */
  urlSigner: UrlSigner;
  /** Signed /oss links to full-size results, for their owners (modules/oss/result-links.ts). */
  resultLinks: ResultLinks;
  storage: Storage;
  /** External images fetched for the browser through signed links, within hourly byte budgets (GET /api/proxy). */
  proxy: ProxyService;
  /** Uploads straight to storage: grants (GET /api/oss/sts), the local receiving route, the check, the sweep. */
  directUploads: DirectUploadsService;
  /** Mobile upload by QR code: the editor's links for one design, the phone's files (issue 21). */
  mobileUploads: MobileUploadsService;
  /** The rate limits' shared counters (RATE_LIMIT_STORE=database), else undefined: each process counts in memory. */
  rateLimitStore: RateLimitStoreClass | undefined;
};

/** The vendors' and forms' error log (console, as their modules expect). */
export type VendorLog = { error: (obj: unknown, msg: string) => void };

/** What every area stands on: storage, logs, metrics, signed links, the safe downloader, the rate limits' counters. */
export type Platform = {
  services: PlatformServices;
  db: Db;
  /** deps.now, else the real clock (for the services that take a clock they must have). */
  now: () => Date;
  vendorLog: VendorLog;
  proxyLinks: ProxyLinks;
  /** Which addresses the server may fetch from (PROXY_ALLOWED_ADDRESSES besides the public ones). */
  policy: AddressPolicy;
  /** The safe downloader of other sites' images (tasks' references, vendors' results). */
  download: (url: string) => Promise<FetchedImage>;
};

export function createPlatform(config: Config, deps: AppDeps): Platform {
  const storage = deps.storage ?? createStorage(config);
  const db = deps.database.db;
  const log = deps.log ?? createLogger(config);
  const metricsRepository = createMetricsRepository(db);
  const metrics = createMetrics({ queueStats: () => metricsRepository.queueStats((deps.now ?? (() => new Date()))()), log });
  const urlSigner = createUrlSigner(config.urlSigningSecret);
  // Other sites' images (a Google avatar) reach the page as signed proxy links (modules/proxy/proxy-links.ts).
  const proxyLinks = createProxyLinks(urlSigner, deps.now);
  const resultLinks = createResultLinks(urlSigner, deps.now);
  const policy = createAddressPolicy(config.proxyAllowedAddresses);
  const download = (url: string) => safeFetchImage(url, { policy, timeoutMs: config.proxyTimeoutMs, maxBytes: 25 * 1024 * 1024, maxRedirects: 3 });
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
  // One store class for the app's limits and the API keys' (its counters flush together).
  const rateLimitStore = rateLimitCounters ? databaseRateLimitStore(rateLimitCounters) : undefined;
  return {
    services: {
      databaseAnswers: createDatabaseCheck(createHealthRepository(db), { maxAgeMs: 500 }),
      log,
      metrics,
      urlSigner,
      resultLinks,
      storage,
      proxy,
      directUploads: createDirectUploads({ repository: createUploadGrantsRepository(db), storage, signer: urlSigner, now: deps.now }),
      mobileUploads: createMobileUploads({ repository: createMobileUploadRepository(db), storage, linkBase: config.linkBase, now: deps.now }),
      rateLimitStore,
    },
    db,
    now: deps.now ?? (() => new Date()),
    vendorLog: { error: (obj: unknown, msg: string) => console.error(msg, obj) },
    proxyLinks,
    policy,
    download,
  };
}
