import { z } from "zod";

export const healthDataSchema = z.object({
  db: z.literal("ok"),
  version: z.string(),
});
export type HealthData = z.infer<typeof healthDataSchema>;
