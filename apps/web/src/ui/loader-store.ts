import { createExternalStore } from "../lib/external-store";

/**
 * The full-screen loader is shared: several flows may hold it at once, each under its own key.
 * It stays up until every key is released, or until someone closes it by force (e.g. on 401).
 */
export const loaderStore = createExternalStore<ReadonlySet<string>>(new Set());

export const defaultLoaderKey = "default";

export function openLoader(key: string = defaultLoaderKey): void {
  const next = new Set(loaderStore.getSnapshot());
  next.add(key);
  loaderStore.set(next);
}

export function closeLoader(key: string = defaultLoaderKey, options: { force?: boolean } = {}): void {
  if (options.force) {
    loaderStore.set(new Set());
    return;
  }
  const next = new Set(loaderStore.getSnapshot());
  next.delete(key);
  loaderStore.set(next);
}

export function isLoaderOpen(): boolean {
  return loaderStore.getSnapshot().size > 0;
}

/**
 * Runs long work under the loader (spec 03 section 2: it shows while work runs), opened with `key`
 * and closed by that key however the work ends, so a forced close (a 401) or another holder is not disturbed.
 */
export async function withLoader<T>(key: string, work: () => Promise<T>): Promise<T> {
  openLoader(key);
  try {
    return await work();
  } finally {
    closeLoader(key);
  }
}
