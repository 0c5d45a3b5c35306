import type { DownloadFormatName, DownloadSubject } from "@studio/contracts";
import { localStore } from "../../lib/safe-storage";

/**
 * The spec's local cache 'aux-log' (spec 02 section 3): a key of user id plus image hash maps to the
 * stored file of each format already downloaded, so a second download skips the server's charge
 * call and fetches the stored file after a HEAD check. The server's paid record stays the truth;
 * this only saves a round trip, and a missing file falls back to the server.
 */
export type AuxFormat = DownloadFormatName | "favicon";
export type AuxEntry = Partial<Record<AuxFormat, string>> & { t?: number };
type AuxLog = Record<string, AuxEntry>;

export const auxLogKey = "aux-log";
/** Oldest entries are dropped beyond this, so the cache cannot grow without bound. */
export const auxLogMaxEntries = 300;

/** FNV-1a (32 bit) of the image's identity, as hex: short and stable across sessions. */
export function imageHash(target: DownloadSubject): string {
  let hash = 0x811c9dc5;
  // A task result keeps the identity it always had, so earlier entries still match.
  for (const char of "imageId" in target ? `image:${target.imageId}` : `${target.taskId}:${target.index}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

export const auxEntryKey = (userId: number, target: DownloadSubject) => `${userId}:${imageHash(target)}`;

function read(storage: Storage): AuxLog {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(auxLogKey) ?? "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as AuxLog) : {};
  } catch {
    return {};
  }
}

/** Only files of this site are trusted from the cache. */
const isStoredFile = (url: unknown): url is string => typeof url === "string" && url.startsWith("/oss/ai-images/");

export function readAuxEntry(userId: number, target: DownloadSubject, storage: Storage = localStore()): AuxEntry {
  const entry = read(storage)[auxEntryKey(userId, target)] ?? {};
  const clean: AuxEntry = {};
  for (const format of ["jpg", "png", "svg", "favicon"] as const) if (isStoredFile(entry[format])) clean[format] = entry[format];
  return clean;
}

export function recordAuxEntry(
  userId: number,
  target: DownloadSubject,
  format: AuxFormat,
  url: string,
  storage: Storage = localStore(),
  now = Date.now(),
): void {
  const log = read(storage);
  const key = auxEntryKey(userId, target);
  log[key] = { ...log[key], [format]: url, t: now };
  const keys = Object.keys(log);
  if (keys.length > auxLogMaxEntries) {
    keys.sort((a, b) => (log[a]?.t ?? 0) - (log[b]?.t ?? 0));
    for (const old of keys.slice(0, keys.length - auxLogMaxEntries)) delete log[old];
  }
  try {
    storage.setItem(auxLogKey, JSON.stringify(log));
  } catch {
    // A full or disabled storage only costs the shortcut; the server still knows what was paid.
  }
}

/** Drops a stale reference (the stored file is gone), so the next download asks the server. */
export function forgetAuxEntry(userId: number, target: DownloadSubject, format: AuxFormat, storage: Storage = localStore()): void {
  const log = read(storage);
  const entry = log[auxEntryKey(userId, target)];
  if (!entry) return;
  delete entry[format];
  storage.setItem(auxLogKey, JSON.stringify(log));
}
