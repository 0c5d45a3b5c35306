import type { Storage } from "../../storage/storage";
import type { OwnedTask } from "./account-deletion.repository";

/** The paid export formats and their file extensions (downloads.service.ts names them the same way). */
const exportExtensions = { jpg: "jpg", png: "png", svg: "svg" } as const;

/** The stored key behind an /oss URL of this site, or null for anything else. */
export function ossKey(url: string): string | null {
  return url.startsWith("/oss/") ? url.slice("/oss/".length) : null;
}

/**
 * Every stored file an account owns: each task's folder ai-images/{taskId} (results and their
 * thumbnails), the paid exports and favicon zips of its result images, the uploads folder
 * uploads/{userId} and the avatar. Folders are listed; exports are named exactly.
 */
export async function ownedFileKeys(storage: Storage, input: { userId: number; avatar: string; tasks: OwnedTask[] }): Promise<string[]> {
  const folders = [...input.tasks.map((task) => `ai-images/${task.id}`), `uploads/${input.userId}`];
  const keys: string[] = [];
  for (const folder of folders) for await (const object of storage.list(folder)) keys.push(object.key);
  for (const task of input.tasks) {
    for (let n = 1; n <= task.images; n += 1) {
      for (const [format, ext] of Object.entries(exportExtensions)) keys.push(`ai-images/${format}/${task.id}-${n}.${ext}`);
      keys.push(`ai-images/favicon/${task.id}-${n}.zip`);
    }
  }
  const avatar = ossKey(input.avatar);
  if (avatar?.startsWith("avatars/")) keys.push(avatar);
  return keys;
}

/**
 * Deletes the files and the resized variants /oss made of them (.variants/{key}/...). A missing
 * file is not an error; a failing delete is, so the account is only erased once its files are gone.
 */
export async function deleteFiles(storage: Storage, keys: string[]): Promise<void> {
  for (const key of keys) {
    const variants: string[] = [];
    for await (const object of storage.list(`.variants/${key}`)) variants.push(object.key);
    for (const variant of variants) await storage.delete(variant);
    await storage.delete(key);
  }
}
