import { createHmac } from "node:crypto";
import { z } from "zod";
import { defaultCreditPacks, type CreditPack } from "@studio/domain";
import type { PaymentProviderName } from "./payment-provider";

/**
 * What the payments module reads from the environment (README table). Secrets are read here only.
 * Provider adapters with keys (Stripe, PayPal, WeChat Pay, Alipay) add their variables beside these.
 */
export type PaymentsConfig = {
  /** PAYMENT_PROVIDER: the provider new orders use when the client names none; unset, the first adapter with keys, else the sandbox. */
  defaultProvider: PaymentProviderName | undefined;
  /** Whether the offline sandbox card processor may take orders (always outside production). */
  sandbox: boolean;
  /** HMAC key of the sandbox's signed notifications. */
  sandboxSecret: string;
  creditPacks: readonly CreditPack[];
  /** AI credits the Brand package grants (kind logoBrandPackage 5); 0 grants none. */
  brandPackageCredits: number;
};

const providerNames = ["sandbox", "stripe", "paypal", "wechat", "alipay"] as const;

const packSchema = z
  .array(
    z
      .object({ credits: z.number().int().positive().max(1_000_000), prices: z.object({ USD: z.number().int().positive(), CNY: z.number().int().positive() }) })
      .strict(),
  )
  .min(1)
  .max(8)
  .refine((packs) => new Set(packs.map((p) => p.credits)).size === packs.length, { message: "credits must differ between packs" });

/** CREDIT_PACKS is JSON: [{"credits":50,"prices":{"USD":499,"CNY":2900}}, ...] (minor units). */
export function parseCreditPacks(json: string | undefined): CreditPack[] {
  if (!json) return defaultCreditPacks.map((pack) => ({ ...pack }));
  return packSchema.parse(JSON.parse(json));
}

function validPacks(json: string | undefined): boolean {
  try {
    parseCreditPacks(json);
    return true;
  } catch {
    return false;
  }
}

const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** The payments variables, spread into the config schema (config.ts). */
export const paymentsEnv = {
  PAYMENT_PROVIDER: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(providerNames, { message: "must be sandbox, stripe, paypal, wechat or alipay" }).optional(),
  ),
  /** Production refuses the sandbox card processor unless this is on (a staging site). */
  PAYMENTS_SANDBOX: z.enum(["on", "off"], { message: "must be on or off" }).optional(),
  PAYMENTS_SANDBOX_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, { message: "must be at least 32 characters" }),
  CREDIT_PACKS: optionalString.refine(validPacks, {
    message: 'must be JSON such as [{"credits":50,"prices":{"USD":499,"CNY":2900}}] (1 to 8 packs, whole minor units, different credits)',
  }),
  CREDITS_BRAND_PACKAGE: z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z
      .string()
      .optional()
      .default("100")
      .refine((s) => /^\d+$/.test(s), { message: "must be a whole number >= 0" })
      .transform(Number),
  ),
};

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnv>>;

/**
 * Turns the variables into PaymentsConfig; a problem comes back as the one line the operator sees.
 * `urlSigningSecret` keys the sandbox when PAYMENTS_SANDBOX_SECRET is unset (derived, so processes
 * sharing URL_SIGNING_SECRET also verify each other's sandbox notifications).
 */
export function paymentsConfigFrom(env: PaymentsEnv, site: { production: boolean; urlSigningSecret: string }): PaymentsConfig | { problem: string } {
  const sandbox = site.production ? env.PAYMENTS_SANDBOX === "on" : env.PAYMENTS_SANDBOX !== "off";
  const defaultProvider = env.PAYMENT_PROVIDER;
  if (defaultProvider === "sandbox" && !sandbox) {
    return {
      problem: "PAYMENT_PROVIDER is sandbox but the sandbox is off: set PAYMENTS_SANDBOX=on (production needs it explicitly) or choose a real provider",
    };
  }
  return {
    defaultProvider,
    sandbox,
    sandboxSecret: env.PAYMENTS_SANDBOX_SECRET ?? createHmac("sha256", site.urlSigningSecret).update("payments-sandbox").digest("base64url"),
    creditPacks: parseCreditPacks(env.CREDIT_PACKS),
    brandPackageCredits: env.CREDITS_BRAND_PACKAGE,
  };
}
