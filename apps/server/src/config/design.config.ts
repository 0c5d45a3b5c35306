import { z } from "zod";
import { optionalString, positiveInt } from "./env-values";

/** Design and brand: the classic maker's wait, the logo API's webhooks and draws, the companion branding platform. */
export const designEnv = {
  /** The classic maker's 'designing' wait before each page of logos, a random time in this range (spec 03 section 4: 2 to 10 s). */
  CLASSIC_DESIGNING_WAIT_MS: z
    .string()
    .default("2000-10000")
    .refine((v) => parseWaitRange(v) !== null, { message: "must be MIN-MAX in milliseconds (0-60000, MIN <= MAX), e.g. 2000-10000" }),
  /** The logo API's Lite webhooks: the delays before each retry (ms, comma-separated) and how often due ones are looked for. */
  LOGO_API_WEBHOOK_RETRY_MS: z
    .string()
    .default("1000,5000,25000,125000,625000")
    .refine((value) => value.split(",").every((part) => /^\d{1,9}$/.test(part.trim())), { message: "must be a comma-separated list of milliseconds" }),
  LOGO_API_WEBHOOK_POLL_MS: positiveInt(2_000),
  LOGO_API_DRAW_LEASE_MS: positiveInt(60_000),
  /** The companion branding platform offered after a logo purchase; unset hides the offer. */
  BRAND_PLATFORM_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), { message: "must be an http(s) URL" }),
};

type DesignEnv = z.output<z.ZodObject<typeof designEnv>>;

/** A range of milliseconds, both ends included. */
export type WaitRange = { min: number; max: number };

/** "2000-10000" (or one number for a fixed wait); null when malformed, above a minute or reversed. */
export function parseWaitRange(value: string): WaitRange | null {
  const match = /^\s*(\d{1,5})\s*(?:-\s*(\d{1,5})\s*)?$/.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  return min <= max && max <= 60_000 ? { min, max } : null;
}

export type DesignConfig = {
  /** CLASSIC_DESIGNING_WAIT_MS: the browser's random 'designing' wait before each classic list page (GET /api/health). */
  classicDesigningWaitMs?: WaitRange | undefined;
  /** LOGO_API_WEBHOOK_RETRY_MS, LOGO_API_WEBHOOK_POLL_MS and LOGO_API_DRAW_LEASE_MS (docs/logo-api.md). */
  logoApi: { webhookRetryMs: number[]; webhookPollMs: number; drawLeaseMs: number };
  brandPlatformUrl: string | undefined;
};

export function designConfigFrom(c: DesignEnv): DesignConfig {
  return {
    classicDesigningWaitMs: parseWaitRange(c.CLASSIC_DESIGNING_WAIT_MS) ?? undefined,
    logoApi: {
      webhookRetryMs: c.LOGO_API_WEBHOOK_RETRY_MS.split(",").map((part) => Number(part.trim())),
      webhookPollMs: c.LOGO_API_WEBHOOK_POLL_MS,
      drawLeaseMs: c.LOGO_API_DRAW_LEASE_MS,
    },
    brandPlatformUrl: c.BRAND_PLATFORM_URL,
  };
}
