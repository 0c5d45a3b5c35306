import type { Config } from "../config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/**
 * The one place that picks the store from the configuration (STORAGE_URL): local disk under
 * DATA_DIR/files by default, an S3-compatible bucket for `s3://bucket/prefix`. The server, the admin
 * commands and tests get their storage here.
 */
export function createStorage(config: Pick<Config, "storage">): Storage {
  return config.storage.kind === "s3" ? createS3Storage(config.storage) : createLocalStorage(config.storage.root);
}
