// Server and script side of the engine: wiring to @studio/assets (fs) and PNG export (resvg).
export { createNodeLogoDeps } from "./node-deps.node.js";
export { demultiplyAlpha, encodePng, renderLogoPng } from "./png-export.node.js";
