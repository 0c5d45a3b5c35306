import { bypassesDownloadChecks } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";

/** Who is looking at a logo's download center. */
export type CenterViewer = { owner: boolean; staff: boolean };

/**
 * The logo's owner sees its center; admins and designers see anyone's (a designer works on the
 * logos of designer-fix orders); anyone else gets 404, never 403, so logo ids cannot be probed.
 * Admins and designers bypass the package check (spec 03 section 6: "Admin and designer download
 * without payment checks"), the one rule `bypassesDownloadChecks` of @studio/domain.
 */
export function centerViewer(user: UserRow, ownerId: number): CenterViewer {
  const owner = user.id === ownerId;
  const staff = bypassesDownloadChecks(user);
  if (!owner && !staff) throw new AppError("NOT_FOUND", "Image not found.");
  return { owner, staff };
}
