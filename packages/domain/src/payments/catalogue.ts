/**
 * What the product sells and for how much (issue 16; spec 01 sections 4 and 9, spec 03 sections 3
 * and 9). One table for both currencies: the English site sells in USD, the cn site (`SITE_VARIANT=cn`)
 * in CNY. Amounts are minor units (cents, fen) so that no price is ever a float. Nothing in the
 * browser hard-codes a price: it reads this table through `GET /api/payment/catalogue`.
 */
export const currencies = ["USD", "CNY"] as const;
export type Currency = (typeof currencies)[number];
export type SiteVariant = "en" | "cn";

export function currencyOf(site: SiteVariant): Currency {
  return site === "cn" ? "CNY" : "USD";
}

export const productKinds = ["credits", "pro", "package", "download", "designer"] as const;
export type ProductKind = (typeof productKinds)[number];

/** Pay-per-download items and their product type codes (spec 01 section 3: poster 1, bizcard 2, logoanimate 3, ppt 4). */
export const downloadItems = { poster: 1, bizcard: 2, logoanimate: 3, ppt: 4 } as const;
export type DownloadItem = keyof typeof downloadItems;

/** Logo packages in rank order: a higher package includes everything of a lower one. Luxury has no price in the spec and is not sold. */
export const packageLevels = ["basic", "professional", "brand"] as const;
export type PackageLevel = (typeof packageLevels)[number];

export type Prices = Record<Currency, number>;

type ProductBase = { id: string; kind: ProductKind; prices: Prices; recommended: boolean };
export type CreditsProduct = ProductBase & { kind: "credits"; credits: number };
export type ProProduct = ProductBase & { kind: "pro"; months: 1; credits: number };
export type PackageProduct = ProductBase & { kind: "package"; level: PackageLevel };
export type DownloadProduct = ProductBase & { kind: "download"; item: DownloadItem; typeCode: number };
export type DesignerProduct = ProductBase & { kind: "designer"; days: number; revisions: number };
export type Product = CreditsProduct | ProProduct | PackageProduct | DownloadProduct | DesignerProduct;

/** A credit pack as configured (`CREDIT_PACKS`): the spec gives no amounts or prices (01 section 9). */
export type CreditPack = { credits: number; prices: Prices };

/** Four packs; the third (the spec's default type 3, 1-based) is the recommended one. */
export const defaultCreditPacks: readonly CreditPack[] = [
  { credits: 50, prices: { USD: 499, CNY: 2900 } },
  { credits: 100, prices: { USD: 899, CNY: 4900 } },
  { credits: 300, prices: { USD: 1999, CNY: 12900 } },
  { credits: 1000, prices: { USD: 4999, CNY: 32900 } },
];
/** Spec 01 section 9 / 02 section 9: the default credit package type is 3 (1-based). */
export const defaultCreditPackType = 3;

/** Spec 01 section 6: Pro gives 500 AI credits a month (another line says 100: we follow 500, docs/spec-differences.md). */
export const proMonthlyCredits = 500;

/**
 * Spec 03 section 9: Basic 29, Professional 59, Brand 99 USD. The CNY list is unlabelled
 * (99, 149, 499, 199, ...): its first three are read as Basic, Professional, Brand (docs/spec-differences.md).
 */
export const packagePrices: Record<PackageLevel, Prices> = {
  basic: { USD: 2900, CNY: 9900 },
  professional: { USD: 5900, CNY: 14900 },
  brand: { USD: 9900, CNY: 49900 },
};

/** Spec 01 section 9: poster 9 yuan or $1.99; bizcard, logoanimate and ppt 19 yuan or $4.99. */
export const downloadPrices: Record<DownloadItem, Prices> = {
  poster: { USD: 199, CNY: 900 },
  bizcard: { USD: 499, CNY: 1900 },
  logoanimate: { USD: 499, CNY: 1900 },
  ppt: { USD: 499, CNY: 1900 },
};

export const proPrices: Prices = { USD: 1900, CNY: 3900 };
/** The designer fix add-on: within 3 days, at most 3 revisions (issue 16). */
export const designerPrices: Prices = { USD: 4000, CNY: 20000 };
/** The designer fix's terms (spec 03 section 9): answers within `days` of payment, at most `revisions` revised logos. */
export const designerFixTerms = { days: 3, revisions: 3 } as const;

export function creditPackId(credits: number): string {
  return `credits-${credits}`;
}

/** The whole catalogue, with the operator's credit packs (`CREDIT_PACKS`) or the defaults. */
export function buildCatalogue(packs: readonly CreditPack[] = defaultCreditPacks, proCredits = proMonthlyCredits): Product[] {
  const credits: CreditsProduct[] = packs.map((pack, i) => ({
    id: creditPackId(pack.credits),
    kind: "credits",
    credits: pack.credits,
    prices: pack.prices,
    recommended: i + 1 === Math.min(defaultCreditPackType, packs.length),
  }));
  const pro: ProProduct = { id: "pro-monthly", kind: "pro", months: 1, credits: proCredits, prices: proPrices, recommended: true };
  const packages: PackageProduct[] = packageLevels.map((level) => ({
    id: `package-${level}`,
    kind: "package",
    level,
    prices: packagePrices[level],
    recommended: level === "professional",
  }));
  const downloads: DownloadProduct[] = (Object.keys(downloadItems) as DownloadItem[]).map((item) => ({
    id: `download-${item}`,
    kind: "download",
    item,
    typeCode: downloadItems[item],
    prices: downloadPrices[item],
    recommended: false,
  }));
  const designer: DesignerProduct = { id: "designer-fix", kind: "designer", ...designerFixTerms, prices: designerPrices, recommended: false };
  return [...credits, pro, ...packages, ...downloads, designer];
}

export function findProduct(catalogue: readonly Product[], id: string): Product | undefined {
  return catalogue.find((product) => product.id === id);
}

/** The product of a spec `type` code (pay-per-download calls carry `type` 1-4). */
export function downloadItemOfType(typeCode: number): DownloadItem | undefined {
  return (Object.keys(downloadItems) as DownloadItem[]).find((item) => downloadItems[item] === typeCode);
}
