import type { TaskResultView } from "@studio/contracts";
import { api } from "../../api/client";
import { contractSchema } from "../../api/contract-schema";

/** What the modal sends (POST /api/ai-design/aicon): the spec's prompt and style, a count, optional colours and extra styles. */
export type IconRequest = {
  prompt: string;
  style: string;
  count: number;
  /** #rrggbb, primary first (at most 3). */
  colors: string[];
  /** More styles to spread the icons over (the chosen style first). */
  styles: string[];
};

const idempotency = (key?: string) => (key ? { headers: { "idempotency-key": key } } : {});

export const iconGeneratorApi = {
  /** Queues the icons (charged once, refunded when the task fails) and answers at once with the task id. */
  async submit(request: IconRequest, signal?: AbortSignal, idempotencyKey?: string): Promise<string> {
    const body = {
      prompt: request.prompt,
      style: request.style,
      count: request.count,
      ...(request.colors.length > 0 ? { colors: request.colors.join(",") } : {}),
      ...(request.styles.length > 0 ? { styles: request.styles.join(",") } : {}),
      async: true,
    };
    const answer = await api.post("/api/ai-design/aicon", body, {
      schema: contractSchema((c) => c.toolResultSchema),
      signal,
      quiet: true,
      ...idempotency(idempotencyKey),
    });
    return answer.taskId;
  },
  result(taskId: string, signal?: AbortSignal): Promise<TaskResultView> {
    return api.get(`/api/aicon/4o-image/result/${encodeURIComponent(taskId)}`, { schema: contractSchema((c) => c.taskResultSchema), signal, quiet: true });
  },
  cancel(taskId: string): Promise<TaskResultView> {
    return api.post(`/api/ai-design/tasks/${encodeURIComponent(taskId)}/cancel`, undefined, { schema: contractSchema((c) => c.taskResultSchema), quiet: true });
  },
};
