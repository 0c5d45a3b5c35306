import type { ImageSample } from "@studio/contracts";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { ImagesRepository, SampleFields, SampleFilter } from "./images.repository";
import type { AiImageSampleRow } from "./images.schema";
import type { Storage } from "../../storage/storage";
import { checkUploadedImage } from "../uploads/image-check";
import { featuredView, toImageRecord, type ImagesService } from "./images.service";

export function toSampleView(row: AiImageSampleRow): ImageSample {
  return {
    id: row.id,
    type: row.type,
    scene: row.scene,
    style: row.style,
    model: row.model,
    prompt: row.prompt,
    src: row.src,
    preview: row.preview || row.src,
    aspect: row.aspect,
    width: row.width,
    height: row.height,
    sort: row.sort,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Featured samples (spec 02 section 4: create, update prompt and preview, cancel; keyed by the
 * record's id) and the admin-managed sample list (spec 01 section 7). Callers check the admin role.
 */
export function createSamplesService(deps: { repository: ImagesRepository; images: ImagesService; storage: Storage; now?: () => Date }) {
  const repo = deps.repository;
  const now = deps.now ?? (() => new Date());
  const imageUrl = async (admin: UserRow, url: string | undefined, host: string | undefined) =>
    url === undefined ? undefined : deps.images.ownImageUrl(admin, url, host);

  /**
   * A sample's image keeps the spec's sample-image limits (spec 01 section 9: 25 MB, 16777216 px),
   * with the upload messages, and the sample's width and height are the file's own.
   */
  const sampleImage = async (path: string): Promise<{ width: number; height: number }> => {
    const bytes = await deps.storage.read(decodeURIComponent(path.slice("/oss/".length)));
    if (!bytes) throw new AppError("VALIDATION", "The image does not exist.");
    const { width, height } = await checkUploadedImage(bytes);
    return { width, height };
  };

  return {
    async listFeatured(query: { page: number; size: number; type?: string }) {
      const rows = await repo.listFeatured({ type: query.type, limit: query.size, offset: (query.page - 1) * query.size });
      return rows.map(({ featured, image }) => ({ ...featuredView(featured), image: toImageRecord(image, [], featured) }));
    },

    /** Features a record; its preview and prompt default to the record's. Featuring twice is a conflict. */
    async feature(admin: UserRow, body: { img_id: number; preview?: string; prompt?: string }, host: string | undefined) {
      const image = await repo.findVisible(body.img_id);
      if (!image) throw new AppError("NOT_FOUND", "Image not found.");
      const preview = (await imageUrl(admin, body.preview, host)) ?? (image.preview || image.src);
      const row = await repo.insertFeatured({ imgId: image.id, preview, prompt: body.prompt ?? image.prompt, createdBy: admin.id, at: now() });
      if (!row) throw new AppError("CONFLICT", "This image is already a featured sample.");
      return featuredView(row);
    },

    async updateFeatured(admin: UserRow, imgId: number, body: { preview?: string; prompt?: string }, host: string | undefined) {
      const preview = await imageUrl(admin, body.preview, host);
      const row = await repo.updateFeatured(
        imgId,
        { ...(preview !== undefined ? { preview } : {}), ...(body.prompt !== undefined ? { prompt: body.prompt } : {}) },
        now(),
      );
      if (!row) throw new AppError("NOT_FOUND", "Featured sample not found.");
      return featuredView(row);
    },

    async cancelFeatured(imgId: number): Promise<void> {
      if (!(await repo.deleteFeatured(imgId))) throw new AppError("NOT_FOUND", "Featured sample not found.");
    },

    async listSamples(filter: Omit<SampleFilter, "limit" | "offset"> & { page: number; size: number }) {
      const { page, size, ...rest } = filter;
      return (await repo.listSamples({ ...rest, limit: size, offset: (page - 1) * size })).map(toSampleView);
    },

    async createSample(admin: UserRow, fields: Omit<SampleFields, "preview"> & { preview?: string }, host: string | undefined) {
      const src = await deps.images.ownImageUrl(admin, fields.src, host);
      const size = await sampleImage(src);
      const preview = (await imageUrl(admin, fields.preview, host)) ?? src;
      if (preview !== src) await sampleImage(preview);
      return toSampleView(await repo.insertSample({ ...fields, ...size, src, preview }, admin.id, now()));
    },

    async updateSample(admin: UserRow, id: number, changes: Partial<SampleFields>, host: string | undefined) {
      const src = await imageUrl(admin, changes.src, host);
      const size = src !== undefined ? await sampleImage(src) : {};
      const preview = await imageUrl(admin, changes.preview ?? undefined, host);
      if (preview !== undefined) await sampleImage(preview);
      const row = await repo.updateSample(
        id,
        { ...changes, ...size, ...(src !== undefined ? { src } : {}), ...(preview !== undefined ? { preview } : {}) },
        now(),
      );
      if (!row) throw new AppError("NOT_FOUND", "Sample not found.");
      return toSampleView(row);
    },

    async deleteSample(id: number): Promise<void> {
      if (!(await repo.deleteSample(id))) throw new AppError("NOT_FOUND", "Sample not found.");
    },
  };
}

export type SamplesService = ReturnType<typeof createSamplesService>;
