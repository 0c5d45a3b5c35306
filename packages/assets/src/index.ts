// Browser-safe exports. Node loaders (fs) are exported from "./node" entry: import from
// "@studio/assets/node" on the server and in scripts.
export { FONT_FAMILIES, fontFamilyById, type FontCategory, type FontFamilyEntry, type FontMood } from "./font-catalogue.data.js";
export { fontFilesFor, type UnicodeRanges } from "./font-files.js";
export { decodeWoff, decodeWoffAsync } from "./woff-decode.js";
export { createFontStore, type FontStore, type FontStoreOptions } from "./font-store.js";
export { createBrowserFontProvider, type BrowserFontProvider, type FetchBytes, type FetchJson } from "./font-provider.browser.js";
export type { IconMatch, IconRecord, IconSet } from "./icon-catalogue.types.js";
export { buildIconCatalogue, ICON_PACKAGE_FILES, type IconPackageFiles } from "./icon-catalogue.build.js";
export { INDUSTRY_CONCEPTS, type IndustryConcept } from "./industry-keywords.data.js";
export { THING_WORDS_ZH } from "./thing-words.data.js";
export { createIconLibrary, type ConceptMatch, type IconLibrary } from "./icon-library.js";
