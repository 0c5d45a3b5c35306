import { z } from "zod";

/** What receipts and invoices print that the spec leaves to the operator (docs/payments.md). */
export type ReceiptsConfig = {
  /** The seller named at the top of every receipt and invoice (name, address, tax number). */
  issuer: string;
  /** Tax contained in the (tax-inclusive) prices, in percent; 0 prints 'Tax: included / 0'. */
  taxPercent: number;
};

export const defaultReceiptsConfig: ReceiptsConfig = { issuer: "Logo Studio", taxPercent: 0 };

/** The receipt variables, spread into the config schema (config.ts). */
export const receiptsEnv = {
  RECEIPT_ISSUER: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().max(200, { message: "must be at most 200 characters" }).default(defaultReceiptsConfig.issuer),
  ),
  RECEIPT_TAX_PERCENT: z
    .preprocess((v) => (v === undefined || v === "" ? undefined : v), z.string().default("0"))
    .refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v), { message: "must be a percentage from 0 to 99.99, such as 0, 13 or 20" })
    .transform(Number),
};

export function receiptsConfigFrom(env: { RECEIPT_ISSUER: string; RECEIPT_TAX_PERCENT: number }): ReceiptsConfig {
  return { issuer: env.RECEIPT_ISSUER, taxPercent: env.RECEIPT_TAX_PERCENT };
}
