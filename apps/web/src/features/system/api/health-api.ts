import type { HealthData } from "@studio/contracts";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

const healthAnswer = contractSchema((c) => c.healthDataSchema);

export function fetchHealth(signal?: AbortSignal): Promise<HealthData> {
  return api.get("/api/health", { schema: healthAnswer, signal });
}
