import { bypassesDownloadChecks } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";

/** Who is looking at a logo's download center. */
export type CenterViewer = { owner: boolean; staff: boolean };

/**
 * The logo's owner sees its center; an admin sees anyone's (as the tasks service lets them); anyone
 * else gets 404, never 403, so logo ids cannot be probed. Admins and designers bypass the package
 * check (spec 01 section 6, 03 section 4), like they bypass the download popover's charges.
 */
export function centerViewer(user: UserRow, ownerId: number): CenterViewer {
  const owner = user.id === ownerId;
  if (!owner && !user.isAdmin) throw new AppError("NOT_FOUND", "Image not found.");
  return { owner, staff: bypassesDownloadChecks(user) };
}
