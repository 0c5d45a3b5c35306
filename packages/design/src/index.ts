export * from "./design-document.schema.js";
export { DESIGN_MIGRATIONS, DesignDocumentError, migrateDesignDocument, parseDesignDocument } from "./design-document.migrations.js";
export type { FontProvider, ParsedFont } from "./font-provider.types.js";
export { findMissingGlyphs, outlineText, type Box, type TextOutline, type TextOutlineRequest } from "./text-outline.js";
export { elementBox, renderDesignSvg, type RenderOptions } from "./render-design-svg.js";
export { shapePath } from "./shape-paths.js";
