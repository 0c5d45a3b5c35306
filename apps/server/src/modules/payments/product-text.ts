import { downloadPrices, findProduct, type Currency, type Product } from "@studio/domain";
import type { Catalogue, CatalogueProduct, Language } from "@studio/contracts";
import { translate, type MessageKey } from "@studio/i18n";

function textKey(product: Product): string {
  switch (product.kind) {
    case "credits":
    case "pro":
    case "designer":
      return product.kind;
    case "package":
      return product.level;
    case "download":
      return product.item;
  }
}

function valuesOf(product: Product): Record<string, number> {
  if (product.kind === "credits" || product.kind === "pro") return { credits: product.credits };
  if (product.kind === "designer") return { days: product.days, revisions: product.revisions };
  return {};
}

/** The spec's pricing-plan title and description of a product, in one language (commerce.products). */
export function productText(productId: string, catalogue: readonly Product[], language: Language): { title: string; description: string } {
  const product = findProduct(catalogue, productId);
  if (!product) return { title: productId, description: "" };
  const key = textKey(product);
  return {
    title: translate(language, `commerce.products.${key}.title` as MessageKey, valuesOf(product)),
    description: translate(language, `commerce.products.${key}.description` as MessageKey, valuesOf(product)),
  };
}

/** `GET /api/payment/catalogue`: every product in the site's currency, minor units. */
export function catalogueView(
  catalogue: readonly Product[],
  options: { currency: Currency; language: Language; providers: Catalogue["providers"]; defaultCreditPackType: number },
): Catalogue {
  const perDownload = {
    poster: downloadPrices.poster[options.currency],
    bizcard: downloadPrices.bizcard[options.currency],
    logoanimate: downloadPrices.logoanimate[options.currency],
    ppt: downloadPrices.ppt[options.currency],
  };
  const products = catalogue.map((product): CatalogueProduct => {
    const base: CatalogueProduct = {
      id: product.id,
      kind: product.kind,
      type: product.kind === "pro" ? "subscription" : "per-download",
      ...productText(product.id, catalogue, options.language),
      recommended: product.recommended,
      amount: product.prices[options.currency],
      currency: options.currency,
      downloadPrices: perDownload,
    };
    if (product.kind === "credits" || product.kind === "pro") base.credits = product.credits;
    if (product.kind === "package") base.level = product.level;
    if (product.kind === "download") {
      base.item = product.item;
      base.typeCode = product.typeCode;
    }
    return base;
  });
  return { currency: options.currency, products, providers: options.providers, defaultCreditPackType: options.defaultCreditPackType };
}
