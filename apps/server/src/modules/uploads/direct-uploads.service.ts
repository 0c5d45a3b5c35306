import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import {
  UPLOAD_TIMEOUT_MS,
  type UploadContentType,
  type UploadGrant,
  type UploadGrantQuery,
  type UploadedImage,
  type UploadedRequest,
} from "@studio/contracts";
import { uploadLimits } from "@studio/domain";
import { AppError } from "../../errors";
import type { UrlSigner } from "../../security/url-signature";
import type { Storage, UploadTarget } from "../../storage/storage";
import type { UploadGrantsRepository } from "./upload-grants.repository";
import type { UploadGrantRow } from "./upload-grants.schema";
import { storeCheckedUpload } from "./stored-upload";

/** The signer purpose of local upload URLs: a result link or a proxy link never opens an upload, and back. */
export const UPLOAD_URL_PURPOSE = "upload";
/** How long a grant's URL may be started: long enough for a slow picker and the 120 s upload, short enough to be useless later. */
export const GRANT_SECONDS = 600;
/** Grants a user may hold unchecked at once: each may leave up to 25 MB in storage until checked or swept. */
export const MAX_OPEN_GRANTS = 20;

const extensionOf: Record<UploadContentType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" };

export type DirectUploadsDeps = {
  repository: UploadGrantsRepository;
  storage: Storage;
  signer: UrlSigner;
  now?: () => Date;
};

/**
 * Uploads straight to storage (GET /api/oss/sts): a grant names ONE key the server chose under
 * uploads/{userId}/incoming/, a type and a size limit; the file goes to the store itself (a presigned
 * POST or PUT when the storage can sign one) or to this server's signed receiving route (local disk);
 * then the user's check runs the same checks as a form upload and moves the file to its final key.
 * Grants live in the database, so any API process honours any other's, each at most once.
 */
export function createDirectUploads(deps: DirectUploadsDeps) {
  const now = deps.now ?? (() => new Date());
  const maxBytes = uploadLimits.maxBytes;

  const localTarget = (id: string, key: string, expiresAt: Date): UploadTarget => {
    const { exp, sig } = deps.signer.sign(id, expiresAt, UPLOAD_URL_PURPOSE);
    return { method: "POST", url: `/api/oss/upload/${id}?exp=${exp}&sig=${sig}`, fields: {}, headers: {}, key, expiresAt: expiresAt.toISOString(), maxBytes };
  };

  return {
    async grant(userId: number, query: UploadGrantQuery): Promise<UploadGrant> {
      if (query.size !== undefined && query.size > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
      const at = now();
      if ((await deps.repository.openCount(userId, at)) >= MAX_OPEN_GRANTS)
        throw new AppError("RATE_LIMITED", "Too many uploads are waiting to be checked; finish them or try again in a few minutes.");
      const id = randomBytes(16).toString("hex");
      const key = `uploads/${userId}/incoming/${id}.${extensionOf[query.contentType]}`;
      const expiresAt = new Date(at.getTime() + GRANT_SECONDS * 1000);
      await deps.repository.insert({ id, userId, key, contentType: query.contentType, maxBytes, createdAt: at, expiresAt });
      const target = deps.storage.presignUpload
        ? await deps.storage.presignUpload(key, { maxBytes, contentType: query.contentType, expiresInSeconds: GRANT_SECONDS })
        : localTarget(id, key, expiresAt);
      return { ...target, contentType: query.contentType, timeoutMs: UPLOAD_TIMEOUT_MS };
    },

    /** The local receiving route's grant: a valid signature, then the grant taken once (before any byte is read). */
    async openForReceiving(id: string, exp: unknown, sig: unknown): Promise<UploadGrantRow> {
      if (!deps.signer.verify(id, exp, sig, UPLOAD_URL_PURPOSE, now())) throw new AppError("FORBIDDEN", "This upload link is not valid or has expired.");
      const grant = await deps.repository.markReceived(id, now());
      if (!grant) throw new AppError("IMAGE_GONE");
      return grant;
    },

    /**
     * The file of a grant, as the sender streams it: its declared type must be the grant's, and it is
     * refused as soon as it passes the limit (the multipart parser stops one byte over and discards
     * the rest). Nothing is checked here beyond that: the user's check does it, as on S3.
     */
    async receive(grant: UploadGrantRow, file: { contentType: string; body: Readable; truncated: () => boolean }): Promise<{ key: string; size: number }> {
      if (file.contentType !== grant.contentType) {
        file.body.resume();
        throw new AppError("UNSUPPORTED_MEDIA", `This grant is for ${grant.contentType} files.`);
      }
      // Streamed to storage as it arrives; the count stops it one byte over the limit (the parser
      // stops there too and discards the rest), and the partial file is removed.
      let size = 0;
      const limit = grant.maxBytes;
      const counted = async function* (body: AsyncIterable<Buffer>) {
        for await (const chunk of body) {
          size += chunk.length;
          if (size > limit) throw new AppError("PAYLOAD_TOO_LARGE");
          yield chunk;
        }
      };
      try {
        await deps.storage.putStream(grant.key, Readable.from(counted(file.body)));
        if (file.truncated()) throw new AppError("PAYLOAD_TOO_LARGE");
        if (size === 0) throw new AppError("BAD_REQUEST", "No file was sent.");
      } catch (error) {
        file.body.resume();
        await deps.storage.delete(grant.key);
        throw error instanceof AppError ? error : size > grant.maxBytes ? new AppError("PAYLOAD_TOO_LARGE") : error;
      }
      return { key: grant.key, size };
    },

    /**
     * The check after an upload: once per grant and only by its user, until the upload timeout after
     * the grant's expiry. The sent file is checked like a form upload, stored under a new key and
     * always deleted; the answer is upload-image's.
     */
    async check(userId: number, request: UploadedRequest): Promise<UploadedImage> {
      const at = now();
      const grant = await deps.repository.markChecked(request.key, userId, at, new Date(at.getTime() - UPLOAD_TIMEOUT_MS));
      if (!grant) {
        // Another user's key reads as unknown; a used or expired one of the user's as gone.
        if (await deps.repository.findByKey(request.key, userId)) throw new AppError("IMAGE_GONE");
        throw new AppError("NOT_FOUND", "Upload not found.");
      }
      try {
        const sent = await deps.storage.head(grant.key);
        if (!sent) throw new AppError("BAD_REQUEST", "No file was sent.");
        if (sent.size > grant.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
        const bytes = await deps.storage.read(grant.key);
        if (!bytes) throw new AppError("BAD_REQUEST", "No file was sent.");
        return await storeCheckedUpload(deps.storage, userId, bytes, request.name);
      } finally {
        await deps.storage.delete(grant.key);
      }
    },

    /**
     * Housekeeping (worker role): files of grants that expired more than the upload timeout ago are
     * deleted with their grants, whether checked or not (on S3 a URL may be used again until it expires).
     */
    async sweep(signal?: AbortSignal): Promise<number> {
      const before = new Date(now().getTime() - UPLOAD_TIMEOUT_MS);
      let swept = 0;
      for (;;) {
        const batch = await deps.repository.expired(before, 200);
        for (const grant of batch) {
          if (signal?.aborted) return swept;
          await deps.storage.delete(grant.key);
        }
        await deps.repository.deleteMany(batch.map((grant) => grant.id));
        swept += batch.length;
        if (batch.length < 200 || signal?.aborted) return swept;
      }
    },
  };
}

export type DirectUploadsService = ReturnType<typeof createDirectUploads>;
