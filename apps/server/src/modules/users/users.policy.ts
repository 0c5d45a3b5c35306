import type { UserRow } from "../../db/schema";

/** Who is asking: enough of the signed-in user for a permission rule. */
export type Viewer = Pick<UserRow, "id" | "isAdmin">;

/** Admin-only actions (requireAdmin, adminBeforeBody): the account's admin flag, nothing else. */
export const isAdministrator = (viewer: Viewer): boolean => viewer.isAdmin;

/** A user's designer type: anyone may know their own, an admin anyone's. */
export const canReadDesignerType = (viewer: Viewer, userId: number): boolean => viewer.id === userId || viewer.isAdmin;
