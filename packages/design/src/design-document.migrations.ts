import { DESIGN_DOCUMENT_VERSION, DesignDocumentSchema, type DesignDocument } from "./design-document.schema.js";

type Json = Record<string, unknown>;
type Migration = { from: number; to: number; up: (doc: Json) => Json };

const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Version 1 stored the background like the legacy logo record: a string that is a plain colour or
 * "a,b" (a gradient pair), and text elements named the font `font` with `letter_spacing`.
 */
const v1ToV2: Migration = {
  from: 1,
  to: 2,
  up: (doc) => {
    const raw = typeof doc.backgroundColor === "string" ? doc.backgroundColor.trim().toLowerCase() : "";
    const [from, to] = raw.split(",").map((part) => part.trim());
    const background = !from ? { type: "transparent" } : to ? { type: "gradient", kind: "linear", angle: 0, from, to } : { type: "solid", color: from };
    const elements = Array.isArray(doc.elements) ? doc.elements : [];
    const { backgroundColor: _dropped, ...rest } = doc;
    return {
      ...rest,
      version: 2,
      background,
      layout: isRecord(doc.layout) ? doc.layout : { aspect: "horizontal", code: "" },
      elements: elements.map((element: unknown) => {
        if (!isRecord(element) || element.type !== "text") return element;
        const { font, letter_spacing: letterSpacing, ...textRest } = element;
        return { ...textRest, fontId: font, letterSpacing: letterSpacing ?? 0 };
      }),
    };
  },
};

/**
 * Version 3 (the editor) only adds fields, each with a default the schema fills in: lock, hide,
 * group, name, shadow and blend on every element; line height, alignment, gradient, stroke and
 * text background on text; gradient on icons and shapes; radius on shapes; and the element types
 * image, qrcode and svg. A v2 document therefore draws exactly as before.
 */
const v2ToV3: Migration = { from: 2, to: 3, up: (doc) => ({ ...doc, version: 3 }) };

/** Numbered, append-only: never edit a released migration, add the next one. */
export const DESIGN_MIGRATIONS: readonly Migration[] = [v1ToV2, v2ToV3];

export class DesignDocumentError extends Error {
  constructor(
    readonly code: "design_version_unknown" | "design_invalid",
    message: string,
  ) {
    super(message);
  }
}

/** Brings a stored document of any known version to the current one and validates it (the same as `parseDesignDocument`). */
export function migrateDesignDocument(input: unknown): DesignDocument {
  if (!isRecord(input)) throw new DesignDocumentError("design_invalid", "a design document must be an object");
  let doc: Json = input;
  let version = typeof doc.version === "number" ? doc.version : 1;
  if (version > DESIGN_DOCUMENT_VERSION) throw new DesignDocumentError("design_version_unknown", `design version ${version} is newer than this code`);
  while (version < DESIGN_DOCUMENT_VERSION) {
    const step = DESIGN_MIGRATIONS.find((migration) => migration.from === version);
    if (!step) throw new DesignDocumentError("design_version_unknown", `no migration from design version ${version}`);
    doc = step.up(doc);
    version = step.to;
  }
  return validate(doc);
}

/**
 * The one entry for a document from anywhere (database, request body, share link): an older
 * version is migrated first, then the current schema validates it and fills defaults.
 */
export function parseDesignDocument(input: unknown): DesignDocument {
  return migrateDesignDocument(input);
}

function validate(input: unknown): DesignDocument {
  const result = DesignDocumentSchema.safeParse(input);
  if (!result.success)
    throw new DesignDocumentError("design_invalid", result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "));
  return result.data;
}
