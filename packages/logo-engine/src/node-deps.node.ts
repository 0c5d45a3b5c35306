import { createIconLibrary, FONT_FAMILIES } from "@studio/assets";
import { createNodeFontProvider, createIconMeaningLookup, loadIconCatalogue } from "@studio/assets/node";
import type { LogoEngineDeps } from "./index.js";

let deps: LogoEngineDeps | undefined;

/** The icon library with WordNet meanings (server side only: the data files stay out of the browser). */
function createNodeIconLibrary(): LogoEngineDeps["icons"] {
  const icons = loadIconCatalogue();
  const meaning = createIconMeaningLookup(icons);
  // Read WordNet's noun files (about 20 MB, ~100 ms) right after start-up rather than in the first
  // request; unref'd so a short script or test does not wait for it.
  setImmediate(() => meaning("bed")).unref();
  return createIconLibrary(icons, { meaning });
}

/** The engine wired to fonts and icons from node_modules (server, scripts, tests). One per process. */
export function createNodeLogoDeps(): LogoEngineDeps {
  deps ??= { fonts: createNodeFontProvider(), fontCatalogue: FONT_FAMILIES, icons: createNodeIconLibrary() };
  return deps;
}
