import { useTranslation } from "react-i18next";
import type { ToolAvailability, ToolName } from "../api/image-tools-api";
import { pageTools } from "../tool-catalogue";

/**
 * The tools this server runs, in the page's order. One that needs a provider the operator has not
 * configured is shown with that note and cannot be picked (never a dead button).
 */
export function ToolList({ tools, current, onPick }: { tools: ToolAvailability[]; current: ToolName | undefined; onPick(tool: ToolName): void }) {
  const { t } = useTranslation();
  const listed = pageTools.flatMap((entry) => tools.filter((tool) => tool.tool === entry.tool));
  return (
    <nav className="tools-list" aria-label={t("imageTools.toolsList")}>
      <ul>
        {listed.map((tool) => (
          <li key={tool.tool}>
            {tool.available ? (
              <button
                type="button"
                className="tools-list-item"
                aria-current={tool.tool === current ? "true" : undefined}
                onClick={() => onPick(tool.tool)}
                data-testid={`tool-${tool.tool}`}
              >
                {t(`imageTools.tools.${tool.tool}`)}
              </button>
            ) : (
              <span className="tools-list-item is-unavailable" data-testid={`tool-${tool.tool}`} aria-disabled="true">
                {t(`imageTools.tools.${tool.tool}`)}
                <small>{t("imageTools.needsProvider")}</small>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
