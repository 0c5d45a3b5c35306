import type { Readable } from "node:stream";
import { AppError } from "../errors";

/**
 * Where files live. Callers speak in keys ("ai-logo-style/data.json"); the local-disk
 * implementation maps them under DATA_DIR/files, the S3-compatible one (s3-storage.ts) under a
 * bucket and prefix. createStorage (create-storage.ts) picks one from STORAGE_URL; nothing outside
 * this folder knows which it is.
 */
export type StoredObject = {
  key: string;
  size: number;
  /**
   * Always the key's extension's (contentTypeFor), in every store: a type a browser sent with an
   * upload is never served back from our origin.
   */
  contentType: string;
  /** Strong validator of this version of the object, quoted as in the ETag header. */
  etag: string;
  lastModified: Date;
};

/**
 * Where a browser sends one file straight to the store (spec 02 section 7): a POST of `fields` plus
 * the file as the last form field `file`, or a PUT of the bytes with `headers`. It names one key and
 * is good until `expiresAt`; `maxBytes` is what the store was told to accept.
 */
export type UploadTarget = {
  method: "POST" | "PUT";
  url: string;
  fields: Record<string, string>;
  headers: Record<string, string>;
  key: string;
  expiresAt: string;
  maxBytes: number;
};

export type UploadLimits = { maxBytes: number; contentType: string; expiresInSeconds: number };

export type Storage = {
  put(key: string, body: Buffer | Uint8Array | string): Promise<StoredObject>;
  /** Writes a stream of unknown length without holding the whole file in memory (S3: multipart parts of a few MB). */
  putStream(key: string, body: Readable): Promise<StoredObject>;
  head(key: string): Promise<StoredObject | null>;
  /** A stream of the object's bytes, or null when there is no such object. */
  get(key: string): Promise<{ object: StoredObject; body: Readable } | null>;
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix, for housekeeping. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * A short-lived upload target for one key, size and type, so the browser uploads to the store
   * itself. Only stores that can sign one (S3) have it; for local disk the uploads module signs a
   * URL of its own.
   */
  presignUpload?(key: string, limits: UploadLimits): Promise<UploadTarget>;
  /**
   * A short-lived URL that GETs the object straight from the store (OSS_DELIVERY=redirect); only
   * stores reachable by the browser on their own (S3) have it.
   */
  presignGet?(key: string, options: { expiresInSeconds: number; contentType?: string }): Promise<string>;
};

const contentTypes: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
  ico: "image/x-icon",
  json: "application/json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  zip: "application/zip",
  pdf: "application/pdf",
  webmanifest: "application/manifest+json",
  woff: "font/woff",
  woff2: "font/woff2",
  ttf: "font/ttf",
  otf: "font/otf",
};

export function contentTypeFor(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return contentTypes[ext] ?? "application/octet-stream";
}

const keyPattern = /^[A-Za-z0-9_.\-@]+(\/[A-Za-z0-9_.\-@]+)*$/;

/** Refuses keys that could leave the storage root or that no URL could name. */
export function assertValidKey(key: string): string {
  if (key.length === 0 || key.length > 512 || !keyPattern.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new AppError("BAD_REQUEST", `Invalid file key: ${key.slice(0, 80)}`);
  }
  return key;
}
