import { z } from "zod";

export const healthDataSchema = z.object({
  db: z.literal("ok"),
  version: z.string(),
  /** Whether the server runs with NODE_ENV=production (the icon modal's info overlay shows outside it). */
  production: z.boolean().optional(),
});
export type HealthData = z.infer<typeof healthDataSchema>;
