import { migrateDesignDocument, DesignDocumentError, type DesignDocument } from "@studio/design";
import { WORK_DOCUMENT_MAX_BYTES } from "@studio/contracts";
import { AppError } from "../../errors";

/** Far above any hand-made design (the bench document has 200), low enough to keep a render cheap. */
export const WORK_ELEMENTS_MAX = 2000;

const invalid = (reason: string): AppError => new AppError("SAVE_FAILED", undefined, { reason });

/** The JSON size of a posted document, in bytes, as it will be stored. */
export const documentBytes = (document: unknown): number => Buffer.byteLength(JSON.stringify(document), "utf8");

/**
 * A posted design document made safe to keep and draw: at most 2 MB, any known version migrated to
 * the current one and validated (the design schema's rules, which also keep icon nodes to geometry
 * and paint attributes and shape paths to plain path data: the renderer writes those into SVG as
 * they are, and the document goes back to the editor, so nothing scriptable may be kept).
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
  return document;
}
