import type { BulkCreated, BulkStatus, BulkSubmitRequest, TaskResultView } from "@studio/contracts";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

const bulkPath = (bulkId: string) => `/api/ai-design/bulks/${encodeURIComponent(bulkId)}`;

/**
 * The bulk routes (packages/contracts/src/generator.ts): a bulk is submitted once and becomes one
 * task per line (each charged once, refunded by the server when it fails or is cancelled); each
 * line's task is then followed through the task engine's result route and event stream.
 */
export const bulkApi = {
  submit(body: BulkSubmitRequest, signal?: AbortSignal, idempotencyKey?: string): Promise<BulkCreated> {
    return api.post("/api/ai-design/bulks", body, {
      schema: contractSchema((c) => c.bulkCreatedSchema),
      signal,
      quiet: true,
      ...(idempotencyKey ? { headers: { "idempotency-key": idempotencyKey } } : {}),
    });
  },
  status(bulkId: string, signal?: AbortSignal): Promise<BulkStatus> {
    return api.get(bulkPath(bulkId), { schema: contractSchema((c) => c.bulkStatusSchema), signal, quiet: true });
  },
  /** This user's most recent bulks, newest first. */
  recent(size: number, signal?: AbortSignal): Promise<BulkStatus[]> {
    return api.get("/api/ai-design/bulks", { query: { size }, schema: contractSchema((c) => c.bulkStatusSchema.array()), signal, quiet: true });
  },
  /** Every finished line's images in one zip (the server writes it; another user's bulk is 404). */
  zipUrl(bulkId: string): string {
    return `${bulkPath(bulkId)}/results.zip`;
  },
  result(taskId: string, signal?: AbortSignal): Promise<TaskResultView> {
    return api.get(`/api/ai-design/4o-image/result/${encodeURIComponent(taskId)}`, { schema: contractSchema((c) => c.taskResultSchema), signal, quiet: true });
  },
  cancel(taskId: string): Promise<TaskResultView> {
    return api.post(`/api/ai-design/tasks/${encodeURIComponent(taskId)}/cancel`, undefined, { schema: contractSchema((c) => c.taskResultSchema), quiet: true });
  },
  /** A failed line again: a new task with the same input (charged again), the same line of the bulk. */
  retry(taskId: string, signal?: AbortSignal): Promise<string> {
    return api.post(`/api/ai-design/tasks/${encodeURIComponent(taskId)}/retry`, undefined, {
      schema: contractSchema((c) => c.taskIdSchema),
      signal,
      quiet: true,
    });
  },
};
