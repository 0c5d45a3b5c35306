import type { BulkFillJob, StartBulkFillBody } from "@studio/contracts";
import { api } from "../../api/client";
import { contractSchema } from "../../api/contract-schema";

/** Bulk fill's calls (server: apps/server/src/modules/bulk-fill, docs/bulk-fill.md). */
export const bulkFillApi = {
  /** Starts a batch. Quiet: the page shows each refusal with what to do next. */
  start: (body: StartBulkFillBody) =>
    api.post("/api/user/bulk-fill", body, { schema: contractSchema((c) => c.bulkFillJobSchema), quiet: true, ownForbidden: true }),
  /** A batch's state and progress (done of total rows). */
  get: (id: string, signal?: AbortSignal) => api.get(`/api/user/bulk-fill/${id}`, { schema: contractSchema((c) => c.bulkFillJobSchema), signal, quiet: true }),
};

export type { BulkFillJob };
