import { isResultKey } from "../oss/result-links";

/**
 * Whose a stored file is, for drawing it into an export (issue 21): a user's folder (uploads,
 * saved logos), a task's result (its owner's), public (style images, samples: what /oss serves to
 * anyone), or never (unchecked uploads, paid exports and anything else under ai-images/).
 */
export type ImageKeyOwner = { kind: "user"; userId: string } | { kind: "task"; taskId: string } | { kind: "public" } | { kind: "never" };

/** Folders of one user's private files, `{folder}/{userId}/...`. */
const USER_FOLDERS = new Set(["uploads", "saved-logos"]);

export function imageKeyOwner(key: string): ImageKeyOwner {
  const [folder = "", owner = "", ...rest] = key.split("/");
  if (folder === "uploads" && rest[0] === "incoming") return { kind: "never" };
  if (USER_FOLDERS.has(folder)) return rest.length > 0 ? { kind: "user", userId: owner } : { kind: "never" };
  if (isResultKey(key)) return { kind: "task", taskId: owner };
  if (folder === "ai-images" || folder === "bulk-fill") return { kind: "never" };
  return { kind: "public" };
}

/** A user may draw their own files, their own tasks' results (admins: any result) and public files. */
export function mayDrawImage(owner: ImageKeyOwner, user: { id: number; isAdmin: boolean }, taskOwnerId: number | undefined): boolean {
  if (owner.kind === "public") return true;
  if (owner.kind === "user") return owner.userId === String(user.id);
  if (owner.kind === "task") return user.isAdmin || taskOwnerId === user.id;
  return false;
}
