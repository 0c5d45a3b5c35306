import type { ImageRecord, ImageRecordType } from "@studio/contracts";
import { IMAGE_PAGE_SIZE } from "@studio/contracts/plain";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

export type { ImageRecord };

export const imagesApi = {
  /** GET /api/user/ai-design/works: the signed-in user's records, newest first. */
  works: (page: number, size = IMAGE_PAGE_SIZE, signal?: AbortSignal, type?: ImageRecordType) =>
    api.get("/api/user/ai-design/works", { query: { page, size, type }, schema: contractSchema((c) => c.worksPageSchema), signal }).then((page) => page.list),
  /** DELETE /api/ai-design/ai-images/{id} (soft delete on the server). */
  remove: (id: number) => api.delete(`/api/ai-design/ai-images/${id}`, { schema: contractSchema((c) => c.removedSchema) }),
};
