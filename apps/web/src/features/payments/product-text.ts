import type { CatalogueProduct } from "@studio/contracts";
import { packageIncludes, type PackageFeature } from "@studio/domain";
import type { TFunction } from "i18next";

/**
 * A product's name and line in the page language. The catalogue's own `title` and `description`
 * (the spec's pricing-plan fields) are the server's English, for scripts and partners; the page
 * says the same in the reader's language.
 */
export function productTitle(product: CatalogueProduct, t: TFunction): string {
  switch (product.kind) {
    case "credits":
      return t("checkout.packTitle", { count: product.credits ?? 0 });
    case "pro":
      return t("checkout.proTitle");
    case "package":
      return product.level ? t(`checkout.packages.${product.level}`) : product.title;
    case "download":
      return product.item ? t(`productTypes.${product.item}`) : product.title;
    case "designer":
      return t("checkout.designerTitle");
  }
}

export function productLine(product: CatalogueProduct, t: TFunction): string {
  switch (product.kind) {
    case "credits":
      return t("checkout.packLine", { count: product.credits ?? 0 });
    case "pro":
      return t("checkout.proLine", { count: product.credits ?? 0 });
    case "package":
      return product.level ? t(`checkout.packageLines.${product.level}`) : product.description;
    case "download":
      return t("checkout.downloadLine");
    case "designer":
      return t("checkout.designerLine");
  }
}

/** What a package unlocks, one line per feature, from the one rule in @studio/domain. */
export function packageFeatureLines(product: CatalogueProduct, t: TFunction): string[] {
  if (!product.level) return [];
  return packageIncludes(product.level).map((feature: PackageFeature) => t(`checkout.features.${feature}`));
}
