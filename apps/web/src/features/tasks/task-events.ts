import type { TaskResultView } from "@studio/contracts";
import { loadContracts } from "../../api/contract-schema";

/**
 * The task's server-sent events (GET /api/ai-design/tasks/{taskId}/events, event `task`: the result
 * view whenever it changes): the live channel of runImageTask's `watch`. Every view is checked
 * against the contract before it counts. The stream closes on the task's end, on abort, and on the
 * first error (a proxy that buffers, a session the stream cannot carry): polling then goes on alone.
 */
export function watchTaskEvents(taskId: string, onView: (view: TaskResultView) => void, signal: AbortSignal): void {
  if (typeof EventSource === "undefined" || signal.aborted) return;
  const source = new EventSource(`/api/ai-design/tasks/${encodeURIComponent(taskId)}/events`, { withCredentials: true });
  const close = () => source.close();
  signal.addEventListener("abort", close, { once: true });
  source.onerror = close;
  source.addEventListener("task", (event) => {
    let data: unknown;
    try {
      data = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    void loadContracts().then(({ taskResultSchema }) => {
      const parsed = taskResultSchema.safeParse(data);
      if (!parsed.success || signal.aborted) return;
      if (parsed.data.status !== "GENERATING") close();
      onView(parsed.data);
    });
  });
}
