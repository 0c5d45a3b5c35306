import type { Storage } from "../../storage/storage";
import type { OwnedTask } from "./account-deletion.repository";

/** The folders of paid exports and favicon packages (downloads.service.ts exportKey). */
const exportFolders = ["ai-images/jpg", "ai-images/png", "ai-images/svg", "ai-images/favicon"] as const;

/** The stored key behind an /oss URL of this site, or null for anything else. */
export function ossKey(url: string): string | null {
  return url.startsWith("/oss/") ? url.slice("/oss/".length) : null;
}

/**
 * Every stored file an account owns: each task's folder ai-images/{taskId} (results and their
 * thumbnails), the paid exports and favicon zips of its result images, the uploads folder
 * uploads/{userId}, the saved classic logos' exports saved-logos/{userId} (download-center), business cards' files
 * bizcards/{userId} (modules/business-cards), bulk fills' zips bulk-fill/{userId}, the e-mail
 * signatures' hosted logos signatures/{userId}, the
 * custom fonts fonts/users/{userId} and the unsaved ones fonts/tmp/{userId} (modules/fonts) and the
 * avatar. Folders are listed. Export names start with the task id and
 * end in a keyed digest the server cannot recompute once URL_SIGNING_SECRET changes
 * (`{taskId}-{n}-{digest}.{ext}`; earlier `{taskId}-{n}.{ext}`), so the export folders are listed
 * and every file of one of the account's tasks is taken.
 */
export async function ownedFileKeys(storage: Storage, input: { userId: number; avatar: string; tasks: OwnedTask[] }): Promise<string[]> {
  const folders = [
    ...input.tasks.map((task) => `ai-images/${task.id}`),
    `uploads/${input.userId}`,
    `saved-logos/${input.userId}`,
    `bizcards/${input.userId}`,
    // Bulk fills' zips (modules/bulk-fill) and the e-mail signatures' hosted logos (modules/signatures).
    `bulk-fill/${input.userId}`,
    `signatures/${input.userId}`,
    `fonts/users/${input.userId}`,
    `fonts/tmp/${input.userId}`,
  ];
  const keys: string[] = [];
  for (const folder of folders) for await (const object of storage.list(folder)) keys.push(object.key);
  const taskIds = new Set(input.tasks.map((task) => task.id));
  if (taskIds.size > 0) {
    for (const folder of exportFolders) {
      for await (const object of storage.list(folder)) {
        const name = object.key.slice(folder.length + 1);
        if (taskIds.has(name.slice(0, 36)) && name[36] === "-") keys.push(object.key);
      }
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
