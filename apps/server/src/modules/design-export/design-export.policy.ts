import { isServedToAnyone } from "../oss/oss-access";
import { isResultKey } from "../oss/result-links";

/**
 * Whose a stored file is, for drawing it into an export (issue 21): a user's folder (uploads,
 * saved logos), a task's result (its owner's), public (a family /oss serves whole to anyone:
 * style images, avatars, ...; oss-access.ts), or never (unchecked uploads, paid exports and every
 * key of no such family, so a new module's files are not drawn for strangers by default).
 */
export type ImageKeyOwner = { kind: "user"; userId: string } | { kind: "task"; taskId: string } | { kind: "public" } | { kind: "never" };

/** Folders of one user's private files, `{folder}/{userId}/...`. */
const USER_FOLDERS = new Set(["uploads", "saved-logos"]);

export function imageKeyOwner(key: string): ImageKeyOwner {
  const [folder = "", owner = "", ...rest] = key.split("/");
  if (folder === "uploads" && rest[0] === "incoming") return { kind: "never" };
  if (USER_FOLDERS.has(folder)) return rest.length > 0 ? { kind: "user", userId: owner } : { kind: "never" };
  if (isResultKey(key)) return { kind: "task", taskId: owner };
  // Paid exports are their buyer's downloads, not pictures to draw again.
  if (folder === "ai-images") return { kind: "never" };
  return isServedToAnyone(key) ? { kind: "public" } : { kind: "never" };
}

/** A user may draw their own files, their own tasks' results (admins: any result) and public files. */
export function mayDrawImage(owner: ImageKeyOwner, user: { id: number; isAdmin: boolean }, taskOwnerId: number | undefined): boolean {
  if (owner.kind === "public") return true;
  if (owner.kind === "user") return owner.userId === String(user.id);
  if (owner.kind === "task") return user.isAdmin || taskOwnerId === user.id;
  return false;
}
