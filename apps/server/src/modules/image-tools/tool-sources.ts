import { randomBytes } from "node:crypto";
import { TOOL_UPLOAD_MAX_PIXELS } from "@studio/contracts";
import { aspectOf } from "@studio/domain";
import sharp from "sharp";
import type { UserRow } from "../../db/schema";
import { AppError, isAppError } from "../../errors";
import { assertValidKey, type Storage } from "../../storage/storage";
import type { ImagesService } from "../images/images.service";
import type { ProxyService } from "../proxy/proxy.service";
import { checkUploadedImage, dataUrlBytes } from "../uploads/image-check";
import { ossKey } from "./tool-images";

/** A tool's source image as the task gets it: an /oss/ path of the user's own, and what it came from. */
export type ResolvedSource = {
  path: string;
  bytes: Buffer;
  width: number;
  height: number;
  aspect: string;
  /** The record the source is (the result's parent), or null for an upload or a link. */
  parentId: number | null;
  /** The record's design document (a designer logo), or null. */
  design: unknown;
  /** The record's type, which the result keeps (a logo stays a logo), or image. */
  type: "image" | "logo" | "icon";
};

/** One way of naming an image: the uploaded bytes, a link (another site's, or an /oss/ path), or a record id / own /oss/ path. */
export type SourceRef = { file?: Buffer | undefined; url?: string | undefined; image?: string | undefined };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const recordTypes = new Set(["image", "logo", "icon"]);

export type ToolSourceDeps = {
  storage: Storage;
  images: Pick<ImagesService, "owned" | "findOwnBySrc">;
  proxy: Pick<ProxyService, "fetchForUser">;
  /** Who owns the task of a result folder (ai-images/{taskId}/). */
  taskOwner: (taskId: string) => Promise<number | undefined>;
};

/**
 * Where the image tools get their images (issue 19): the request names its source by an upload, a
 * link, or `?image=` (one of the user's records by id, or an /oss/ path of their own uploads or
 * results). Another user's record or file is refused like a missing one (404); a record whose file is
 * gone answers the spec's 'Image is no longer valid, please re-upload'; an upload or a link that
 * cannot be kept answers 'Upload failed, please try again later'. Everything checked before any charge.
 */
export function createToolSources(deps: ToolSourceDeps) {
  const store = async (user: UserRow, bytes: Buffer): Promise<ResolvedSource> => {
    const image = await checkUploadedImage(bytes);
    const key = `uploads/${user.id}/${Date.now().toString(36)}-${randomBytes(6).toString("hex")}.${image.ext}`;
    try {
      await deps.storage.put(key, image.bytes);
    } catch {
      throw new AppError("UPLOAD_FAILED");
    }
    return {
      path: `/oss/${key}`,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      aspect: image.aspect,
      parentId: null,
      design: null,
      type: "image",
    };
  };

  const readStored = async (path: string): Promise<{ bytes: Buffer; width: number; height: number }> => {
    const bytes = await deps.storage.read(ossKey(path));
    if (!bytes) throw new AppError("IMAGE_GONE");
    const meta = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    if (!meta?.width || !meta.height) throw new AppError("IMAGE_GONE");
    // A stored result may be larger than any upload (a 4x enlargement): the upload's pixel limit bounds every tool's work.
    if (meta.width * meta.height > TOOL_UPLOAD_MAX_PIXELS) throw new AppError("IMAGE_TOO_LARGE");
    return { bytes, width: meta.width, height: meta.height };
  };

  /** An /oss/ path the user may use: their own uploads, or results of their own tasks (admins: any result). */
  const ownPath = async (user: UserRow, path: string): Promise<ResolvedSource> => {
    const key = assertValidKey(ossKey(path));
    const [folder, owner, ...rest] = key.split("/");
    const own =
      (folder === "uploads" && owner === String(user.id) && rest.length > 0) ||
      (folder === "ai-images" && owner !== undefined && uuidPattern.test(owner) && (user.isAdmin || (await deps.taskOwner(owner)) === user.id));
    if (!own) throw new AppError("NOT_FOUND", "Image not found.");
    const src = `/oss/${key}`;
    const record = await deps.images.findOwnBySrc(user, src);
    const stored = await readStored(src);
    return {
      path: src,
      ...stored,
      aspect: aspectOf(stored.width, stored.height),
      parentId: record?.id ?? null,
      design: record?.design ?? null,
      type: record && recordTypes.has(record.type) ? (record.type as ResolvedSource["type"]) : "image",
    };
  };

  const fromRecord = async (user: UserRow, id: number): Promise<ResolvedSource> => {
    const record = await deps.images.owned(user, id);
    const src = record.src.split(/[?#]/)[0] ?? "";
    if (!src.startsWith("/oss/")) throw new AppError("IMAGE_GONE");
    const stored = await readStored(src);
    return {
      path: src,
      ...stored,
      aspect: aspectOf(stored.width, stored.height),
      parentId: record.id,
      design: record.design ?? null,
      type: recordTypes.has(record.type) ? (record.type as ResolvedSource["type"]) : "image",
    };
  };

  const fromLink = async (user: UserRow, url: string, ip: string): Promise<ResolvedSource> => {
    if (url.startsWith("/oss/")) return ownPath(user, url);
    if (!/^https?:\/\//i.test(url)) throw new AppError("VALIDATION", "The url must be an http(s) link or an /oss/ path of this site.");
    let fetched: { body: Buffer };
    try {
      fetched = await deps.proxy.fetchForUser(url, { ip, userId: user.id });
    } catch (error) {
      // The guard's own refusals (a private address, the hourly budget) say what is wrong; a remote failure is the spec's upload failure.
      if (isAppError(error) && (error.code === "ADDRESS_REFUSED" || error.code === "PROXY_BUDGET_EXCEEDED" || error.code === "PAYLOAD_TOO_LARGE")) throw error;
      throw new AppError("UPLOAD_FAILED");
    }
    return store(user, fetched.body);
  };

  return {
    /** Exactly one of file, url, image. */
    async resolve(user: UserRow, ref: SourceRef, ip: string): Promise<ResolvedSource> {
      const given = [ref.file !== undefined, ref.url !== undefined, ref.image !== undefined].filter(Boolean).length;
      if (given === 0) throw new AppError("VALIDATION", "Send the image: a file, a url, or the image field.");
      if (given > 1) throw new AppError("VALIDATION", "Send one image only: a file, a url, or the image field.");
      if (ref.file) return store(user, ref.file);
      if (ref.url !== undefined) return fromLink(user, ref.url, ip);
      const image = ref.image ?? "";
      if (/^\d{1,15}$/.test(image)) return fromRecord(user, Number(image));
      if (image.startsWith("/oss/")) return ownPath(user, image);
      throw new AppError("VALIDATION", "image must be the id of one of your images or an /oss/ path of yours.");
    },

    /**
     * A brushed mask: the `mask` part, or `maskUrl` as a data URL (what the brush editor makes) or an
     * /oss/ path of one's own. Kept as a PNG under the user's uploads; any decodable image is accepted.
     */
    async mask(user: UserRow, mask: { file?: Buffer | undefined; url?: string | undefined }, maxBytes: number): Promise<string | undefined> {
      let bytes: Buffer | undefined = mask.file;
      if (bytes === undefined && mask.url !== undefined) {
        if (mask.url.startsWith("/oss/")) return (await ownPath(user, mask.url)).path;
        bytes = dataUrlBytes(mask.url);
      }
      if (bytes === undefined) return undefined;
      if (bytes.length > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
      const png = await sharp(bytes, { limitInputPixels: 16_777_216 })
        .png()
        .toBuffer()
        .catch(() => {
          throw new AppError("IMAGE_UNREADABLE");
        });
      const key = `uploads/${user.id}/mask-${Date.now().toString(36)}-${randomBytes(6).toString("hex")}.png`;
      try {
        await deps.storage.put(key, png);
      } catch {
        throw new AppError("UPLOAD_FAILED");
      }
      return `/oss/${key}`;
    },
  };
}

export type ToolSources = ReturnType<typeof createToolSources>;
