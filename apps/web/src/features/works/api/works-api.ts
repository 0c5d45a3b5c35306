import type { CreateWorkBody, ModelList, Work, WorkList, WorkListType } from "@studio/contracts";
import { api, ApiError } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

/**
 * The user's works (issue 21): the editor's saved designs. The list and the copy live at
 * works/list and works/copy: the bare works list and works/duplicate/{id} is the AI image records' (features/images).
 */

/** A new work; `{kind: "logo", logo_id}` without a document opens that saved logo's design (or the work that already edits it). */
export function createWork(body: CreateWorkBody): Promise<Work> {
  return api.post("/api/user/ai-design/works", body, { schema: contractSchema((c) => c.workSchema), quiet: true });
}

export function fetchWork(id: number, signal?: AbortSignal): Promise<Work> {
  return api.get(`/api/user/ai-design/works/${id}`, { schema: contractSchema((c) => c.workSchema), signal });
}

/** A save's outcome: saved (the new version), or a conflict with the stored, newer work to reload (nothing lost silently). */
export type SaveWorkOutcome = { status: "saved"; work: Work } | { status: "conflict"; work: Work };

/** Browsers refuse a keepalive request whose body passes 64 KiB; a larger save goes as a plain request (it still finishes when only the route changed). */
export const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Saves over `version` (the one last loaded or saved). A stale version is not an error to show as
 * a toast: the caller gets the stored work and says so (the editor reloads it). `back`: a business
 * card's back (left out keeps the stored one). `keepalive`: the page may be going away (a flush on
 * leaving), so the request is sent to outlive it when its size allows.
 */
export async function saveWork(
  id: number,
  body: { document: Record<string, unknown>; version: number; name?: string; back?: Record<string, unknown> | null },
  options: { keepalive?: boolean } = {},
): Promise<SaveWorkOutcome> {
  const keepalive = options.keepalive === true && new TextEncoder().encode(JSON.stringify(body)).byteLength <= KEEPALIVE_MAX_BYTES;
  try {
    return {
      status: "saved",
      work: await api.put(`/api/user/ai-design/works/${id}`, body, {
        schema: contractSchema((c) => c.workSchema),
        quiet: true,
        ...(keepalive ? { keepalive } : {}),
      }),
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.error !== "WORK_CONFLICT") throw error;
    return { status: "conflict", work: await fetchWork(id) };
  }
}

export function fetchWorks(query: { page: number; type: WorkListType }, signal?: AbortSignal): Promise<WorkList> {
  return api.get("/api/user/ai-design/works/list", {
    query: { page: query.page, type: query.type },
    schema: contractSchema((c) => c.workListSchema),
    signal,
    quiet: true,
  });
}

export function duplicateWork(id: number): Promise<Work> {
  return api.post("/api/user/ai-design/works/copy", { id }, { schema: contractSchema((c) => c.workSchema), quiet: true });
}

/** Quiet: the side bar says the spec's 'Delete failed' itself. */
export function deleteWork(id: number): Promise<{ id: number }> {
  return api.delete(`/api/user/ai-design/works/${id}`, { schema: contractSchema((c) => c.deleteWorkResultSchema), quiet: true });
}

/** The spec's poster and card list (GET /api/cards/getUserModelList?page). */
export function fetchUserModels(page: number, signal?: AbortSignal): Promise<ModelList> {
  return api.get("/api/cards/getUserModelList", { query: { page }, schema: contractSchema((c) => c.modelListSchema), signal, quiet: true });
}

export function deleteUserModel(modelId: number): Promise<{ model_id: number }> {
  return api.post(`/api/user/delete/${modelId}`, undefined, { schema: contractSchema((c) => c.deleteModelResultSchema), quiet: true });
}
