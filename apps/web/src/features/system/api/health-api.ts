import { healthDataSchema, type HealthData } from "@studio/contracts";
import { api } from "../../../api/client";

export function fetchHealth(signal?: AbortSignal): Promise<HealthData> {
  return api.get("/api/health", { schema: healthDataSchema, signal });
}
