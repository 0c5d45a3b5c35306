import { createIconLibrary, FONT_FAMILIES } from "@studio/assets";
import { createNodeFontProvider, createIconMeaningLookup, loadIconCatalogue } from "@studio/assets/node";
import type { LogoEngineDeps } from "./index.js";

let deps: LogoEngineDeps | undefined;

/** The engine wired to fonts and icons from node_modules (server, scripts, tests). One per process. */
/** The icon library with WordNet meanings (server side only: the data files stay out of the browser). */
function createNodeIconLibrary(): LogoEngineDeps["icons"] {
  const icons = loadIconCatalogue();
  return createIconLibrary(icons, { meaning: createIconMeaningLookup(icons) });
}

export function createNodeLogoDeps(): LogoEngineDeps {
  deps ??= { fonts: createNodeFontProvider(), fontCatalogue: FONT_FAMILIES, icons: createNodeIconLibrary() };
  return deps;
}
