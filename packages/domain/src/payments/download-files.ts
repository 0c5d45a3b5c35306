import { packageAllows, packageSizes, type PackageFeature } from "./packages";
import type { PackageLevel } from "./catalogue";

/**
 * The files of a purchased logo's download center (issue 16), each tied to the package feature that
 * unlocks it. Whether a file may be downloaded is always `packageAllows(level, file.feature)`: the
 * one rule in packages.ts, asked by the server route that serves the file and by the page that shows it.
 */
export const centerFileIds = [
  "jpg-800",
  "png-800",
  "svg",
  "eps",
  "pdf",
  "jpg-2400",
  "png-2400",
  "png-custom",
  "jpg-custom",
  "avatar",
  "icon",
  "favicon",
] as const;
export type CenterFileId = (typeof centerFileIds)[number];
export type CenterFileFormat = "jpg" | "png" | "svg" | "eps" | "pdf" | "zip";

export type CenterFile = {
  id: CenterFileId;
  feature: PackageFeature;
  format: CenterFileFormat;
  /** Fixed pixel size of raster files (the logo is centred inside it); null for vectors, the custom size and the pack. */
  size: { width: number; height: number } | null;
};

const { web, highRes } = packageSizes;
/** Avatar (profile picture, opaque) and app icon (transparent) squares of the icons feature. */
export const avatarSide = 400;
export const iconSide = 512;

export const centerFiles: readonly CenterFile[] = [
  { id: "jpg-800", feature: "web", format: "jpg", size: web },
  { id: "png-800", feature: "web", format: "png", size: web },
  { id: "svg", feature: "vector", format: "svg", size: null },
  { id: "eps", feature: "vector", format: "eps", size: null },
  { id: "pdf", feature: "vector", format: "pdf", size: null },
  { id: "jpg-2400", feature: "highRes", format: "jpg", size: highRes },
  { id: "png-2400", feature: "highRes", format: "png", size: highRes },
  { id: "png-custom", feature: "customSize", format: "png", size: null },
  { id: "jpg-custom", feature: "customSize", format: "jpg", size: null },
  { id: "avatar", feature: "icons", format: "png", size: { width: avatarSide, height: avatarSide } },
  { id: "icon", feature: "icons", format: "png", size: { width: iconSide, height: iconSide } },
  { id: "favicon", feature: "icons", format: "zip", size: null },
];

/** What Brand adds beyond files: made elsewhere (later issues), listed in the center as included. */
export const brandCenterItems = ["animation", "brandIdentity", "viMockups", "businessCard", "brandCentre"] as const satisfies readonly PackageFeature[];

export function centerFile(id: string): CenterFile | undefined {
  return centerFiles.find((file) => file.id === id);
}

export function centerFileAllowed(level: PackageLevel | null, file: CenterFile): boolean {
  return packageAllows(level, file.feature);
}

/** Smallest side of a custom size: below it a logo is not legible. */
export const customSizeMin = 16;

/**
 * Whether a custom size is within what customSize allows: each side from 16 to 5000 px. "max" is
 * the spec's own case ('width or height must not exceed 5000 px'), "range" every other bad size.
 */
export function customSizeProblem(width: number, height: number): "range" | "max" | null {
  const whole = (side: number) => Number.isInteger(side) && side >= customSizeMin;
  if (!whole(width) || !whole(height)) return "range";
  return width > packageSizes.customMax || height > packageSizes.customMax ? "max" : null;
}

/** The formats of spec 03's logo export payload (`type`, upper-cased). */
export const exportTypes = ["JPG", "PNG", "SVG", "EPS", "PDF"] as const;
export type ExportType = (typeof exportTypes)[number];

/**
 * The download-center file behind an export request (`POST /api/user/download`): vectors by type;
 * JPG and PNG at 800x600 are Basic's, at 2400x1800 the high-resolution ones, any other size the
 * custom size (checked by customSizeProblem). One rule, so the spec's call and the download center
 * cannot disagree about which package a file needs.
 */
export function exportFileFor(type: ExportType, width: number, height: number): { file: CenterFile; size: { width: number; height: number } | null } {
  const byId = (id: CenterFileId): CenterFile => {
    const file = centerFile(id);
    if (!file) throw new Error(`no center file ${id}`);
    return file;
  };
  if (type === "SVG" || type === "EPS" || type === "PDF") return { file: byId(type.toLowerCase() as "svg" | "eps" | "pdf"), size: null };
  const ext = type === "JPG" ? "jpg" : "png";
  if (width === web.width && height === web.height) return { file: byId(`${ext}-800`), size: null };
  if (width === highRes.width && height === highRes.height) return { file: byId(`${ext}-2400`), size: null };
  return { file: byId(`${ext}-custom`), size: { width, height } };
}
