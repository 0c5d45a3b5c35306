import { randomBytes } from "node:crypto";
import type { UploadedImage } from "@studio/contracts";
import type { Storage } from "../../storage/storage";
import { checkUploadedImage, type CheckedImage } from "./image-check";

/** A file name fit to show back to its owner (the stored key never uses it). */
export function displayName(name: string | undefined): string {
  const cleaned = [...(name ?? "")]
    .filter((c) => c.charCodeAt(0) >= 32 && !'<>"\\/'.includes(c))
    .join("")
    .trim();
  return cleaned.slice(-120) || "image";
}

/**
 * Every upload, by form, by link or straight to storage: the same checks (image-check.ts), the same
 * kind of key under uploads/{userId}/ and the same answer, so the browser's callers never differ.
 */
export async function storeCheckedUpload(storage: Storage, userId: number, bytes: Buffer, filename: string | undefined): Promise<UploadedImage> {
  return storeImage(storage, userId, await checkUploadedImage(bytes), filename);
}

/** Stores an image that passed checkUploadedImage under a new key of uploads/{userId}/ (callers with a step between the check and the store). */
export async function storeImage(storage: Storage, userId: number, image: CheckedImage, filename: string | undefined): Promise<UploadedImage> {
  const key = `uploads/${userId}/${Date.now().toString(36)}-${randomBytes(6).toString("hex")}.${image.ext}`;
  await storage.put(key, image.bytes);
  return { src: `/oss/${key}`, name: displayName(filename), width: image.width, height: image.height, aspect: image.aspect, style: "auto" };
}
