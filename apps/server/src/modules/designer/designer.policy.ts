import type { UserRow } from "../../db/schema";

type Viewer = Pick<UserRow, "isAdmin" | "designerType">;

/** A designer: the account's designer type above 0 (spec 01 section 1), set by an admin. */
export const isDesigner = (viewer: Viewer): boolean => viewer.designerType > 0;

/** Who sees and answers designer-fix orders at /designer: designers, and admins (who oversee them). */
export const mayAnswerDesignerOrders = (viewer: Viewer): boolean => isDesigner(viewer) || viewer.isAdmin;

/** The designer type a grant gives (the spec names no types beyond "a designer"). */
export const grantedDesignerType = 1;
