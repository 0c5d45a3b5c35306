import type { QuotaInfo, ToolAvailability, ToolName, ToolResult } from "@studio/contracts";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

export type { ToolAvailability, ToolName, ToolResult };

/** Option fields as a form sends them (the server's zod schemas coerce text). */
export type ToolFields = Record<string, string | number | boolean | undefined>;

/** One run of a tool as the page sends it: the source (an own /oss/ path or record id), the options, and the brushed mask or second image. */
export type ToolRequest = {
  tool: ToolName;
  /** An /oss/ path of the user's (`url`) or an image record id (`image`); absent for tools that need none (aicon). */
  source?: { url?: string; image?: number };
  options: ToolFields;
  /** The brushed mask PNG (imagefix, watermark). */
  mask?: Blob;
  /** The second image (mergeface). */
  reference?: Blob;
};

const idempotency = (key?: string) => (key ? { headers: { "idempotency-key": key } } : {});

function formOf(request: ToolRequest): FormData {
  const form = new FormData();
  // `async`: the answer comes at once with the task id, the page follows its progress.
  form.append("async", "1");
  if (request.source?.url) form.append("url", request.source.url);
  if (request.source?.image !== undefined) form.append("image", String(request.source.image));
  for (const [name, value] of Object.entries(request.options)) if (value !== undefined && value !== "") form.append(name, String(value));
  if (request.mask) form.append("mask", request.mask, "mask.png");
  if (request.reference) form.append("reference", request.reference, "reference.png");
  return form;
}

export const imageToolsApi = {
  /** GET /api/ai-design/tools: each tool, its cost, whether it runs here and what it needs if not. */
  list: (signal?: AbortSignal) => api.get("/api/ai-design/tools", { schema: contractSchema((c) => c.toolListSchema), signal, quiet: true }),
  /** POST /api/ai-design/{tool} (multipart): charged before it runs, refunded when it fails; answers the task. */
  submit: (request: ToolRequest, signal?: AbortSignal, idempotencyKey?: string): Promise<ToolResult> =>
    api.post(`/api/ai-design/${request.tool}`, formOf(request), {
      schema: contractSchema((c) => c.toolResultSchema),
      signal,
      quiet: true,
      ...idempotency(idempotencyKey),
    }),
  /** GET /api/ai-design/tools/tasks/{taskId}: the run with its method, records and links. */
  result: (taskId: string, signal?: AbortSignal): Promise<ToolResult> =>
    api.get(`/api/ai-design/tools/tasks/${encodeURIComponent(taskId)}`, { schema: contractSchema((c) => c.toolResultSchema), signal, quiet: true }),
  /** Spec 01 section 7: the free users' daily free AI cutouts (and credits) for matting. */
  quota: (name: string, signal?: AbortSignal): Promise<QuotaInfo> =>
    api.get("/api/ai-design/quotas/ai-logo/info", { query: { name }, schema: contractSchema((c) => c.quotaInfoSchema), signal, quiet: true }),
};
