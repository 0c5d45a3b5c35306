import type { Storage, StoredObject } from "../storage/storage";
import type { PeriodicJob } from "./scheduler";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Resized/converted copies under .variants/ are a cache: they are made again on demand, so copies
 * not rewritten for `maxAgeDays` are deleted, and when the rest still take more than `maxBytes`
 * (OSS_VARIANT_CACHE_MB) the oldest go until they fit. The fixed set of copies per file
 * (oss/image-variant.ts) bounds how fast the cache grows between runs.
 */
export function pruneVariantsJob(storage: Storage, options: { maxAgeDays: number; maxBytes: number; now?: () => number }): PeriodicJob {
  const now = options.now ?? (() => Date.now());
  return {
    name: "files.prune-variants",
    everyMs: 6 * 60 * 60 * 1000,
    async run(signal) {
      await pruneVariants(storage, { cutoff: now() - options.maxAgeDays * DAY, maxBytes: options.maxBytes, signal });
    },
  };
}

/** One pass: deletes copies older than `cutoff`, then the oldest until the rest fit in `maxBytes`. */
export async function pruneVariants(
  storage: Storage,
  options: { cutoff: number; maxBytes: number; signal?: AbortSignal },
): Promise<{ deleted: number; keptBytes: number }> {
  const kept: StoredObject[] = [];
  let deleted = 0;
  for await (const object of storage.list(".variants")) {
    if (options.signal?.aborted) return { deleted, keptBytes: 0 };
    if (object.lastModified.getTime() < options.cutoff) {
      await storage.delete(object.key);
      deleted += 1;
    } else kept.push(object);
  }
  let bytes = kept.reduce((sum, object) => sum + object.size, 0);
  kept.sort((a, b) => a.lastModified.getTime() - b.lastModified.getTime());
  for (const object of kept) {
    if (bytes <= options.maxBytes || options.signal?.aborted) break;
    await storage.delete(object.key);
    bytes -= object.size;
    deleted += 1;
  }
  return { deleted, keptBytes: bytes };
}
