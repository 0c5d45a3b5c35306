import { createNodeLogoDeps } from "@studio/logo-engine/node";
import type { Config } from "../config";
import { createLogoApiDesigner, type LogoApiDesigner } from "../modules/logo-api/logo-api.designer";
import { createLogoApiJobs, type LogoApiJobs } from "../modules/logo-api/logo-api-jobs";
import { createLogoApiKeys, type LogoApiKeys } from "../modules/logo-api/logo-api-keys.service";
import { createLogoApiRepository } from "../modules/logo-api/logo-api.repository";
import { createLogoApiWebhooks, type LogoApiWebhooks } from "../modules/logo-api/logo-api-webhooks";
import type { AppDeps } from "./app-deps";
import type { Platform } from "./platform.services";

export type LogoApiServices = {
  /** The logo API for partners (issue 23, docs/logo-api.md): keys, the designer's pages, Lite jobs and their webhooks. */
  logoApi: { keys: LogoApiKeys; designer: LogoApiDesigner; webhooks: LogoApiWebhooks; jobs: LogoApiJobs };
};

export function createLogoApi(config: Config, deps: AppDeps, platform: Platform): LogoApiServices {
  const { db, policy } = platform;
  const { storage, log, rateLimitStore } = platform.services;
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
  return {
    logoApi: {
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
    },
  };
}
