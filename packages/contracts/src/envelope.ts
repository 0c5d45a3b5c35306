import { z } from "zod";

/**
 * Every JSON route answers with the spec's envelope `{code, data, msg}`.
 * `code` repeats the HTTP status (200 on success); on failure `error` carries a stable
 * machine code (see errors.ts) so clients branch on it, never on the wording of `msg`.
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    data,
    msg: z.string(),
  });

/** The `data` of an answer that carries none (logout, delete). */
export const nullDataSchema = z.null();

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  data: z.null(),
  msg: z.string(),
  error: z.string(),
  /** Field-level problems of a validation failure, path joined with dots. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});

export type Envelope<T> = { code: number; data: T; msg: string };
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function ok<T>(data: T, msg = "success"): Envelope<T> {
  return { code: 200, data, msg };
}
