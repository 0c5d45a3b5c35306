import { useTranslation } from "react-i18next";
import { toast } from "../../ui/toast-store";
import { downloadIcon, iconFileName, isSvgUrl } from "./icon-download";
import type { IconTask } from "./icon-history";

/** The icon generator's own history (newest first): each task's icons with SVG and PNG downloads. */
export function IconHistoryList({ tasks, onRemove }: { tasks: IconTask[]; onRemove(taskId: string): void }) {
  const { t } = useTranslation();
  const download = (url: string, format: "svg" | "png", name: string) =>
    downloadIcon(url, format, name).catch(() => toast.error(t("iconGenerator.downloadPngFailed")));
  return (
    <section className="icon-gen-history" aria-label={t("iconGenerator.history")}>
      <h3>{t("iconGenerator.history")}</h3>
      {tasks.length === 0 ? <p className="icon-gen-hint">{t("iconGenerator.historyEmpty")}</p> : null}
      <ul>
        {tasks.map((task) => (
          <li key={task.taskId} className="icon-gen-task" data-testid="icon-task" data-status={task.status}>
            <div className="icon-gen-task-head">
              <span className="icon-gen-task-prompt">{task.request.prompt}</span>
              <span className="icon-gen-hint">{task.request.style}</span>
              {task.status === "running" ? <span role="status">{t("iconGenerator.running")}</span> : null}
              {task.status === "failed" ? <span className="icon-gen-error">{task.error ?? t("iconGenerator.failed")}</span> : null}
              <button type="button" className="icon-button" aria-label={t("iconGenerator.removeFromHistory")} onClick={() => onRemove(task.taskId)}>
                ×
              </button>
            </div>
            <ul className="icon-gen-results">
              {task.urls.map((url, index) => (
                <li key={url}>
                  <img src={task.thumbs[index] ?? url} alt={`${task.request.prompt} ${index + 1}`} width={96} height={96} data-testid="icon-result" />
                  <span className="icon-gen-downloads">
                    {isSvgUrl(url) ? (
                      <button type="button" className="button button-small" onClick={() => void download(url, "svg", iconFileName(task.taskId, index, "svg"))}>
                        {t("iconGenerator.downloadSvg")}
                      </button>
                    ) : null}
                    <button type="button" className="button button-small" onClick={() => void download(url, "png", iconFileName(task.taskId, index, "png"))}>
                      {t("iconGenerator.downloadPng")}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
