import type { Viewer } from "../users/users.policy";

type OwnedTask = { userId: number };

/**
 * Who may see a task (poll, event stream, cancel, the source of a download): its owner or an admin.
 * Anyone else is told the task does not exist (404, never 403), so task ids cannot be probed.
 */
export const canSeeTask = (viewer: Viewer, task: OwnedTask): boolean => task.userId === viewer.id || viewer.isAdmin;

/**
 * Whose full-size results a generation may name as references: the user's own (the tasks
 * repository's ownedBy), an admin any (issue 14). Another user's private result must not come back
 * as someone else's new image.
 */
export const mayReferenceAnyResult = (viewer: Viewer): boolean => viewer.isAdmin;

/**
 * Which results an AI Edit may start from: only the editor's own, admins included, because an edit
 * spends the editor's credits on their own records.
 */
export const canEditResultOf = (viewer: Viewer, task: OwnedTask): boolean => task.userId === viewer.id;
