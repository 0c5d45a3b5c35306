import type { Readable } from "node:stream";
import { AppError } from "../errors";

/**
 * Where files live. Callers speak in keys ("ai-logo-style/data.json"); the local-disk
 * implementation maps them under DATA_DIR/files, an S3-compatible one would map them to a bucket.
 * Nothing outside this folder knows which it is.
 */
export type StoredObject = {
  key: string;
  size: number;
  contentType: string;
  /** Strong validator of this version of the object, quoted as in the ETag header. */
  etag: string;
  lastModified: Date;
};

export type Storage = {
  put(key: string, body: Buffer | Uint8Array | string): Promise<StoredObject>;
  head(key: string): Promise<StoredObject | null>;
  /** A stream of the object's bytes, or null when there is no such object. */
  get(key: string): Promise<{ object: StoredObject; body: Readable } | null>;
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix, for housekeeping. */
  list(prefix: string): AsyncIterable<StoredObject>;
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
