import type { Viewer } from "../users/users.policy";

type OwnedRecord = { userId: number };

/** Acting on an image record (read, change, delete): its owner or an admin; others get 404, never 403. */
export const canActOnImage = (viewer: Viewer, record: OwnedRecord): boolean => record.userId === viewer.id || viewer.isAdmin;

/** Copying a record into one's own works: what one may act on, or a featured (public) sample. */
export const canDuplicateImage = (viewer: Viewer, record: OwnedRecord, featured: boolean): boolean => canActOnImage(viewer, record) || featured;

/** Whether a record list shows everyone's records (admins, unless they ask for their own). */
export const seesEveryonesImages = (viewer: Viewer, onlyOwn: boolean): boolean => viewer.isAdmin && !onlyOwn;

/** Saving a task result as a record: the task's owner (an admin any result: maySaveAnyResult). */
export const canSaveResultOf = (viewer: Viewer, ownerId: number | null | undefined): boolean => ownerId === viewer.id || viewer.isAdmin;

/** Admins may save any file under ai-images/ without the per-task owner check. */
export const maySaveAnyResult = (viewer: Viewer): boolean => viewer.isAdmin;

/**
 * Who is handed signed links to the full-size results in a list: an admin for every record, others
 * only for results of their own tasks (a copied featured sample is someone else's result).
 */
export const getsLinksToEveryResult = (viewer: Viewer): boolean => viewer.isAdmin;

type Tag = { userId: number | null; productType: string };

/** Seeing or using a tag: shared tags are everyone's; own tags only their owner's (and admins'). Others' answer 404. */
export const canSeeTag = (viewer: Viewer | null, tag: Tag): boolean => tag.userId === null || (viewer !== null && (tag.userId === viewer.id || viewer.isAdmin));

/** Renaming or deleting a tag: its owner; shared tags only admins (who also may change anyone's). */
export const canManageTag = (viewer: Viewer, tag: Tag): boolean => tag.userId === viewer.id || viewer.isAdmin;

/** A record takes tags of its product type that are shared or its owner's own (an admin tagging it uses the owner's tags). */
export const tagFitsRecord = (tag: Tag, record: OwnedRecord & { type: string }): boolean =>
  tag.productType === record.type && (tag.userId === null || tag.userId === record.userId);

/** Admins make shared tags; everyone else their own. */
export const tagOwnerFor = (viewer: Viewer): number | null => (viewer.isAdmin ? null : viewer.id);
