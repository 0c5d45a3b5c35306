import type { FeaturedSample, ImageRecord, ImageRecordType, ImageSample, ImageTag } from "@studio/contracts";
import { FEATURED_PAGE_SIZE, IMAGE_PAGE_SIZE, SAMPLES_PAGE_SIZE } from "@studio/contracts/plain";
import { api } from "../../../api/client";
import { uploadImage } from "../../../api/image-upload";
import { contractSchema } from "../../../api/contract-schema";

export type { FeaturedSample, ImageRecord, ImageSample, ImageTag };

/** The creations list's filters (spec 02 section 3: keywords, page, sceneId, tag). */
export type CreationFilters = { keywords?: string; sceneId?: string; tag?: number; type?: ImageRecordType; favourite?: boolean };

/** A featured sample with its record, as GET /api/ai-design/featured-samples answers it. */
export type FeaturedEntry = FeaturedSample & { image: ImageRecord };

/** The fields of an admin sample (spec 01 section 7), as sent to create or update one. */
export type SampleFields = Omit<ImageSample, "id" | "created_at" | "updated_at" | "type"> & { type: ImageRecordType };

// Mutations are quiet: the pages say 'Succeed', 'Success!' or 'Failed, please try again!' themselves (spec 02 section 8).
export const imagesApi = {
  /** GET /api/user/ai-design/works: the signed-in user's records, newest first. */
  works: (page: number, size = IMAGE_PAGE_SIZE, signal?: AbortSignal, type?: ImageRecordType) =>
    api.get("/api/user/ai-design/works", { query: { page, size, type }, schema: contractSchema((c) => c.worksPageSchema), signal }).then((page) => page.list),
  /** GET /api/ai-design/ai-images with self=1: the caller's own records (admins too), filtered. */
  search: (page: number, filters: CreationFilters, signal?: AbortSignal) =>
    api.get("/api/ai-design/ai-images", {
      query: {
        self: 1,
        page,
        size: IMAGE_PAGE_SIZE,
        keywords: filters.keywords || undefined,
        scene_id: filters.sceneId || undefined,
        tag: filters.tag,
        type: filters.type,
        favourite: filters.favourite ? 1 : undefined,
      },
      schema: contractSchema((c) => c.imageRecordSchema.array()),
      signal,
    }),
  /** GET /api/ai-design/ai-images/{id}: one own record (others' are 404). */
  get: (id: number, signal?: AbortSignal) =>
    api.get(`/api/ai-design/ai-images/${id}`, { schema: contractSchema((c) => c.imageRecordSchema), signal, quiet: true }),
  /** DELETE /api/ai-design/ai-images/{id}: the record and its stored file go. */
  remove: (id: number) => api.delete(`/api/ai-design/ai-images/${id}`, { schema: contractSchema((c) => c.removedSchema) }),
  favourite: (id: number, on: boolean) => {
    const options = { schema: contractSchema((c) => c.imageFavouriteSchema), quiet: true };
    const path = `/api/ai-design/ai-images/${id}/favourite`;
    return on ? api.put(path, undefined, options) : api.delete(path, options);
  },
  /** GET /api/ai-design/ai-images/tags: shared tags and the caller's own of a product type, 20 a page. */
  tags: (type: ImageRecordType, page: number, signal?: AbortSignal) =>
    api.get("/api/ai-design/ai-images/tags", { query: { type, page, size: IMAGE_PAGE_SIZE }, schema: contractSchema((c) => c.imageTagSchema.array()), signal }),
  createTag: (type: ImageRecordType, name: string) =>
    api.post("/api/ai-design/ai-images/tags", { type, name }, { schema: contractSchema((c) => c.imageTagSchema), quiet: true }),
  /** Adds (on) or removes a tag of the record; answers the record with its tags. */
  tagRecord: (id: number, tagId: number, on: boolean) => {
    const options = { schema: contractSchema((c) => c.imageRecordSchema), quiet: true };
    const path = `/api/ai-design/ai-images/${id}/tags/${tagId}`;
    return on ? api.put(path, undefined, options) : api.delete(path, options);
  },
  /** An image of the user's, straight to storage (api/image-upload.ts; checked again on the server: type, 25 MB, 4096x4096). */
  upload: (file: Blob, name: string) => uploadImage(file, name),
  /** Binds tags to an uploaded image (its /oss/uploads/ src): the upload becomes a record with them. */
  bindTag: (src: string, type: ImageRecordType, tagIds: number[]) =>
    api.post("/api/ai-design/ai-images/bind-tag", { src, type, tag_ids: tagIds }, { schema: contractSchema((c) => c.imageRecordSchema), quiet: true }),
  featured: (page: number, type: ImageRecordType, signal?: AbortSignal, size = FEATURED_PAGE_SIZE) =>
    api.get("/api/ai-design/featured-samples", { query: { page, size, type }, schema: contractSchema((c) => c.featuredEntrySchema.array()), signal }),
  feature: (body: { img_id: number; prompt?: string; preview?: string }) =>
    api.post("/api/ai-design/featured-samples", body, { schema: contractSchema((c) => c.featuredSampleSchema), quiet: true }),
  updateFeatured: (imgId: number, body: { prompt?: string; preview?: string }) =>
    api.put(`/api/ai-design/featured-samples/${imgId}`, body, { schema: contractSchema((c) => c.featuredSampleSchema), quiet: true }),
  cancelFeatured: (imgId: number) => api.delete(`/api/ai-design/featured-samples/${imgId}`, { schema: contractSchema((c) => c.removedSchema), quiet: true }),
  samples: (page: number, filters: { type?: ImageRecordType; scene?: string; keywords?: string }, signal?: AbortSignal) =>
    api.get("/api/ai-design/ai-images-samples", {
      query: { page, size: SAMPLES_PAGE_SIZE, type: filters.type, scene: filters.scene || undefined, keywords: filters.keywords || undefined },
      schema: contractSchema((c) => c.sampleSchema.array()),
      signal,
    }),
  createSample: (body: SampleFields) => api.post("/api/ai-design/ai-images-samples", body, { schema: contractSchema((c) => c.sampleSchema), quiet: true }),
  updateSample: (id: number, body: Partial<SampleFields>) =>
    api.put(`/api/ai-design/ai-images-samples/${id}`, body, { schema: contractSchema((c) => c.sampleSchema), quiet: true }),
  removeSample: (id: number) => api.delete(`/api/ai-design/ai-images-samples/${id}`, { schema: contractSchema((c) => c.removedSchema), quiet: true }),
};
