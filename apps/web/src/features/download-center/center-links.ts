import type { DownloadTarget } from "@studio/contracts";
import type { PackageLevel } from "@studio/domain";

/** The download center's logo id of an AI logo result: the same `task:{taskId}:{index}` the orders use. */
export function designIdOf(target: DownloadTarget): string {
  return `task:${target.taskId}:${target.index}`;
}

/** The result behind a design id, or null when it is not an AI logo result. */
export function targetOf(designId: string): DownloadTarget | null {
  const match = /^task:([\w-]{1,64}):(\d{1,2})$/.exec(designId);
  return match ? { taskId: match[1] ?? "", index: Number(match[2]) } : null;
}

/**
 * The design id of the page's `logo` parameter: an AI result's `task:{taskId}:{index}`, a saved
 * classic logo's `logo:{fa_id}`, or the spec's bare fa_id (/download?logo=123); null otherwise.
 */
export function centerDesignId(param: string | null): string | null {
  if (!param) return null;
  if (/^\d{1,10}$/.test(param)) return `logo:${param}`;
  if (/^logo:\d{1,10}$/.test(param) || targetOf(param)) return param;
  return null;
}

/** The fa_id of a saved classic logo's design id (`logo:{fa_id}`), or null for any other logo. */
export function savedLogoId(designId: string): number | null {
  const match = /^logo:(\d{1,10})$/.exec(designId);
  return match ? Number(match[1]) : null;
}

/** The brand kit's pages beside a logo's download center (spec 03 section 2), each `/download/{kind}?logo=`. */
export const brandKitKinds = ["vi", "word", "ppt", "profile"] as const;
export type BrandKitKind = (typeof brandKitKinds)[number];

/** The page of a logo's download center. */
export function centerPath(target: DownloadTarget): string {
  return `/download?logo=${encodeURIComponent(designIdOf(target))}`;
}

/** The download center page of any design id (AI results and saved classic logos alike). */
export function downloadCenterHref(designId: string): string {
  return `/download?logo=${encodeURIComponent(designId)}`;
}

/** The phone's image preview page of spec 03 (/logo/img/preview?file=&name=) for one of the site's own files. */
export function mobilePreviewHref(fileUrl: string, name: string): string {
  return `/logo/img/preview?file=${encodeURIComponent(fileUrl)}&name=${encodeURIComponent(name)}`;
}

/** Only the site's own files are shown on the preview page (never another site's address from a crafted link). */
export function ownFileUrl(file: string | null): string | null {
  if (!file || !/^\/(api|oss)\//.test(file) || file.includes("..")) return null;
  return file;
}

/** One file's address: a plain GET the session cookie authenticates, so a link downloads it in one click. */
export function centerFileUrl(designId: string, fileId: string, size?: { width: number; height: number }): string {
  const base = `/api/download-center/${encodeURIComponent(designId)}/files/${encodeURIComponent(fileId)}`;
  return size ? `${base}?width=${size.width}&height=${size.height}` : base;
}

export type LevelKey = "downloadCenter.levelNone" | "downloadCenter.levelBasic" | "downloadCenter.levelProfessional" | "downloadCenter.levelBrand";

export function levelKey(level: PackageLevel | null): LevelKey {
  if (level === "basic") return "downloadCenter.levelBasic";
  if (level === "professional") return "downloadCenter.levelProfessional";
  if (level === "brand") return "downloadCenter.levelBrand";
  return "downloadCenter.levelNone";
}
