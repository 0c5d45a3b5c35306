import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { metricsConfigFrom, metricsEnv, type MetricsConfig } from "../modules/metrics/metrics.config";
import { optionalString, port, positiveInt, wholeInt } from "./env-values";

/** The process and the site it serves: where it listens and is reached, its variant, logs, shutdown and metrics. */
export const operationsEnv = {
  PORT: port,
  /** Where to listen: loopback unless set, so a fresh `npm start` is not reachable from the network; 0.0.0.0 opts in. */
  HOST: z.string().min(1).default("localhost"),
  NODE_ENV: z.enum(["development", "production", "test"], { message: "must be development, production or test" }).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { message: "must be a pino log level" }).default("info"),
  PUBLIC_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), { message: "must be an http(s) URL" }),
  WEB_DIST_DIR: optionalString,
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  /** On SIGTERM, how long the process keeps serving with /api/health at 503 before it stops listening (a balancer's notice time). */
  SHUTDOWN_DRAIN_MS: wholeInt(0),
  /** English (magic link, Google) or Chinese (QR, mobile) sign-in variant. */
  SITE_VARIANT: z.enum(["en", "cn"], { message: "must be en or cn" }).default("en"),
  /** Who may scrape /metrics (METRICS_TOKEN) and the worker role's metrics port (METRICS_PORT). */
  ...metricsEnv,
};

type OperationsEnv = z.output<z.ZodObject<typeof operationsEnv>>;

export type OperationsConfig = {
  port: number;
  host: string;
  env: "development" | "production" | "test";
  logLevel: string;
  publicUrl: string | undefined;
  /**
   * The base of every link the server writes into mails and QR codes: PUBLIC_URL, else the address
   * it listens on. Never a request header (a forged Host would send sign-in secrets elsewhere).
   */
  linkBase: string;
  webDistDir: string;
  shutdownTimeoutMs: number;
  /** The drain phase before the app stops listening (plugins/draining.ts); 0 stops listening at once. */
  shutdownDrainMs: number;
  siteVariant: "en" | "cn";
  /** METRICS_TOKEN and METRICS_PORT (modules/metrics/metrics.config.ts); unset in a test means /metrics is off. */
  metrics?: MetricsConfig | undefined;
  version: string;
};

/**
 * PUBLIC_URL without its trailing slash, else the listening address: a specific HOST as written
 * (IPv6 in brackets), a wildcard or unset one as localhost, which is where a person on this
 * machine opens the site. A site reached from elsewhere sets PUBLIC_URL (production must).
 */
export function linkBaseOf(publicUrl: string | undefined, host: string, port: number): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  const wildcard = host === "0.0.0.0" || host === "::" || host === "[::]";
  const name = wildcard ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const version = (JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }).version;

export function operationsConfigFrom(c: OperationsEnv): OperationsConfig {
  return {
    port: c.PORT,
    host: c.HOST,
    env: c.NODE_ENV,
    logLevel: c.LOG_LEVEL,
    publicUrl: c.PUBLIC_URL,
    linkBase: linkBaseOf(c.PUBLIC_URL, c.HOST, c.PORT),
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(repoRoot, "apps/web/dist")),
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS,
    siteVariant: c.SITE_VARIANT,
    metrics: metricsConfigFrom(c),
    version,
  };
}
