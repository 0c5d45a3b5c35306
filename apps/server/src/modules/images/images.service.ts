import { randomUUID } from "node:crypto";
import {
  imageActionTypes,
  imageRecordTypes,
  modelShortTitle,
  type ImageActionType,
  type ImageContent,
  type ImageListQuery,
  type ImageRecord,
  type SaveImageRequest,
} from "@studio/contracts";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { assertValidKey, type Storage } from "../../storage/storage";
import type { TaskRow } from "../tasks/tasks.schema";
import { deleteFiles } from "../users/account-files";
import { canActOnImage, canDuplicateImage, canSaveResultOf, maySaveAnyResult, seesEveryonesImages } from "./images.policy";
import type { ImagesRepository } from "./images.repository";
import type { AiImageFeaturedRow, AiImageInsert, AiImageRow, AiImageTagRow } from "./images.schema";

/** The model name of images made by the built-in offline provider (shown as "Studio"). */
const LOCAL_MODEL_NAME = "local-designer";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the success hook reads from an image task's input (see tasks/image-task.handlers.ts). */
type TaskInputFields = {
  prompt?: string;
  aspect?: string;
  references?: string[];
  purpose?: string;
  seed?: number;
  image?: string;
  imageWeight?: number;
  actionType?: string;
  style?: string;
  scene?: string;
  groupId?: string;
  /** Image tools (image-tools/image-tool.handler.ts): the tool, and the record the source was. */
  tool?: string;
  parentId?: number | null;
};

/** The task id of an /oss result URL (ai-images/{taskId}/...), signed or not. */
export const resultTaskOf = (url: string): string | undefined => {
  const id = /^\/oss\/ai-images\/([^/?#]+)\//.exec(url)?.[1];
  return id !== undefined && uuidPattern.test(id) ? id : undefined;
};

const portOf = (url: URL) => url.port || (url.protocol === "https:" ? "443" : "80");
/** Whether an absolute URL names this server (the request's Host), default ports included. */
function sameHost(url: URL, host: string): boolean {
  const self = URL.canParse(`${url.protocol}//${host}`) ? new URL(`${url.protocol}//${host}`) : undefined;
  return !!self && self.hostname === url.hostname && portOf(self) === portOf(url);
}

const isActionType = (value: unknown): value is ImageActionType => typeof value === "string" && (imageActionTypes as readonly string[]).includes(value);
const isRecordType = (value: unknown): value is (typeof imageRecordTypes)[number] =>
  typeof value === "string" && (imageRecordTypes as readonly string[]).includes(value);

export function featuredView(row: AiImageFeaturedRow) {
  return { img_id: row.imgId, preview: row.preview, prompt: row.prompt, created_at: row.createdAt.toISOString() };
}

export const tagView = (t: AiImageTagRow) => ({ id: t.id, name: t.name, type: t.productType, user_id: t.userId });

/** A record as the lists answer it: model carries its short title and output image (spec 01 section 3). */
export function toImageRecord(row: AiImageRow, tags: AiImageTagRow[] = [], featured?: AiImageFeaturedRow, favourite = false): ImageRecord {
  return {
    id: row.id,
    user_id: row.userId,
    task_id: row.taskId,
    groupId: row.groupId,
    action_type: row.actionType,
    prompt: row.prompt,
    model: { name: row.model, short_title: modelShortTitle(row.model), out_image: row.src },
    style: row.style,
    scene: row.scene,
    src: row.src,
    url: row.src,
    preview: row.preview || row.src,
    width: row.width,
    height: row.height,
    aspect: row.aspect,
    type: row.type,
    content: row.content,
    design: row.design ?? null,
    tags: tags.map(tagView),
    sample: featured ? featuredView(featured) : null,
    favourite,
    created_at: row.createdAt.toISOString(),
    parent_id: row.parentId ?? null,
  };
}

/** The design documents the local designer put in the task's meta, one per image (or none). */
function designsOf(task: TaskRow): unknown[] {
  const designs = task.result?.meta?.designs;
  return Array.isArray(designs) ? designs : [];
}

export function createImagesService(deps: { repository: ImagesRepository; storage: Storage; now?: () => Date }) {
  const repo = deps.repository;
  const now = deps.now ?? (() => new Date());

  /** Records with their tags, featured sample and whether the viewer marked them as favourite. */
  const withDetails = async (viewer: UserRow, rows: AiImageRow[]): Promise<ImageRecord[]> => {
    const ids = rows.map((r) => r.id);
    const [tags, featured, favourites] = await Promise.all([repo.tagsOf(ids), repo.featuredOf(ids), repo.favouritesOf(viewer.id, ids)]);
    return rows.map((row) => toImageRecord(row, tags.get(row.id), featured.get(row.id), favourites.has(row.id)));
  };

  /**
   * Removes from storage the files of a deleted record that nothing live uses any more (a duplicate
   * shares its original's files), with their resized copies. Only result and upload files: a record
   * saved from another folder (a style image) does not own that file.
   */
  const removeUnusedFiles = async (row: AiImageRow): Promise<void> => {
    const paths = [...new Set([row.src, row.preview].filter((p) => p.startsWith("/oss/ai-images/") || p.startsWith(`/oss/uploads/${row.userId}/`)))];
    const inUse = await repo.pathsInUse(paths);
    const unused = paths.filter((p) => !inUse.has(p)).map((p) => decodeURIComponent(p.slice("/oss/".length)));
    await deleteFiles(deps.storage, unused);
  };

  /** A record the user may act on: their own, or any for an admin. Others' ids are 404, never 403. */
  const owned = async (user: UserRow, id: number): Promise<AiImageRow> => {
    const row = await repo.findVisible(id);
    if (!row || !canActOnImage(user, row)) throw new AppError("NOT_FOUND", "Image not found.");
    return row;
  };

  /**
   * Accepts only images of this site: an /oss/ path (or this host's absolute URL of one) that
   * exists in storage; under ai-images/{taskId}/ the task must be the user's own (admins: any).
   * Returns the path form that is stored.
   */
  const ownImageUrl = async (user: UserRow, url: string, host: string | undefined): Promise<string> => {
    let path = url;
    if (!url.startsWith("/oss/")) {
      const parsed = URL.canParse(url) ? new URL(url) : undefined;
      if (!parsed || !host || !sameHost(parsed, host) || !parsed.pathname.startsWith("/oss/")) {
        throw new AppError("VALIDATION", "Only images of this site can be saved.", { url });
      }
      path = parsed.pathname;
    }
    path = path.split(/[?#]/)[0] ?? "";
    const key = assertValidKey(decodeURIComponent(path.slice("/oss/".length)));
    if (key.startsWith(".variants/")) throw new AppError("VALIDATION", "Only images of this site can be saved.", { url });
    if (key.startsWith("ai-images/") && !maySaveAnyResult(user)) {
      const taskId = key.split("/")[1] ?? "";
      if (!uuidPattern.test(taskId) || !canSaveResultOf(user, await repo.taskOwner(taskId)))
        throw new AppError("VALIDATION", "This image is not one of your results.", { url });
    }
    if (!(await deps.storage.head(key))) throw new AppError("VALIDATION", "The image does not exist.", { url });
    return `/oss/${key}`;
  };

  return {
    ownImageUrl,
    owned,
    withDetails,

    /**
     * The tasks among these result URLs' that are the user's own: only those get signed links to
     * the full-size file (a copy of someone else's featured sample keeps the public preview only).
     */
    async ownResultTasks(user: UserRow, urls: string[]): Promise<Set<string>> {
      const ids = [...new Set(urls.map(resultTaskOf).filter((id): id is string => id !== undefined))];
      return repo.tasksOwnedBy(user.id, ids);
    },

    /**
     * The sweep behind the success hook: records the images of succeeded tasks that have none (the
     * process died between storing the success and recording). Only tasks completed before
     * `completedBefore`, so a hook about to run is not raced (it would be harmless: idempotent).
     * Returns how many tasks were looked at (at most `limit`) and how many records were added.
     */
    async recordMissed(options: { completedBefore: Date; limit: number }): Promise<{ tasks: number; records: number }> {
      const missed = await repo.succeededTasksWithoutRecords(options);
      let records = 0;
      for (const task of missed) records += (await this.recordTask(task)).length;
      return { tasks: missed.length, records };
    },

    /**
     * The task engine's success hook: one record per result image, sharing a group id (the task's).
     * Running it twice for one task adds nothing (unique task and src).
     */
    async recordTask(task: TaskRow): Promise<AiImageRow[]> {
      const images = task.result?.images ?? [];
      if (task.state !== "succeeded" || images.length === 0 || !task.kind.startsWith("image.")) return [];
      const input = task.input as TaskInputFields;
      const designs = designsOf(task);
      const references = (input.references ?? []).filter((r): r is string => typeof r === "string");
      const reference = input.image ?? references[0];
      const actionType: ImageActionType = isActionType(input.actionType)
        ? input.actionType
        : task.kind === "image.edit"
          ? "magicedit"
          : task.kind === "image.tool"
            ? input.tool === "imagefix" || input.tool === "watermark"
              ? "erase"
              : "tool"
            : "generate";
      const method = task.result?.meta?.method;
      const tool = task.kind === "image.tool" && typeof input.tool === "string" ? { tool: input.tool, ...(typeof method === "string" ? { method } : {}) } : {};
      const content: ImageContent = {
        input: input.image ? [input.image, ...references] : references,
        prompt: input.prompt ?? "",
        ...(input.seed !== undefined ? { seed: input.seed } : {}),
        ...(input.imageWeight !== undefined ? { image_weight: input.imageWeight } : {}),
        gpt4oImages: images.map((i) => i.url),
        ...(reference ? { reference: { preview: reference } } : {}),
        aspect: input.aspect ?? "1:1",
        ...tool,
      };
      const at = task.completedAt ?? now();
      const rows: AiImageInsert[] = images.map((image, index) => ({
        userId: task.userId,
        taskId: task.id,
        // Edits join the group of the image they changed (see tasks/image-edit.service.ts).
        groupId: typeof input.groupId === "string" && input.groupId ? input.groupId : task.id,
        actionType,
        prompt: input.prompt ?? "",
        // The image info names who made it: a model no vendor answers (the spec's default
        // 'chatgpt' on a site without keys) is drawn by the built-in local designer, not by GPT.
        model: task.provider === "local" ? LOCAL_MODEL_NAME : task.model,
        style: input.style ?? "",
        scene: input.scene ?? "",
        src: image.url,
        preview: image.thumbUrl,
        width: image.width,
        height: image.height,
        aspect: input.aspect ?? "1:1",
        type: isRecordType(input.purpose) ? input.purpose : "image",
        content: { ...content, resolution: `${image.width}x${image.height}` },
        design: designs[index] ?? null,
        parentId: typeof input.parentId === "number" ? input.parentId : null,
        // Keeps the variants of one generation in their order within the newest-first lists.
        createdAt: new Date(at.getTime() - index),
      }));
      return repo.insertMany(rows);
    },

    /**
     * GET /api/ai-design/ai-images: admins see everyone's records unless `self`, each with its
     * owner (the showcase's user widget); others only their own, without the owner.
     */
    async list(user: UserRow, query: ImageListQuery): Promise<ImageRecord[]> {
      const everyone = seesEveryonesImages(user, Boolean(query.self));
      const rows = await repo.list({
        userId: everyone ? undefined : user.id,
        keywords: query.keywords || undefined,
        scene: query.scene_id || query.sceneId || undefined,
        tagId: query.tag,
        favouriteOf: query.favourite ? user.id : undefined,
        type: query.type,
        featuredOnly: query.tab === "featured",
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      const records = await withDetails(user, rows);
      if (!everyone) return records;
      const owners = new Map((await repo.ownersOf(rows.map((r) => r.userId))).map((o) => [o.id, o]));
      return records.map((record) => {
        const owner = owners.get(record.user_id);
        return owner
          ? {
              ...record,
              user: { id: owner.id, name: owner.name, email: owner.email, designer_type: owner.designerType, blacklisted: owner.blacklistedAt !== null },
            }
          : record;
      });
    },

    /** The user's own works, admins included (their works are theirs alone). */
    async works(user: UserRow, query: { page: number; size: number; type?: string }): Promise<ImageRecord[]> {
      return withDetails(user, await repo.list({ userId: user.id, type: query.type, limit: query.size, offset: (query.page - 1) * query.size }));
    },

    async save(user: UserRow, body: SaveImageRequest, host: string | undefined): Promise<ImageRecord> {
      const preview = await ownImageUrl(user, body.preview, host);
      const src = body.src ? await ownImageUrl(user, body.src, host) : preview;
      const previous = body.prev_preview ? await ownImageUrl(user, body.prev_preview, host) : undefined;
      const content: ImageContent = {
        prompt: body.content.prompt ?? body.prompt,
        aspect: body.content.aspect ?? body.aspect,
        ...(body.content.resolution
          ? { resolution: body.content.resolution }
          : body.width && body.height
            ? { resolution: `${body.width}x${body.height}` }
            : {}),
        ...(previous ? { reference: { preview: previous }, input: [previous] } : {}),
      };
      const [row] = await repo.insertMany([
        {
          userId: user.id,
          groupId: randomUUID(),
          actionType: body.action_type,
          prompt: body.prompt,
          model: body.model,
          style: body.style,
          scene: body.scene,
          src,
          preview,
          width: body.width,
          height: body.height,
          aspect: body.aspect,
          type: body.type,
          content,
          createdAt: now(),
        },
      ]);
      if (!row) throw new AppError("CONFLICT", "The image was not saved.");
      return toImageRecord(row);
    },

    /**
     * The records of an image tool's task, recording them first if the worker's success hook has not
     * yet (it is idempotent): the tool's answer names them right when the task has succeeded.
     */
    async recordsOfTask(task: TaskRow): Promise<AiImageRow[]> {
      await this.recordTask(task);
      return repo.byTask(task.id);
    },

    /** The user's record of a file of theirs (an image tool's source given by path), if any. */
    findOwnBySrc: (user: UserRow, src: string) => repo.findOwnBySrc(user.id, src),

    /** One record the user may act on (GET /api/ai-design/ai-images/{id}: the image tools' `?image=` by id); others' ids are 404. */
    async get(user: UserRow, id: number): Promise<ImageRecord> {
      const [record] = await withDetails(user, [await owned(user, id)]);
      if (!record) throw new AppError("NOT_FOUND", "Image not found.");
      return record;
    },

    /** Soft-deletes the record (it stays traceable to the task that paid for it) and removes its files no live record uses. */
    async remove(user: UserRow, id: number): Promise<void> {
      const row = await owned(user, id);
      if (!(await repo.softDelete(id, now()))) throw new AppError("NOT_FOUND", "Image not found.");
      await removeUnusedFiles(row);
    },

    /**
     * What a record's downloads are made from (downloads.service.ts): its stored file and designer
     * document. Same visibility as every record route: the owner's, any for an admin, else 404.
     */
    async downloadFile(user: UserRow, id: number): Promise<{ src: string; design: unknown }> {
      const row = await owned(user, id);
      return { src: row.src, design: row.design };
    },

    /** PUT/DELETE /api/ai-design/ai-images/{id}/favourite: idempotent; only records the user may act on. */
    async setFavourite(user: UserRow, id: number, favourite: boolean): Promise<{ id: number; favourite: boolean }> {
      await owned(user, id);
      await repo.setFavourite(user.id, id, favourite, now());
      return { id, favourite };
    },

    /**
     * Copies a record into the user's works as a new generation of its own: their own records,
     * featured samples (public), or anything for an admin.
     */
    async duplicate(user: UserRow, id: number): Promise<ImageRecord> {
      const row = await repo.findVisible(id);
      const featured = row ? (await repo.featuredOf([row.id])).get(row.id) : undefined;
      if (!row || !canDuplicateImage(user, row, featured !== undefined)) throw new AppError("NOT_FOUND", "Image not found.");
      const { id: _id, createdAt: _createdAt, deletedAt: _deletedAt, ...fields } = row;
      const [copy] = await repo.insertMany([{ ...fields, userId: user.id, taskId: null, groupId: randomUUID(), createdAt: now() }]);
      if (!copy) throw new AppError("CONFLICT", "The image was not copied.");
      // Shared tags travel with the copy, and the copier's own; someone else's own tags stay theirs.
      const tags = ((await repo.tagsOf([row.id])).get(row.id) ?? []).filter((t) => t.userId === null || t.userId === user.id);
      if (tags.length > 0)
        await repo.setTags(
          copy.id,
          tags.map((t) => t.id),
        );
      return toImageRecord(copy, tags);
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
