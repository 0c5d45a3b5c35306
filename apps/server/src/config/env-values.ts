import { z } from "zod";

/**
 * The shapes of environment values the areas' schemas share. An empty variable counts as unset, so
 * `FOO=` in an env file falls back to the default instead of failing the start.
 */
export const port = z.preprocess(
  (v) => (v === undefined || v === "" ? undefined : v),
  z
    .string()
    .optional()
    .default("3000")
    .refine((s) => /^\d+$/.test(s) && Number(s) >= 0 && Number(s) <= 65535, { message: "must be a port number" })
    .transform(Number),
);

export const positiveInt = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z
      .string()
      .optional()
      .default(String(fallback))
      .refine((s) => /^\d+$/.test(s) && Number(s) > 0, { message: "must be a positive whole number" })
      .transform(Number),
  );

export const wholeInt = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z
      .string()
      .optional()
      .default(String(fallback))
      .refine((s) => /^\d+$/.test(s), { message: "must be a whole number" })
      .transform(Number),
  );

export const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
