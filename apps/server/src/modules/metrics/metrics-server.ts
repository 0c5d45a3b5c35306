import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import type { Logger } from "../../process/logger";
import { errorHandlerPlugin } from "../../plugins/error-handler";
import type { Metrics } from "./metrics.registry";
import { metricsRoutes } from "./metrics.routes";

export type WorkerMetricsServer = { port: number; close(): Promise<void> };

/**
 * A `--role=worker` process has no HTTP app, yet its task durations and failures are counted only
 * in its own registry: with METRICS_TOKEN and METRICS_PORT set it serves /metrics (the same route,
 * the same token rule) on METRICS_PORT at HOST, and nothing else. Without the port it is not
 * scraped; the line it returns then says so at start (the queue gauges come from any API process).
 */
export async function startWorkerMetricsServer(
  config: Pick<Config, "metrics" | "host">,
  deps: { metrics: Metrics; log: Logger },
): Promise<{ server?: WorkerMetricsServer; line: string }> {
  const token = config.metrics?.token;
  const port = config.metrics?.workerPort;
  if (!token) return { line: "metrics: off (METRICS_TOKEN is not set)" };
  if (!port) return { line: "metrics: this worker is not scraped (set METRICS_PORT to serve its /metrics)" };
  const logger: FastifyBaseLogger = deps.log;
  const app: FastifyInstance = Fastify({ loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(metricsRoutes({ metrics: deps.metrics, token }));
  await app.listen({ port, host: config.host });
  const bound = app.addresses()[0];
  const boundPort = bound && typeof bound === "object" ? bound.port : port;
  return { server: { port: boundPort, close: () => app.close() }, line: `metrics: http://${config.host}:${boundPort}/metrics (bearer token)` };
}
