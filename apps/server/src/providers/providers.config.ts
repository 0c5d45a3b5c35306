import { z } from "zod";

/**
 * What the remote image providers read from the environment (documented in the README table).
 * A vendor is enabled only when its key is set; keys are secrets and stay inside the adapters'
 * request headers (never logged, never in error messages).
 */
export type VendorConfig = { apiKey: string; baseUrl: string };

export type ProvidersConfig = {
  openai: VendorConfig | undefined;
  bfl: VendorConfig | undefined;
  ideogram: VendorConfig | undefined;
  recraft: VendorConfig | undefined;
  /** Longest wait for one vendor request, and for one asynchronous job to finish. */
  timeoutMs: number;
};

export const defaultProvidersConfig: ProvidersConfig = { openai: undefined, bfl: undefined, ideogram: undefined, recraft: undefined, timeoutMs: 120_000 };

const secret = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().optional());

const baseUrl = (fallback: string) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z
      .string()
      .optional()
      .default(fallback)
      .refine((s) => /^https?:\/\/[^\s/]+/.test(s), { message: "must be an http(s) URL" }),
  );

const timeout = z.preprocess(
  (v) => (v === undefined || v === "" ? undefined : v),
  z
    .string()
    .optional()
    .default("120000")
    .refine((s) => /^\d+$/.test(s) && Number(s) > 0, { message: "must be a positive whole number" })
    .transform(Number),
);

export const providersEnv = {
  OPENAI_API_KEY: secret,
  OPENAI_BASE_URL: baseUrl("https://api.openai.com"),
  BFL_API_KEY: secret,
  BFL_BASE_URL: baseUrl("https://api.bfl.ai"),
  IDEOGRAM_API_KEY: secret,
  IDEOGRAM_BASE_URL: baseUrl("https://api.ideogram.ai"),
  RECRAFT_API_KEY: secret,
  RECRAFT_BASE_URL: baseUrl("https://external.api.recraft.ai"),
  PROVIDER_TIMEOUT_MS: timeout,
};

/** The providers' part of the environment schema on its own (loadConfig spreads providersEnv into the full one). */
export const providersEnvSchema = z.object(providersEnv);
type ProvidersEnv = z.output<typeof providersEnvSchema>;

const vendor = (apiKey: string | undefined, url: string): VendorConfig | undefined =>
  apiKey ? { apiKey: apiKey.trim(), baseUrl: url.replace(/\/+$/, "") } : undefined;

export function providersConfigFrom(env: ProvidersEnv): ProvidersConfig {
  return {
    openai: vendor(env.OPENAI_API_KEY, env.OPENAI_BASE_URL),
    bfl: vendor(env.BFL_API_KEY, env.BFL_BASE_URL),
    ideogram: vendor(env.IDEOGRAM_API_KEY, env.IDEOGRAM_BASE_URL),
    recraft: vendor(env.RECRAFT_API_KEY, env.RECRAFT_BASE_URL),
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
  };
}
