// Server and script side: reads fonts and icons from node_modules with fs.
export { createNodeFontProvider, findNodeModules } from "./font-provider.node.js";
export { loadIconCatalogue } from "./icon-catalogue.node.js";
export { createWordMeaningLookup, iconMeaningTargets, type WordMeaning, type WordMeaningLookup } from "./wordnet-meaning.node.js";
export { createIconMeaningLookup } from "./icon-meaning.node.js";
