import type { UserRow } from "../../db/schema";

/**
 * A work is its owner's alone (drafts, unpublished posters): everyone else, admins included, is
 * told it does not exist (404), so ids reveal nothing.
 */
export const canUseWork = (user: Pick<UserRow, "id">, ownerId: number): boolean => user.id === ownerId;

/** Only the owner of a saved logo may open its design in the editor (spec 03 section 6: 'Only the owner can operate'). */
export const canEditLogoDesign = (user: Pick<UserRow, "id">, logoOwnerId: number): boolean => user.id === logoOwnerId;
