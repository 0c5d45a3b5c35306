import { bypassesDownloadChecks, isPro, type CreditUser } from "../credits/access-rules";
import type { DownloadItem, PackageLevel } from "./catalogue";
import { packageAllows, type PackageFeature } from "./packages";

/** The brand kit's pay-per-download items (spec 01 section 3 codes 2-4) and the package feature that includes each. */
export const brandItemFeature = { bizcard: "businessCard", logoanimate: "animation", ppt: "brandIdentity" } as const satisfies Record<
  Exclude<DownloadItem, "poster">,
  PackageFeature
>;
export type BrandItem = keyof typeof brandItemFeature;

/** Why a user may download a brand item of a logo; null when they may not (yet). */
export type BrandItemRight = "staff" | "pro" | "package" | "bought" | null;

/**
 * Who may download a logo's business card, animation or slide deck (issue 22; spec 03 sections 6
 * and 9): designers and admins always; Pro downloads everything; the logo's package when it
 * includes the item (Brand); else the item bought on its own for that logo (pay-per-download,
 * `download-{item}` in the catalogue). Ownership of the logo is checked by the caller.
 */
export function brandItemRight(input: {
  user: CreditUser;
  now: Date;
  item: BrandItem;
  level: PackageLevel | null;
  bought: readonly DownloadItem[];
}): BrandItemRight {
  const right = brandFeatureRight({ user: input.user, now: input.now, feature: brandItemFeature[input.item], level: input.level });
  if (right !== null) return right;
  return input.bought.includes(input.item) ? "bought" : null;
}

/**
 * The same rule for a brand-kit feature that is not sold on its own (VI mockups, the social profile
 * kit): staff, Pro, or the logo's package when it includes the feature. Ownership is the caller's.
 */
export function brandFeatureRight(input: {
  user: CreditUser;
  now: Date;
  feature: PackageFeature;
  level: PackageLevel | null;
}): Exclude<BrandItemRight, "bought"> {
  if (bypassesDownloadChecks(input.user)) return "staff";
  if (isPro(input.user, input.now)) return "pro";
  return packageAllows(input.level, input.feature) ? "package" : null;
}
