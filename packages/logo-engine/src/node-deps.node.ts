import { createIconLibrary, FONT_FAMILIES } from "@studio/assets";
import { createNodeFontProvider, loadIconCatalogue } from "@studio/assets/node";
import type { LogoEngineDeps } from "./index.js";

let deps: LogoEngineDeps | undefined;

/** The engine wired to fonts and icons from node_modules (server, scripts, tests). One per process. */
export function createNodeLogoDeps(): LogoEngineDeps {
  deps ??= { fonts: createNodeFontProvider(), fontCatalogue: FONT_FAMILIES, icons: createIconLibrary(loadIconCatalogue()) };
  return deps;
}
