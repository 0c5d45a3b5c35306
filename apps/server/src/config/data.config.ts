import path from "node:path";
import { z } from "zod";
import { storageConfigFrom, storageEnv, type OssDelivery, type StorageConfig } from "../storage/storage.config";
import { ConfigError } from "./config-error";
import { optionalString, positiveInt } from "./env-values";

/** Where the data lives: the database, the files and how /oss hands them out. */
export const dataEnv = {
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// URL",
  }),
  /** /oss requests per minute per client address (a page of thumbnails is many files). */
  OSS_RATE_LIMIT_MAX: positiveInt(1200),
  /** Bytes (in MB) the cache of resized /oss copies may take; the oldest go first. */
  OSS_VARIANT_CACHE_MB: positiveInt(2048),
  /** Where files live and how /oss hands them out: STORAGE_URL, S3_*, OSS_DELIVERY (storage/storage.config.ts). */
  ...storageEnv,
};

type DataEnv = z.output<z.ZodObject<typeof dataEnv>>;

export type DataConfig = {
  dataDir: string;
  /** DATA_DIR/files: the local store's folder when STORAGE_URL is unset (and the tests' local store). */
  filesDir: string;
  /** STORAGE_URL and S3_*: local disk under filesDir by default, or an S3-compatible bucket (storage/create-storage.ts). */
  storage: StorageConfig;
  /** OSS_DELIVERY: on S3, whether /oss streams a file (default) or redirects to a short-lived signed URL of the store. */
  ossDelivery?: OssDelivery | undefined;
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files when no DATABASE_URL is set; "memory://" in tests. */
  pgliteDir: string;
  /** OSS_RATE_LIMIT_MAX: /oss requests per minute per address. */
  ossRateLimitMax: number;
  /** OSS_VARIANT_CACHE_MB in bytes: the budget of .variants/, pruned oldest first. */
  ossVariantCacheBytes: number;
};

/** A storage setting that does not fit (a bucket without its keys, say) stops the start with one line. */
export function dataConfigFrom(c: DataEnv): DataConfig {
  const dataDir = path.resolve(c.DATA_DIR);
  const storage = storageConfigFrom(c, dataDir);
  if ("problem" in storage) throw new ConfigError(storage.problem);
  return {
    dataDir,
    filesDir: path.join(dataDir, "files"),
    storage: storage.storage,
    ossDelivery: storage.ossDelivery,
    databaseUrl: c.DATABASE_URL,
    pgliteDir: path.join(dataDir, "db"),
    ossRateLimitMax: c.OSS_RATE_LIMIT_MAX,
    ossVariantCacheBytes: c.OSS_VARIANT_CACHE_MB * 1024 * 1024,
  };
}
