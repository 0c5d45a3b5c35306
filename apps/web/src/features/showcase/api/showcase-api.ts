import { z } from "zod";
import { featuredEntrySchema, featuredSampleSchema, imageRecordSchema, removedSchema, type FeaturedSample, type ImageRecord } from "@studio/contracts";
import { api } from "../../../api/client";
import { ossVariantUrl } from "../../../lib/oss-url";

export type { FeaturedSample, ImageRecord };
export type FeaturedEntry = z.infer<typeof featuredEntrySchema>;

/** Spec 02 section 9: history lists 50 per page; the showcase's featured list 50 (24 elsewhere). */
export const SHOWCASE_PAGE_SIZE = 50;

/**
 * The admin showcase's calls (apps/server/src/modules/images/README.md). Mutations are quiet: the
 * showcase shows 'Successfully' or the server's own message itself (spec 02 section 8).
 */
export const showcaseApi = {
  /** Every user's logos, newest first; admins get each record's owner as `user`. */
  allLogos: (page: number, signal?: AbortSignal) =>
    api.get("/api/ai-design/ai-images", { query: { type: "logo", tab: "all", page, size: SHOWCASE_PAGE_SIZE }, schema: z.array(imageRecordSchema), signal }),
  featured: (page: number, size = SHOWCASE_PAGE_SIZE, signal?: AbortSignal) =>
    api.get("/api/ai-design/featured-samples", { query: { type: "logo", page, size }, schema: z.array(featuredEntrySchema), signal }),
  feature: (body: { img_id: number; preview: string; prompt: string }) =>
    api.post("/api/ai-design/featured-samples", body, { schema: featuredSampleSchema, quiet: true }),
  updateFeatured: (imgId: number, body: { prompt: string }) =>
    api.put(`/api/ai-design/featured-samples/${imgId}`, body, { schema: featuredSampleSchema, quiet: true }),
  cancelFeatured: (imgId: number) => api.delete(`/api/ai-design/featured-samples/${imgId}`, { schema: removedSchema, quiet: true }),
  /** Admins may remove anyone's logo (soft delete on the server). */
  remove: (id: number) => api.delete(`/api/ai-design/ai-images/${id}`, { schema: removedSchema, quiet: true }),
};

/**
 * A processed copy of a stored image at this width (the /oss variants; spec 02: widths 600 and 400).
 * An admin's records carry signed links (a clean copy); without one the server burns a mark in.
 */
export function variantUrl(src: string, width: 400 | 600): string {
  return ossVariantUrl(src, width);
}
