import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { toast } from "../../../ui/toast-store";
import { generatorApi } from "../api/generator-api";
import type { GenerationTask } from "../generation-task";

export const queueQueryKey = ["ai-design", "tasks", "queue"] as const;

export type QueuePanelProps = {
  /** The page's own tasks: cancelled through the page (it stops polling them), and the failed ones to retry. */
  tasks: GenerationTask[];
  onCancel(key: string): void;
  onRetry(key: string): void;
};

/**
 * This user's waiting and running tasks (GET /api/ai-design/tasks/queue: other tabs' too), each with
 * Cancel (refunded at once), and the failed ones with Retry (this page's run again here, others
 * through POST /api/ai-design/tasks/{taskId}/retry). Refreshed every 2 s while
 * anything waits or runs.
 */
export function QueuePanel({ tasks, onCancel, onRetry }: QueuePanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const busy = tasks.some((task) => task.status === "submitting" || task.status === "running");
  const queue = useQuery({
    queryKey: queueQueryKey,
    queryFn: ({ signal }) => generatorApi.queue(signal),
    refetchInterval: (query) => (busy || (query.state.data?.active.length ?? 0) > 0 ? 2000 : false),
  });
  const live = queue.data?.active ?? [];
  const failed = tasks.filter((task) => task.status === "failed");
  // Failed tasks the server lists that this page does not hold (another tab's, or before a reload): retried on the server.
  const otherFailed = (queue.data?.failed ?? []).filter((item) => item.retryable && !tasks.some((task) => task.taskId === item.taskId));

  const retryOnServer = async (taskId: string) => {
    try {
      await generatorApi.retry(taskId);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("tasks.errorGenerating"));
    }
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries({ queryKey: queueQueryKey });
  };

  const cancel = async (taskId: string) => {
    const own = tasks.find((task) => task.taskId === taskId);
    if (own) onCancel(own.key);
    else {
      try {
        await generatorApi.cancel(taskId);
        toast.info(t("generator.cancelled"));
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : t("tasks.errorGenerating"));
      }
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    }
    void queryClient.invalidateQueries({ queryKey: queueQueryKey });
  };

  return (
    <aside className="gen-queue" aria-labelledby="gen-queue-title" data-testid="queue-panel">
      <h2 id="gen-queue-title">
        {t("generator.queue")}
        {queue.data ? <small className="gen-queue-count"> {`${queue.data.unfinished}/${queue.data.limit}`}</small> : null}
      </h2>
      {live.length === 0 && failed.length === 0 && otherFailed.length === 0 ? <p className="gen-queue-empty">{t("generator.queueEmpty")}</p> : null}
      <ul>
        {live.map((task) => (
          <li key={task.taskId} className="gen-queue-item" data-testid="queue-item" data-state={task.state}>
            <span className="gen-queue-state">{task.state === "queued" ? t("generator.queueWaiting") : t("generator.queueRunning")}</span>
            <span className="gen-queue-prompt">{task.prompt || t("images.noPrompt")}</span>
            <button type="button" className="button button-small" onClick={() => void cancel(task.taskId)} data-testid="queue-cancel">
              {t("generator.cancel")}
            </button>
          </li>
        ))}
        {otherFailed.map((item) => (
          <li key={item.taskId} className="gen-queue-item" data-testid="queue-item" data-state="failed">
            <span className="gen-queue-state">{t("generator.queueFailed")}</span>
            <span className="gen-queue-prompt">{item.prompt || t("images.noPrompt")}</span>
            <button type="button" className="button button-small" onClick={() => void retryOnServer(item.taskId)} data-testid="queue-retry">
              {t("generator.retry")}
            </button>
          </li>
        ))}
        {failed.map((task) => (
          <li key={task.key} className="gen-queue-item" data-testid="queue-item" data-state="failed">
            <span className="gen-queue-state">{t("generator.queueFailed")}</span>
            <span className="gen-queue-prompt">{task.request.prompt || t("images.noPrompt")}</span>
            <button type="button" className="button button-small" onClick={() => onRetry(task.key)} data-testid="queue-retry">
              {t("generator.retry")}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
