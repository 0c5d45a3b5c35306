import { packageLevels, packagePrices, type Currency, type PackageLevel } from "./catalogue";

/**
 * What each logo package unlocks, written once (issue 16; spec 03 sections 3 and 9). Every page and
 * route that serves a purchased logo's files (the download center, the classic maker's download
 * pages, the editor's exports) asks `packageAllows`.
 */
export const packageFeatures = [
  /** JPG and PNG at 800x600. */
  "web",
  /** SVG (2400 wide), EPS, PDF. */
  "vector",
  /** JPG and PNG at 2400x1800. */
  "highRes",
  /** Any size up to 5000 px on the long side. */
  "customSize",
  /** Avatar and icon sizes with the favicon pack. */
  "icons",
  "animation",
  /** Brand documents in Word and PPT. */
  "brandIdentity",
  "viMockups",
  "businessCard",
  /** Brand centre access with one month of the linked brand platform. */
  "brandCentre",
] as const;
export type PackageFeature = (typeof packageFeatures)[number];

const includes: Record<PackageLevel, readonly PackageFeature[]> = {
  basic: ["web"],
  professional: ["web", "vector", "highRes", "customSize", "icons"],
  brand: packageFeatures,
};

export function packageRank(level: PackageLevel): number {
  return packageLevels.indexOf(level);
}

export function packageIncludes(level: PackageLevel): readonly PackageFeature[] {
  return includes[level];
}

/** Whether a logo bought at `level` (or not bought: null) may use `feature`. */
export function packageAllows(level: PackageLevel | null, feature: PackageFeature): boolean {
  return level !== null && includes[level].includes(feature);
}

/** The lowest package that unlocks a feature: what an upgrade prompt offers. */
export function lowestPackageFor(feature: PackageFeature): PackageLevel {
  const level = packageLevels.find((candidate) => includes[candidate].includes(feature));
  if (!level) throw new Error(`no package unlocks ${feature}`);
  return level;
}

/** Pixel sizes a package allows for raster exports: 800x600 on Basic, 2400x1800 with highRes, up to 5000 px with customSize. */
export const packageSizes = { web: { width: 800, height: 600 }, highRes: { width: 2400, height: 1800 }, customMax: 5000, svgWidth: 2400 } as const;

/** The largest raster side a package may export. */
export function maxRasterSide(level: PackageLevel | null): number {
  if (packageAllows(level, "customSize")) return packageSizes.customMax;
  if (packageAllows(level, "highRes")) return packageSizes.highRes.width;
  if (packageAllows(level, "web")) return packageSizes.web.width;
  return 0;
}

/**
 * What an owner pays to go from `from` to `to` (spec 03: upgrades pay the difference). Null when
 * the move is not an upgrade (same or lower level).
 */
export function upgradePrice(from: PackageLevel | null, to: PackageLevel, currency: Currency): number | null {
  if (from !== null && packageRank(to) <= packageRank(from)) return null;
  const paid = from === null ? 0 : packagePrices[from][currency];
  return packagePrices[to][currency] - paid;
}
