import type { UploadStatus } from "./upload-status";

/** Spec 03 section 3: file categories by extension. */
export const fileCategories = ["image", "font", "video", "music", "pdf", "word", "excel", "ppt", "psd", "ai", "zip", "others"] as const;
export type FileCategory = (typeof fileCategories)[number];

const extensionsOf: Record<Exclude<FileCategory, "others">, readonly string[]> = {
  image: ["png", "jpg", "jpeg", "gif", "webp", "bmp", "svg", "ico", "tif", "tiff", "heic", "heif", "avif"],
  font: ["ttf", "otf", "woff", "woff2", "eot"],
  video: ["mp4", "mov", "avi", "mkv", "webm", "wmv", "flv", "m4v", "3gp"],
  music: ["mp3", "wav", "ogg", "flac", "aac", "m4a", "wma", "opus"],
  pdf: ["pdf"],
  word: ["doc", "docx", "rtf", "odt", "wps"],
  excel: ["xls", "xlsx", "csv", "ods", "et"],
  ppt: ["ppt", "pptx", "odp", "key", "dps"],
  psd: ["psd", "psb"],
  ai: ["ai", "eps"],
  zip: ["zip", "rar", "7z", "tar", "gz", "tgz", "bz2", "xz"],
};

const categoryByExtension = new Map<string, FileCategory>(
  Object.entries(extensionsOf).flatMap(([category, extensions]) => extensions.map((extension) => [extension, category as FileCategory] as const)),
);

/** The extension of a file name, lower case and without the dot ("" when it has none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The category of a file by its name's extension; unknown or missing extensions are `others`. */
export function fileCategoryOf(name: string): FileCategory {
  return categoryByExtension.get(extensionOf(name)) ?? "others";
}

/**
 * Spec 03 section 3's upload file: name, extension, size, type (the category), status, percentage,
 * speed, width, height, upload path. `id` tells rows apart; `speed` is bytes per second over the
 * current send; `path` is the stored /oss path once saved; `error` is what to tell the user.
 */
export type UploadFile = {
  id: string;
  name: string;
  extension: string;
  size: number;
  type: FileCategory;
  status: UploadStatus;
  percentage: number;
  speed: number;
  width: number | null;
  height: number | null;
  path: string | null;
  error: string | null;
};

export function newUploadFile(id: string, name: string, size: number): UploadFile {
  return {
    id,
    name,
    extension: extensionOf(name),
    size,
    type: fileCategoryOf(name),
    status: "wait",
    percentage: 0,
    speed: 0,
    width: null,
    height: null,
    path: null,
    error: null,
  };
}

/** Bytes per second since `startedAt`, from the share sent (the XHR's own count); 0 before any time passed. */
export function uploadSpeed(size: number, fraction: number, startedAt: number, now: number): number {
  const seconds = (now - startedAt) / 1000;
  return seconds > 0 ? Math.round((size * fraction) / seconds) : 0;
}

/** "1.2 MB/s", "850 KB/s", "12 B/s": the list's speed column. */
export function formatSpeed(bytesPerSecond: number): string {
  if (bytesPerSecond >= 1024 * 1024) return `${(bytesPerSecond / (1024 * 1024)).toFixed(1)} MB/s`;
  if (bytesPerSecond >= 1024) return `${Math.round(bytesPerSecond / 1024)} KB/s`;
  return `${Math.round(bytesPerSecond)} B/s`;
}
