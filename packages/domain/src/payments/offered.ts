import { isAreaReady } from "../areas/product-areas";
import type { DownloadItem, PackageLevel, ProductKind } from "./catalogue";
import { packageIncludes, type PackageFeature } from "./packages";

/**
 * Whether the site's pages offer a product now (the UI never promises what is not there). A poster
 * download is sold since the design editor makes posters (`designEditor`, issue 21); the other
 * per-download items (business card, animation, slide deck) and the Brand package, whose extras are
 * those items, once the brand kit works (`brandAssets`, issue 22). Until then the pricing page, the
 * payment dialog and the download center leave them out.
 */
export function isProductOffered(product: { kind: ProductKind; level?: PackageLevel | null; item?: DownloadItem }): boolean {
  if (product.kind === "download") return product.item === "poster" ? isAreaReady("designEditor") : isAreaReady("brandAssets");
  if (product.kind === "package" && product.level === "brand") return isAreaReady("brandAssets");
  return true;
}

/** A package feature is shown when some offered package includes it. */
export function isFeatureOffered(feature: PackageFeature, levels: readonly PackageLevel[]): boolean {
  return levels.some((level) => isProductOffered({ kind: "package", level }) && packageIncludes(level).includes(feature));
}
