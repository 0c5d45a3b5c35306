import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { logoMakerApi } from "../api/logo-maker-api";
import type { Design } from "./icon-design-api";

/** The seed (and palette) the task was made with, from its stored input. */
function paramsOf(paramJson: string): { seed?: number; palette?: string } {
  try {
    const input = JSON.parse(paramJson) as { seed?: unknown; palette?: unknown };
    return { ...(typeof input.seed === "number" ? { seed: input.seed } : {}), ...(typeof input.palette === "string" ? { palette: input.palette } : {}) };
  } catch {
    return {};
  }
}

/** The info overlay (admins, and outside production): prompt, model, seed, size and task id of a design. */
export function DesignInfo({ design }: { design: Design }) {
  const { t } = useTranslation();
  const task = useQuery({
    queryKey: ["icon-design", "task", design.taskId],
    queryFn: ({ signal }) => logoMakerApi.result(design.taskId, signal),
    staleTime: Infinity,
  });
  const params = task.data ? paramsOf(task.data.paramJson) : {};
  const rows: [string, string][] = [
    [t("iconDesign.infoPrompt"), task.data?.prompt ?? ""],
    [t("iconDesign.infoModel"), task.data ? `${task.data.model} (${task.data.provider})` : ""],
    [t("iconDesign.infoSeed"), params.seed !== undefined ? String(params.seed) : (params.palette ?? "–")],
    [t("iconDesign.infoSize"), `${design.width}x${design.height}`],
    [t("iconDesign.infoTask"), design.taskId],
  ];
  return (
    <aside className="idm-info" data-testid="design-info" aria-label={t("iconDesign.infoTitle")}>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
