import type { UserRow } from "../../db/schema";

/** Spec 03 section 9 / issue 17: a bought logo's name and symbol may change for 3 days after the purchase; the rest forever. */
export const BOUGHT_RENAME_DAYS = 3;

/** Who may open a saved logo: its owner, and admins (support). Everyone else is told it does not exist. */
export const canViewSavedLogo = (user: Pick<UserRow, "id" | "isAdmin">, ownerId: number): boolean => user.id === ownerId || user.isAdmin;

/** Only the owner changes or deletes a saved logo (spec 03 section 6: 'Only the owner can operate'). */
export const canChangeSavedLogo = (user: Pick<UserRow, "id">, ownerId: number): boolean => user.id === ownerId;

/** Whether a bought logo's name and symbol may still change at `now`. */
export function nameAndSymbolOpen(paidAt: Date | null, now: Date): boolean {
  return paidAt === null || now.getTime() - paidAt.getTime() <= BOUGHT_RENAME_DAYS * 24 * 60 * 60 * 1000;
}
