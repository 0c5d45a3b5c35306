/**
 * The running part of the process entry (server.ts): opens and migrates the database, listens,
 * runs the role's jobs and tasks, and shuts down gracefully on SIGTERM/SIGINT and on an error nobody
 * caught. server.ts imports it only once the role and the configuration are known to be good, so a
 * bad variable is reported in well under a second instead of after loading the whole server (sharp,
 * the image models, the AWS SDK: about 7 CPU-s).
 */
import { buildApp } from "./app";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { pruneVariantsJob } from "./jobs/prune-variants.job";
import { recordMissedImagesJob } from "./jobs/record-missed-images.job";
import { refundOrphanChargesJob } from "./jobs/refund-orphan-charges.job";
import { settleSubscriptionsJob } from "./jobs/settle-subscriptions.job";
import { settleAffiliateRewardsJob } from "./jobs/settle-affiliate-rewards.job";
import { sweepUploadGrantsJob } from "./jobs/sweep-upload-grants.job";
import { createScheduler } from "./jobs/scheduler";
import { installCrashHandlers } from "./process/crash-handlers";
import { shutDownGracefully } from "./process/graceful-shutdown";
import { createLogoStylesRepository } from "./modules/logo-styles/logo-styles.repository";
import { seedLogoStyles } from "./modules/logo-styles/logo-styles.seed";
import { seedImageStyles } from "./modules/logo-styles/image-styles.seed";
import { createServices } from "./services";
import { startWorkerMetricsServer } from "./modules/metrics/metrics-server";
import { startUpLines } from "./start-up-report";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { createStorage } from "./storage/create-storage";
import type { Config } from "./config";
import { fail } from "./process/fail";
import type { Role } from "./security/shared-secrets";

export async function serve(role: Role, config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }).catch((error: Error) =>
    fail(`Cannot open the database: ${error.message}`),
  );
  await migrate(database).catch((error: Error) => fail(error.message));
  const storage = createStorage(config);

  const services = createServices(config, { database, storage });
  const scheduler =
    role === "api"
      ? undefined
      : createScheduler(
          [
            pruneVariantsJob(storage, { maxAgeDays: 30, maxBytes: config.ossVariantCacheBytes }),
            recordMissedImagesJob(services.images),
            refundOrphanChargesJob(services.tasks),
            settleSubscriptionsJob(services.settleSubscriptions),
            settleAffiliateRewardsJob(() => services.affiliate.settle()),
            sweepUploadGrantsJob(services.directUploads.sweep),
          ],
          {
            onError: (job, error) => process.stderr.write(`job ${job} failed: ${(error as Error).message}\n`),
          },
        );
  scheduler?.start();

  const app = role === "worker" ? undefined : await buildApp(config, { database, storage, services });
  // Tasks run in the worker role, and in the all-in-one process; an API-only process never runs them.
  const taskWorker = role === "api" ? undefined : services.createTaskWorker();
  if (app) {
    await app
      .listen({ port: config.port, host: config.host })
      .catch((error: NodeJS.ErrnoException) => fail(error.code === "EADDRINUSE" ? `PORT ${config.port} is already in use` : `Cannot listen: ${error.message}`));
    const bound = app.addresses()[0];
    const port = bound && typeof bound === "object" ? bound.port : config.port;
    process.stdout.write(
      startUpLines(config, { port, delivers: services.mailer.delivers })
        .map((line) => `${line}\n`)
        .join(""),
    );
  } else {
    process.stdout.write(`worker started (pid ${process.pid})\n`);
  }
  // The worker role's own /metrics (METRICS_PORT); the other roles serve it on the app's port.
  const metricsServer =
    role === "worker" ? await startWorkerMetricsServer(config, services).catch((error: Error) => fail(`Cannot serve metrics: ${error.message}`)) : undefined;
  if (metricsServer) process.stdout.write(`${metricsServer.line}\n`);
  // The designer's catalogues load synchronously on first use (about 1 s, several on a busy machine).
  // Loaded before the first claim: else the tasks claimed first saw their leases run out unrenewed
  // while they loaded, and another worker took them over (found by the 2 + 2 process test).
  if (taskWorker) createNodeLogoDeps().icons.search("warm up");
  taskWorker?.start();
  // The wizard's sample designs on a fresh install: made after listening (about 1.5 s), so start-up
  // is not delayed; until then the wizard simply offers no samples.
  const seeding =
    role === "worker"
      ? Promise.resolve()
      : seedLogoStyles({ storage, repository: createLogoStylesRepository(database), logo: createNodeLogoDeps })
          .then((result) => app?.log.info({ result }, "logo style samples"))
          .catch((error: Error) => app?.log.error({ err: error }, "logo style samples could not be made"))
          // The generator's style lists, painted by the offline picture model (about 20 previews).
          .then(() => seedImageStyles({ storage, repository: createLogoStylesRepository(database), icons: () => createNodeLogoDeps().icons }))
          .then((seeded) => app?.log.info({ seeded }, "image style lists"))
          .catch((error: Error) => app?.log.error({ err: error }, "image style lists could not be made"));

  let stopping = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    // The drain phase comes first, then SHUTDOWN_TIMEOUT_MS for what is in flight (graceful-shutdown.ts).
    const limitMs = (app ? config.shutdownDrainMs : 0) + config.shutdownTimeoutMs;
    const timer = setTimeout(() => fail(`Shutdown took longer than ${limitMs} ms; exiting`), limitMs);
    timer.unref();
    app?.log.info({ signal, drainMs: config.shutdownDrainMs }, "shutting down");
    try {
      // A worker's metrics listener first: it has no drain, and a scrape must not meet a closed pool.
      await metricsServer?.server?.close();
      await shutDownGracefully({
        app,
        taskWorker,
        scheduler,
        background: seeding,
        closeDatabase: () => database.close(),
        drainMs: config.shutdownDrainMs,
        timeoutMs: config.shutdownTimeoutMs,
        log: (fields, message) => (app ? app.log.info(fields, message) : process.stdout.write(`${message} ${JSON.stringify(fields)}\n`)),
      });
    } catch (error) {
      process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // An error nobody caught (e.g. a rejected promise in some timer) is logged and ends the process
  // through the same graceful path, exiting 1, instead of killing requests mid-flight.
  installCrashHandlers(process, {
    log: (error, origin) => {
      if (app) app.log.fatal({ err: error, origin }, `${origin}: shutting down`);
      else process.stderr.write(`${origin}: shutting down: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    },
    shutdown: (origin, exitCode) => shutdown(origin, exitCode),
  });
}
