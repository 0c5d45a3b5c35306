import type { CreateTemplateBody, StartTemplateBody, TemplateKind, TemplateList, TemplateSummary, Work } from "@studio/contracts";
import { api } from "../../api/client";
import { contractSchema } from "../../api/contract-schema";

/** Templates to start a design from (issue 21, docs/templates.md). Quiet: the panel says what went wrong itself. */
export function fetchTemplates(query: { page: number; preset?: string | null; kind?: TemplateKind }, signal?: AbortSignal): Promise<TemplateList> {
  return api.get("/api/ai-design/templates", {
    query: { page: query.page, ...(query.preset ? { preset: query.preset } : {}), ...(query.kind ? { kind: query.kind } : {}) },
    schema: contractSchema((c) => c.templateListSchema),
    signal,
    quiet: true,
  });
}

/** A new work of the signed-in user from the template, filled from their logo (`logo`) or their words and colours. */
export function startTemplate(id: number, body: StartTemplateBody): Promise<Work> {
  return api.post(`/api/ai-design/templates/${id}/start`, body, { schema: contractSchema((c) => c.workSchema), quiet: true });
}

/** Admins: the saved work as a template. */
export function createTemplate(body: CreateTemplateBody): Promise<TemplateSummary> {
  return api.post("/api/admin/templates", body, { schema: contractSchema((c) => c.templateSummarySchema), quiet: true });
}
