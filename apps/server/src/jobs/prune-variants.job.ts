import type { Storage } from "../storage/storage";
import type { PeriodicJob } from "./scheduler";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Resized/converted copies under .variants/ are a cache: they are made again on demand, so
 * copies not rewritten for `maxAgeDays` are deleted to keep the disk bounded.
 */
export function pruneVariantsJob(storage: Storage, options: { maxAgeDays: number; now?: () => number }): PeriodicJob {
  const now = options.now ?? (() => Date.now());
  return {
    name: "files.prune-variants",
    everyMs: 6 * 60 * 60 * 1000,
    async run(signal) {
      const cutoff = now() - options.maxAgeDays * DAY;
      for await (const object of storage.list(".variants")) {
        if (signal.aborted) return;
        if (object.lastModified.getTime() < cutoff) await storage.delete(object.key);
      }
    },
  };
}
