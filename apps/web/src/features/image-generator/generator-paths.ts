/** The generator's two tabs (spec 02 section 3, generator state `tab`). */
export type GeneratorTab = "playground" | "creations";

/** The page of each tab: switching tabs changes the address, so a reload or a shared link opens the same tab. */
export const generatorTabPaths: Record<GeneratorTab, string> = { playground: "/design", creations: "/edit" };

/**
 * Spec 02 section 2, 'Image generator form': a path starting with /edit opens on the creations tab;
 * otherwise the playground, unless the page presets a default tab.
 */
export function initialGeneratorTab(pathname: string, preset?: GeneratorTab): GeneratorTab {
  if (pathname === "/edit" || pathname.startsWith("/edit/")) return "creations";
  return preset ?? "playground";
}

/** Spec 02 section 2: scene-page mode whenever the path starts with /design/bulk-image-generator. */
export function isScenePage(pathname: string): boolean {
  return pathname.startsWith("/design/bulk-image-generator");
}
