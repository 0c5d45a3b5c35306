import type { AiModels, EditMode } from "@studio/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client";
import { contractSchema } from "../../api/contract-schema";

/** The models this site runs (configured vendors' and `local`) and the default: GET /api/ai-design/models. */
export const modelsApi = {
  list(signal?: AbortSignal): Promise<AiModels> {
    return api.get("/api/ai-design/models", { schema: contractSchema((c) => c.aiModelsSchema), signal, quiet: true });
  },
};

export const aiModelsQueryKey = ["ai-design", "models"] as const;

/** The site's models; they change only when the operator reconfigures, so they are kept for a while. */
export function useAiModels() {
  return useQuery({ queryKey: aiModelsQueryKey, queryFn: ({ signal }) => modelsApi.list(signal), staleTime: 10 * 60_000 });
}

/** The icon design modal's modes this site runs, each with the model that runs it (nothing until the list is known). */
export function offeredModes(models: AiModels | undefined): { mode: EditMode; model: string; label: string }[] {
  if (!models) return [];
  const offered: { mode: EditMode; model: string; label: string }[] = [];
  for (const mode of ["quick", "max"] as const) {
    const model = models.list.find((m) => m.modes.includes(mode));
    if (model) offered.push({ mode, model: model.name, label: model.label });
  }
  return offered;
}
