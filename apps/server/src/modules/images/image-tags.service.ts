import { randomUUID } from "node:crypto";
import { MAX_OWN_TAGS_PER_TYPE, type BindTagRequest, type ImageRecord, type ImageTag } from "@studio/contracts";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { checkUploadedImage } from "../uploads/image-check";
import type { ImageTagsRepository } from "./image-tags.repository";
import { canManageTag, canSeeTag, tagFitsRecord, tagOwnerFor } from "./images.policy";
import type { ImagesRepository } from "./images.repository";
import type { AiImageRow, AiImageTagRow } from "./images.schema";
import { tagView, type ImagesService } from "./images.service";

/** A record keeps at most this many tags (the set route's limit too). */
const MAX_TAGS_PER_RECORD = 20;

/**
 * Tags by product type (spec 02 sections 3 and 7): shared tags (admins make them) and every user's
 * own, bound to their records, including records made from their uploads. Someone else's tag or
 * record answers 404, never 403.
 */
export function createImageTagsService(deps: {
  tags: ImageTagsRepository;
  records: ImagesRepository;
  images: ImagesService;
  storage: Storage;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { tags } = deps;

  const detailed = async (user: UserRow, row: AiImageRow): Promise<ImageRecord> => {
    const [record] = await deps.images.withDetails(user, [row]);
    if (!record) throw new AppError("NOT_FOUND", "Image not found.");
    return record;
  };

  /** The tags must exist, be visible to the user and fit the record (its type; shared or its owner's). */
  const fitting = async (user: UserRow, row: AiImageRow, tagIds: number[]): Promise<number[]> => {
    const unique = [...new Set(tagIds)];
    const found = await tags.findMany(unique);
    const wrong = unique.filter((id) => {
      const tag = found.find((t) => t.id === id);
      return !tag || !canSeeTag(user, tag) || !tagFitsRecord(tag, row);
    });
    if (wrong.length > 0) throw new AppError("VALIDATION", `Unknown tags for ${row.type}: ${wrong.join(", ")}`, { tag_ids: wrong });
    return unique;
  };

  const manageable = async (user: UserRow, id: number): Promise<AiImageTagRow> => {
    const tag = await tags.find(id);
    if (!tag || !canSeeTag(user, tag)) throw new AppError("NOT_FOUND", "Tag not found.");
    if (!canManageTag(user, tag)) throw new AppError("FORBIDDEN", "Only an admin can change a shared tag.");
    return tag;
  };

  return {
    async list(user: UserRow | null, query: { type?: string; page: number; size: number }): Promise<ImageTag[]> {
      const rows = await tags.list({ userId: user?.id, productType: query.type, limit: query.size, offset: (query.page - 1) * query.size });
      return rows.map(tagView);
    },

    /** A name the owner already has for this type answers that tag; a user keeps at most 100 own tags per type. */
    async create(user: UserRow, type: string, name: string): Promise<ImageTag> {
      const owner = tagOwnerFor(user);
      const existing = await tags.findByName(owner, type, name);
      if (existing) return tagView(existing);
      if (owner !== null && (await tags.countOwn(owner, type)) >= MAX_OWN_TAGS_PER_TYPE)
        throw new AppError("VALIDATION", `At most ${MAX_OWN_TAGS_PER_TYPE} tags per product type.`, { limit: MAX_OWN_TAGS_PER_TYPE });
      return tagView(await tags.create(owner, type, name));
    },

    async rename(user: UserRow, id: number, name: string): Promise<ImageTag> {
      const tag = await manageable(user, id);
      if (tag.name === name) return tagView(tag);
      const renamed = await tags.rename(id, name);
      if (!renamed) throw new AppError("CONFLICT", "A tag of this name exists.");
      return tagView(renamed);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      await manageable(user, id);
      if (!(await tags.remove(id))) throw new AppError("NOT_FOUND", "Tag not found.");
    },

    /** The record's tags become exactly these (spec: update tag by image id and tag id). */
    async set(user: UserRow, id: number, tagIds: number[]): Promise<ImageRecord> {
      const row = await deps.images.owned(user, id);
      await deps.records.setTags(row.id, await fitting(user, row, tagIds));
      return detailed(user, row);
    },

    async add(user: UserRow, id: number, tagId: number): Promise<ImageRecord> {
      const row = await deps.images.owned(user, id);
      const [fit] = await fitting(user, row, [tagId]);
      const current = (await deps.records.tagsOf([row.id])).get(row.id) ?? [];
      if (fit !== undefined && !current.some((t) => t.id === fit)) {
        if (current.length >= MAX_TAGS_PER_RECORD) throw new AppError("VALIDATION", `At most ${MAX_TAGS_PER_RECORD} tags per image.`);
        await tags.link(row.id, [fit]);
      }
      return detailed(user, row);
    },

    async unbind(user: UserRow, id: number, tagId: number): Promise<ImageRecord> {
      const row = await deps.images.owned(user, id);
      const tag = await tags.find(tagId);
      if (!tag || !canSeeTag(user, tag)) throw new AppError("NOT_FOUND", "Tag not found.");
      await tags.unlink(row.id, tagId);
      return detailed(user, row);
    },

    /**
     * Binds tags to one of the user's uploads: the upload (uploads/{userId}/...) becomes a record of
     * action `upload` the first time, then gets the tags. Another user's upload is refused.
     */
    async bindToUpload(user: UserRow, body: BindTagRequest): Promise<ImageRecord> {
      const path = (body.src.startsWith("/oss/") ? body.src : new URL(body.src).pathname).split(/[?#]/)[0] ?? "";
      if (!path.startsWith(`/oss/uploads/${user.id}/`)) throw new AppError("NOT_FOUND", "Upload not found.");
      const bytes = await deps.storage.read(decodeURIComponent(path.slice("/oss/".length)));
      if (!bytes) throw new AppError("NOT_FOUND", "Upload not found.");
      const image = await checkUploadedImage(bytes);
      const row = await tags.uploadRecord({
        userId: user.id,
        groupId: randomUUID(),
        actionType: "upload",
        prompt: body.prompt,
        src: path,
        preview: path,
        width: image.width,
        height: image.height,
        aspect: image.aspect,
        type: body.type,
        content: { prompt: body.prompt, aspect: image.aspect, resolution: `${image.width}x${image.height}` },
        createdAt: now(),
      });
      const wanted = await fitting(user, row, body.tag_ids);
      const current = (await deps.records.tagsOf([row.id])).get(row.id) ?? [];
      const added = wanted.filter((id) => !current.some((t) => t.id === id));
      if (current.length + added.length > MAX_TAGS_PER_RECORD) throw new AppError("VALIDATION", `At most ${MAX_TAGS_PER_RECORD} tags per image.`);
      await tags.link(row.id, added);
      return detailed(user, row);
    },
  };
}

export type ImageTagsService = ReturnType<typeof createImageTagsService>;
