import { AppError } from "../../errors";

/** A logo that can be bought: an AI or logo-maker result, `task:{taskId}:{index}` (index from 0). */
export function parseDesignId(designId: string): { taskId: string; index: number } | null {
  const match = /^task:([\w-]{1,100}):(\d{1,3})$/.exec(designId);
  if (!match?.[1] || match[2] === undefined) return null;
  return { taskId: match[1], index: Number(match[2]) };
}

type DesignFacts = { userId: number; state: string; images: number } | undefined;

/**
 * Who may buy a package or item for a logo: its owner only (spec 02 section 1). A logo that does
 * not exist (or no longer has that image) cannot be purchased: the spec's 'material has been taken
 * down' message. Someone else's logo: 'Only the logo owner can make this operation!', or, when the
 * logo already has a package (the buyer is asking for an upgrade), the upgrade wording.
 */
export function assertMayBuyFor(design: DesignFacts, index: number, buyerId: number, hasPackage: boolean): void {
  if (!design || design.state !== "succeeded" || index >= design.images) throw new AppError("PRODUCT_UNAVAILABLE");
  if (design.userId !== buyerId) throw new AppError(hasPackage ? "UPGRADE_OWNER_ONLY" : "LOGO_OWNER_ONLY");
}

/**
 * What an editor work (`work:{id}`) can be sold as: a poster download (`download-poster`), which the
 * exports of posters, social images and cards read (templates/poster-downloads.ts), and for a business
 * card also the card download (`download-bizcard`, code 2), which its card downloads and exports read
 * (business-cards). A logo's own design is sold through the saved logo's packages (`logo:{fa_id}`, its
 * `logoExportFeature`), so a poster download of it would deliver nothing: refused with
 * LOGO_NOT_A_POSTER. Any other product for a work (a package, another download item) unlocks nothing
 * either: PRODUCT_UNAVAILABLE.
 */
export function assertSellableForWork(workKind: string, product: { kind: string; item?: string }): void {
  if (workKind === "logo") throw new AppError("LOGO_NOT_A_POSTER");
  const sellable = product.kind === "download" && (product.item === "poster" || (product.item === "bizcard" && workKind === "bizcard"));
  if (!sellable) throw new AppError("PRODUCT_UNAVAILABLE");
}

/** An order is visible to its buyer only; anyone else is told it does not exist (ids are not probed). */
export function assertOrderOwner(order: { userId: number } | undefined, userId: number): asserts order is { userId: number } {
  if (!order || order.userId !== userId) throw new AppError("NOT_FOUND", "Order not found.");
}
