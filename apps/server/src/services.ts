import type { Config } from "./config";
import { createAccounts, type AccountServices } from "./services/accounts.services";
import { createAiEngines } from "./services/ai-engines.services";
import type { AppDeps } from "./services/app-deps";
import { createBrand, type BrandServices } from "./services/brand.services";
import { createDesign, type DesignServices } from "./services/design.services";
import { createLogoApi, type LogoApiServices } from "./services/logo-api.services";
import { createPayments, type PaymentServices } from "./services/payments.services";
import { createPlatform, type PlatformServices } from "./services/platform.services";
import { createTasks, type TaskServices } from "./services/tasks.services";

export type { AppDeps } from "./services/app-deps";

/**
 * The services route modules use, built once per app. This is the one composition root: routes and
 * the worker get these, never the database (each module's SQL is in its `<area>.repository.ts`).
 * Each area's services are wired in their own file under services/; this file puts them together.
 */
export type Services = PlatformServices & AccountServices & TaskServices & PaymentServices & DesignServices & BrandServices & LogoApiServices;

/**
 * Builds the services once, for the HTTP app and for the worker role alike (which has no HTTP app):
 * both wire the same rules to the same database. The areas are built in the order of what they
 * need: the credits ask the AI engines which kinds can run, the tasks bill the credits, the design
 * and brand areas sell through the orders.
 */
export function createServices(config: Config, deps: AppDeps): Services {
  const platform = createPlatform(config, deps);
  const engines = createAiEngines(config, deps, platform);
  const accounts = createAccounts(config, deps, platform, engines);
  const tasks = createTasks(config, deps, platform, engines, accounts);
  const payments = createPayments(config, deps, platform, accounts);
  return {
    ...platform.services,
    ...accounts.services,
    ...tasks.services,
    ...payments,
    ...createDesign(config, deps, platform, accounts, tasks, payments),
    ...createBrand(config, deps, platform, accounts, tasks.services, payments),
    ...createLogoApi(config, deps, platform),
  };
}
