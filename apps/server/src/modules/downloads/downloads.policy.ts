import type { Viewer } from "../users/users.policy";

type OwnedTask = { userId: number };

/*
 * Paying for and getting an export of a result follows who may see its task (tasks.policy.ts
 * canSeeTask, applied by TasksService.get): the owner, or an admin.
 */

/**
 * Setting a brand up on the companion platform: only the logo's owner, admins included refused
 * ('Only the logo owner can make this operation!', spec 02 section 8).
 */
export const canSetUpBrandFor = (viewer: Viewer, task: OwnedTask): boolean => task.userId === viewer.id;
