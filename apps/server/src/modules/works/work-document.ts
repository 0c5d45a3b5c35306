import { migrateDesignDocument, DesignDocumentError, type DesignDocument } from "@studio/design";
import { WORK_DOCUMENT_MAX_BYTES } from "@studio/contracts";
import { AppError } from "../../errors";

/** Path data: commands and numbers only (the renderer writes `d` as it is; favourites' saved-design.ts checks the same). */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,\s+-]{1,200000}$/;
/** The icon node attributes the renderer may copy into the SVG: geometry and paint, never handlers, links or styles. */
const ICON_ATTRIBUTES = new Set([
  "d",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "width",
  "height",
  "points",
  "transform",
  "fill",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "fill-rule",
  "clip-rule",
  "opacity",
  "fill-opacity",
  "stroke-opacity",
]);
/** An attribute value with no markup, no reference to elsewhere (url(), javascript:) and of a sane length. */
const SAFE_VALUE = /^[^<>"&]{0,200000}$/;
/** Far above any hand-made design (the bench document has 200), low enough to keep a render cheap. */
export const WORK_ELEMENTS_MAX = 2000;

const invalid = (reason: string): AppError => new AppError("SAVE_FAILED", undefined, { reason });

/** The JSON size of a posted document, in bytes, as it will be stored. */
export const documentBytes = (document: unknown): number => Buffer.byteLength(JSON.stringify(document), "utf8");

/**
 * A posted design document made safe to keep and draw: at most 2 MB, any known version migrated to
 * the current one and validated (parseDesignDocument's rules), icon nodes limited to geometry and
 * paint attributes, shape paths plain path data. The renderer writes these into SVG as they are,
 * and the document goes back to the editor, so nothing scriptable may be kept.
 */
export function workDocument(input: unknown): DesignDocument {
  if (documentBytes(input) > WORK_DOCUMENT_MAX_BYTES) throw new AppError("DESIGN_TOO_LARGE");
  let document: DesignDocument;
  try {
    document = migrateDesignDocument(input);
  } catch (error) {
    if (error instanceof DesignDocumentError) throw invalid(error.message);
    throw error;
  }
  if (document.elements.length > WORK_ELEMENTS_MAX) throw invalid(`at most ${WORK_ELEMENTS_MAX} elements`);
  for (const element of document.elements) {
    if (element.type === "icon") {
      for (const node of element.nodes) {
        for (const [key, value] of Object.entries(node.attrs)) {
          if (!ICON_ATTRIBUTES.has(key)) throw invalid(`icon attribute ${key} is not allowed`);
          if (!SAFE_VALUE.test(value) || /url\s*\(|script:/i.test(value)) throw invalid(`icon attribute ${key} has an unsafe value`);
          if (key === "d" && !PATH_DATA.test(value)) throw invalid("icon path is not path data");
        }
      }
    }
    if (element.type === "shape" && element.paths.some((path) => !PATH_DATA.test(path.d))) throw invalid("shape path is not path data");
  }
  return document;
}
