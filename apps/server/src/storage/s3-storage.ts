import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { StorageConfig } from "./storage.config";
import { assertValidKey, contentTypeFor, type Storage, type StoredObject } from "./storage";

export type S3StorageConfig = Extract<StorageConfig, { kind: "s3" }>;

/** Multipart parts of a streamed upload: S3's smallest part, and two in flight, so one upload holds about 10 MB. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export type S3StorageOptions = {
  /** Keys per ListObjectsV2 page (S3's most is 1000); tests make it small to cross pages. */
  listPageSize?: number;
};

function clientFor(config: S3StorageConfig, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: config.region,
    endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default since 2025 adds CRC checksums (and aws-chunked bodies for streams) that many
    // S3-compatible stores refuse; checksums only where the API requires them work everywhere.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

const isNotFound = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket under a key prefix (STORAGE_URL=s3://bucket/prefix). Keys are
 * checked like local ones (assertValidKey) before they reach the store. The content type is the
 * key's extension's, as on disk, whatever type the object was stored with; the ETag is the store's.
 */
export function createS3Storage(config: S3StorageConfig, options: S3StorageOptions = {}): Storage & { client: S3Client; close(): void } {
  const client = clientFor(config, config.endpoint);
  // URLs for browsers are signed for the address they reach the store at (a container's name is not it).
  const signer = config.publicEndpoint ? clientFor(config, config.publicEndpoint) : client;
  const Bucket = config.bucket;
  const base = config.prefix ? `${config.prefix}/` : "";
  const objectKey = (key: string) => base + assertValidKey(key);

  const stored = (key: string, fields: { size?: number | undefined; etag?: string | undefined; lastModified?: Date | undefined }): StoredObject => ({
    key,
    size: fields.size ?? 0,
    contentType: contentTypeFor(key),
    etag: fields.etag ?? '""',
    lastModified: fields.lastModified ?? new Date(0),
  });

  const head = async (key: string): Promise<StoredObject | null> => {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return stored(key, { size: answer.ContentLength, etag: answer.ETag, lastModified: answer.LastModified });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  /** What was just written, as a HEAD reads it (the PUT's answer has no size or date). */
  const written = async (key: string): Promise<StoredObject> => {
    const object = await head(key);
    if (!object) throw new Error(`Stored file vanished: ${key}`);
    return object;
  };

  return {
    client,
    close: () => {
      client.destroy();
      signer.destroy();
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentTypeFor(key) }));
      return written(key);
    },
    async putStream(key, body: Readable) {
      // lib-storage sends one PUT for a short stream and a multipart upload for a long one, holding
      // at most PARTS_IN_FLIGHT parts in memory; a failed upload aborts its parts.
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: body, ContentType: contentTypeFor(key) },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
      return written(key);
    },
    head,
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        const object = stored(key, { size: answer.ContentLength, etag: answer.ETag, lastModified: answer.LastModified });
        // In Node the body is the HTTP response itself: a Readable.
        return { object, body: answer.Body as Readable };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success, as the local store does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list(prefix) {
      // A prefix names a folder, as on disk: ".variants" lists ".variants/..." and not ".variantsX".
      const Prefix = prefix ? `${objectKey(prefix)}/` : base;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: options.listPageSize }));
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(base.length);
          // Objects another tool put in the bucket under names no URL could carry are not ours to list.
          if (!key || !isValidKey(key)) continue;
          yield stored(key, { size: item.Size, etag: item.ETag, lastModified: item.LastModified });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async presignUpload(key, limits) {
      const Key = objectKey(key);
      // The policy names this one key, one content type and the size range; the store refuses
      // anything else (the server still checks the file after the upload).
      const post = await createPresignedPost(signer, {
        Bucket,
        Key,
        Conditions: [
          ["content-length-range", 1, limits.maxBytes],
          ["eq", "$Content-Type", limits.contentType],
        ],
        Fields: { "Content-Type": limits.contentType },
        Expires: limits.expiresInSeconds,
      });
      return {
        method: "POST",
        url: post.url,
        fields: post.fields,
        headers: {},
        key,
        expiresAt: new Date(Date.now() + limits.expiresInSeconds * 1000).toISOString(),
        maxBytes: limits.maxBytes,
      };
    },
    async presignGet(key, { expiresInSeconds, contentType }) {
      return getSignedUrl(signer, new GetObjectCommand({ Bucket, Key: objectKey(key), ResponseContentType: contentType ?? contentTypeFor(key) }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}

function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}
