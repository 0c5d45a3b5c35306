import { readFileSync } from "node:fs";
import path from "node:path";
import { findNodeModules } from "./font-provider.node.js";
import { buildIconCatalogue, ICON_PACKAGE_FILES, type IconPackageFiles } from "./icon-catalogue.build.js";
import type { IconRecord } from "./icon-catalogue.types.js";

let cached: readonly IconRecord[] | undefined;

/** The icon catalogue from the installed packages, built on first call (about 6,800 icons). */
export function loadIconCatalogue(options: { nodeModules?: string } = {}): readonly IconRecord[] {
  if (cached && !options.nodeModules) return cached;
  const root = options.nodeModules ?? findNodeModules();
  const files = Object.fromEntries(
    Object.entries(ICON_PACKAGE_FILES).map(([key, file]) => [key, JSON.parse(readFileSync(path.join(root, file), "utf8")) as unknown]),
  ) as IconPackageFiles;
  const records = buildIconCatalogue(files);
  if (!options.nodeModules) cached = records;
  return records;
}
