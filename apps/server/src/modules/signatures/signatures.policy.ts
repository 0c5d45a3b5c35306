import type { UserRow } from "../../db/schema";

/** Only the owner sees, changes or deletes a signature; anyone else is told it does not exist. */
export const ownsSignature = (user: Pick<UserRow, "id">, ownerId: number): boolean => user.id === ownerId;
