import { isAreaReady } from "../areas/product-areas";
import type { PackageLevel, ProductKind } from "./catalogue";
import { packageIncludes, type PackageFeature } from "./packages";

/**
 * Whether the site's pages offer a product now (the UI never promises what is not there). Per-download
 * items (poster, business card, animation, slide deck) and the Brand package, whose extras are
 * those same items, are sold once the brand kit works (`brandAssets`, issues 21-22); until then the
 * pricing page, the payment dialog and the download center leave them out.
 */
export function isProductOffered(product: { kind: ProductKind; level?: PackageLevel | null }): boolean {
  if (product.kind === "download") return isAreaReady("brandAssets");
  if (product.kind === "package" && product.level === "brand") return isAreaReady("brandAssets");
  return true;
}

/** A package feature is shown when some offered package includes it. */
export function isFeatureOffered(feature: PackageFeature, levels: readonly PackageLevel[]): boolean {
  return levels.some((level) => isProductOffered({ kind: "package", level }) && packageIncludes(level).includes(feature));
}
