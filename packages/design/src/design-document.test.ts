import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DESIGN_DOCUMENT_VERSION, DesignDocumentError, migrateDesignDocument, parseDesignDocument } from "./index.js";

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"));

describe("design document migrations", () => {
  it("opens a version 1 logo saved with a gradient pair string and legacy text fields", () => {
    const doc = migrateDesignDocument(fixture("logo-v1.json"));
    expect(doc.version).toBe(DESIGN_DOCUMENT_VERSION);
    expect(doc.background).toEqual({ type: "gradient", kind: "linear", angle: 0, from: "#fdf6ec", to: "#f4d8b0" });
    const name = doc.elements.find((element) => element.id === "name");
    expect(name).toMatchObject({ type: "text", fontId: "inter", letterSpacing: 4, fontSize: 72, rotation: 0, fallbackFontIds: [] });
    expect(doc.layout).toEqual({ aspect: "vertical", code: "b" });
  });

  it("turns a plain v1 colour into a solid background and a missing one into transparent", () => {
    const base = { version: 1, kind: "logo", width: 10, height: 10, elements: [] };
    expect(migrateDesignDocument({ ...base, backgroundColor: "#ffffff" }).background).toEqual({ type: "solid", color: "#ffffff" });
    expect(migrateDesignDocument(base).background).toEqual({ type: "transparent" });
  });

  it("keeps a current document as it is and refuses newer or broken ones with a stable code", () => {
    const current = migrateDesignDocument(fixture("logo-v1.json"));
    expect(migrateDesignDocument(JSON.parse(JSON.stringify(current)))).toEqual(current);
    expect(() => migrateDesignDocument({ ...current, version: 99 })).toThrow(expect.objectContaining({ code: "design_version_unknown" }));
    expect(() => parseDesignDocument({ ...current, width: -1 })).toThrow(DesignDocumentError);
  });
});
