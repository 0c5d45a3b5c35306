import { isErrorCode, type ErrorCode } from "@studio/contracts/plain";
import { fitLongerSide, uploadLimits, uploadRefusal } from "@studio/domain";
import { localStore } from "../../lib/safe-storage";

/** Why a chosen file was not taken: an i18n key (errors.* for the server's codes). */
export type UploadProblem = "logoMaker.onlyImages" | "errors.PAYLOAD_TOO_LARGE" | "errors.IMAGE_TOO_LARGE" | "errors.IMAGE_UNREADABLE";

/** Every message the upload areas show. */
export type UploadMessage = UploadProblem | "logoMaker.tooManyPicks" | "errors.network" | `errors.${ErrorCode}`;

/** The message for an error code of the API client (a code we do not know is a network failure). */
export function uploadMessageOf(code: string): UploadMessage {
  return isErrorCode(code) ? `errors.${code}` : "errors.network";
}

export type ReadImage = { ok: true; dataUrl: string } | { ok: false; problem: UploadProblem };

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("unreadable image"));
    image.src = url;
  });
}

/**
 * The browser's comfort check of a chosen file (the server checks again on upload): images only,
 * 25 MB, 4096x4096 pixels. A taken image comes back slimmed, longer side 800 (spec 02 section 5),
 * as a WebP data URL that keeps transparency.
 */
export async function readSampleImage(file: File): Promise<ReadImage> {
  if (!file.type.startsWith("image/")) return { ok: false, problem: "logoMaker.onlyImages" };
  const bySize = uploadRefusal({ bytes: file.size });
  if (bySize) return { ok: false, problem: `errors.${bySize}` };
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const byPixels = uploadRefusal({ bytes: file.size, width: image.naturalWidth, height: image.naturalHeight });
    if (byPixels) return { ok: false, problem: `errors.${byPixels}` };
    const size = fitLongerSide(image.naturalWidth, image.naturalHeight, uploadLimits.customCaseSide);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return { ok: false, problem: "errors.IMAGE_UNREADABLE" };
    context.drawImage(image, 0, 0, size.width, size.height);
    return { ok: true, dataUrl: canvas.toDataURL("image/webp", 0.9) };
  } catch {
    return { ok: false, problem: "errors.IMAGE_UNREADABLE" };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Spec 02 section 3, custom case store: one key, a de-duplicated list of slimmed images, newest first. */
export const customCasesKey = "ai-logo-custom-cases";
const maxCustomCases = 12;

export function loadCustomCases(storage: Pick<Storage, "getItem"> = localStore()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(customCasesKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string" && v.startsWith("data:image/")) : [];
  } catch {
    return [];
  }
}

/** Adds images in front, drops duplicates, keeps at most 12; when the browser's store is full, fewer. */
export function saveCustomCases(urls: string[], storage: Pick<Storage, "setItem"> = localStore()): string[] {
  let list = [...new Set(urls)].slice(0, maxCustomCases);
  while (list.length > 0) {
    try {
      storage.setItem(customCasesKey, JSON.stringify(list));
      return list;
    } catch {
      list = list.slice(0, -1);
    }
  }
  return list;
}

/** A data URL as a file, for the multipart upload. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [head = "", body = ""] = dataUrl.split(",", 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? "application/octet-stream";
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}
