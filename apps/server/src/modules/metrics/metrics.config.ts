import { z } from "zod";

/**
 * Who may read `/metrics`, and where a worker-role process serves it (docs/ARCHITECTURE.md,
 * Operations). Off unless METRICS_TOKEN is set: the figures say how busy the site is and what it
 * earns, which is nobody's business but the operator's scraper.
 */
export type MetricsConfig = {
  /** The bearer token a scraper sends; undefined: /metrics answers 404 like any unknown path. */
  token: string | undefined;
  /** The port a `--role=worker` process serves /metrics on (it has no HTTP server otherwise). */
  workerPort: number | undefined;
};

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

/** The metrics variables, spread into the config schema (config.ts). */
export const metricsEnv = {
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z
      .string()
      // The characters bearer-token.ts accepts, so every token that can be set can also be sent.
      .regex(/^[A-Za-z0-9._~+/=-]{32,512}$/, { message: "must be 32 to 512 characters of A-Z a-z 0-9 . _ ~ + / = -" })
      .optional(),
  ),
  METRICS_PORT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((s) => /^\d+$/.test(s) && Number(s) > 0 && Number(s) <= 65535, { message: "must be a port number from 1 to 65535" })
      .transform(Number)
      .optional(),
  ),
};

export function metricsConfigFrom(env: { METRICS_TOKEN?: string | undefined; METRICS_PORT?: number | undefined }): MetricsConfig {
  return { token: env.METRICS_TOKEN, workerPort: env.METRICS_PORT };
}
