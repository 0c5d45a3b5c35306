import { z } from "zod";

export const healthDataSchema = z.object({
  db: z.literal("ok"),
  version: z.string(),
  /** Whether the server runs with NODE_ENV=production (the icon modal's info overlay shows outside it). */
  production: z.boolean().optional(),
  /** The classic maker's random 'designing' wait before each page of logos (CLASSIC_DESIGNING_WAIT_MS; spec 03 section 4: 2 to 10 s). */
  classicDesigningWaitMs: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }).optional(),
});
export type HealthData = z.infer<typeof healthDataSchema>;
