import { bypassesDownloadChecks, isPro, type CreditUser } from "@studio/domain";

/** What decides whether a user may fill a batch of one card work (docs/bulk-fill.md). */
export type BulkFillRight = {
  user: CreditUser;
  now: Date;
  /** The work was copied from a Pro template. */
  proTemplate: boolean;
  /** The user bought this card (`download-bizcard` for `work:{id}`, paid and not refunded). */
  cardBought: boolean;
};

export type BulkFillDecision = { allowed: true; by: "bypass" | "pro" | "bought" } | { allowed: false; code: "PRO_TEMPLATE" | "BULK_FILL_NOT_INCLUDED" };

/**
 * A batch is one purchase, never a row-by-row charge: designers and admins bypass the download
 * checks; Pro downloads all templates (spec 03: 'Pro gives free template downloads'); a bought card
 * covers every copy of that card, a Pro template's too (as a bought poster does). Free downloads and
 * credits pay for single files only: a batch of 50 would otherwise take 50 downloads and could stop
 * half-way, so a free user is told what covers a batch (403 BULK_FILL_NOT_INCLUDED).
 */
export function bulkFillDecision(right: BulkFillRight): BulkFillDecision {
  if (bypassesDownloadChecks(right.user)) return { allowed: true, by: "bypass" };
  if (right.cardBought) return { allowed: true, by: "bought" };
  if (isPro(right.user, right.now)) return { allowed: true, by: "pro" };
  return { allowed: false, code: right.proTemplate ? "PRO_TEMPLATE" : "BULK_FILL_NOT_INCLUDED" };
}

/** A batch is seen and downloaded by its owner only; anyone else gets 404, so ids cannot be probed. */
export function maySeeBulkFill(viewer: { id: number }, job: { userId: number }): boolean {
  return viewer.id === job.userId;
}
