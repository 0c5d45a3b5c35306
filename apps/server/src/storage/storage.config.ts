import path from "node:path";
import { z } from "zod";

/** Where stored files live: a folder on this machine, or a bucket (and key prefix) of an S3-compatible store. */
export type StorageConfig =
  | { kind: "local"; root: string }
  | {
      kind: "s3";
      bucket: string;
      /** Prepended to every key with a slash ("" for the bucket's root). */
      prefix: string;
      /** S3_ENDPOINT: another S3-compatible service (MinIO, R2, a test server); unset means AWS. */
      endpoint: string | undefined;
      /** S3_PUBLIC_ENDPOINT: where browsers reach the store, for the URLs signed for them (S3_ENDPOINT when unset). */
      publicEndpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      /** Both or neither: without them the SDK's default chain (AWS_* variables, instance roles) answers. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** How /oss answers for a file it may show, on a store the browser can reach itself. */
export type OssDelivery = "stream" | "redirect";

const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** Bucket names as S3 allows them: 3 to 63 of a-z 0-9 . - */
const s3UrlPattern = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/[A-Za-z0-9_.\-@/]*)?$/;

/** The storage variables (documented in the README table); read by config.ts. */
export const storageEnv = {
  /** Unset: local disk under DATA_DIR/files. `s3://bucket/prefix`: an S3-compatible bucket. */
  STORAGE_URL: optionalString.refine((v) => v === undefined || s3UrlPattern.test(v), {
    message: "must be s3://bucket or s3://bucket/prefix (bucket 3-63 of a-z 0-9 . -)",
  }),
  S3_ENDPOINT: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), {
    message: "must be an http(s) URL without a path, e.g. http://127.0.0.1:9000",
  }),
  S3_PUBLIC_ENDPOINT: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), {
    message: "must be an http(s) URL without a path, e.g. https://files.example.com",
  }),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, { message: "must be a region name such as us-east-1" })
    .default("us-east-1"),
  /** Bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: z.enum(["on", "off"], { message: "must be on or off" }).default("off"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  OSS_DELIVERY: z.enum(["stream", "redirect"], { message: "must be stream or redirect" }).default("stream"),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnv>>;

export function storageConfigFrom(c: StorageEnv, dataDir: string): { storage: StorageConfig; ossDelivery: OssDelivery } | { problem: string } {
  const match = c.STORAGE_URL ? s3UrlPattern.exec(c.STORAGE_URL) : null;
  if (!match || !match[1]) return { storage: { kind: "local", root: path.join(dataDir, "files") }, ossDelivery: c.OSS_DELIVERY };
  if ((c.S3_ACCESS_KEY_ID === undefined) !== (c.S3_SECRET_ACCESS_KEY === undefined)) {
    return { problem: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK's default credentials)" };
  }
  const prefix = (match[2] ?? "")
    .split("/")
    .filter((part) => part !== "")
    .join("/");
  if (prefix.split("/").some((part) => part === "." || part === "..")) return { problem: "STORAGE_URL's prefix must not contain . or .. parts" };
  return {
    storage: {
      kind: "s3",
      bucket: match[1],
      prefix,
      endpoint: c.S3_ENDPOINT?.replace(/\/$/, ""),
      publicEndpoint: c.S3_PUBLIC_ENDPOINT?.replace(/\/$/, ""),
      region: c.S3_REGION,
      forcePathStyle: c.S3_FORCE_PATH_STYLE === "on",
      credentials: c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY } : undefined,
    },
    ossDelivery: c.OSS_DELIVERY,
  };
}
