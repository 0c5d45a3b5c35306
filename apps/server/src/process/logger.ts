import { pino, type DestinationStream, type Logger } from "pino";
import type { Config } from "../config";

export type { Logger } from "pino";

/**
 * Credentials that must never reach a log line, wherever an object carrying them is logged (pino
 * replaces them with "[Redacted]"). The access log never logs headers; this is the net under it.
 */
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers.apikey",
  "headers.authorization",
  "headers.cookie",
  "headers.apikey",
  'res.headers["set-cookie"]',
];

/**
 * The process's one structured logger: JSON lines on stdout (pretty only in development), shared
 * by the HTTP app (Fastify's `loggerInstance`, so every request's lines carry `reqId`) and the task
 * worker (a child per task carrying `taskId`, `kind` and `provider`). `destination` is for tests
 * that read the lines back.
 */
export function createLogger(config: Pick<Config, "env" | "logLevel">, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: REDACT };
  if (destination) return pino(options, destination);
  if (config.env === "development") {
    return pino({ ...options, transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } });
  }
  return pino(options);
}
