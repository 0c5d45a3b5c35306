import { describe, expect, it } from "vitest";
import { parseDesignDocument, renderDesignSvg, type ParsedFont } from "@studio/design";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { documentFontIds, fontsForDocument, userFontRowId, type StoredFontFaces } from "./document-fonts";

const catalogue = createNodeLogoDeps().fonts;

const documentWith = (fontId: string, text = "Hello") =>
  parseDesignDocument({
    version: 2,
    kind: "logo",
    width: 400,
    height: 200,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "horizontal", code: "" },
    elements: [{ id: "name", role: "name", type: "text", x: 200, y: 100, text, fontId, fallbackFontIds: ["noto-sans-sc-400"], color: "#112233" }],
  });

describe("fontsForDocument", () => {
  it("names every font of the document, fallbacks included, and reads user font ids", () => {
    expect(documentFontIds(documentWith("inter-600"))).toEqual(["inter-600", "noto-sans-sc-400"]);
    expect(userFontRowId("user-42")).toBe(42);
    expect(userFontRowId("inter-600")).toBeNull();
    expect(userFontRowId("user-")).toBeNull();
  });

  it("draws catalogue fonts like the process's provider", async () => {
    const doc = documentWith("playfair-display-700");
    const fonts = await fontsForDocument({ catalogue }, doc, null);
    expect(renderDesignSvg(doc, fonts)).toBe(renderDesignSvg(doc, catalogue));
    expect(fonts.faces("playfair-display-700", "Hello")).toHaveLength(1);
  });

  it("asks the stored fonts for user-<id> and font-<id> only, and a font that fails to load gives no faces", async () => {
    const inter = catalogue.faces("inter-600", "A")[0] as ParsedFont;
    const asked: [number | null, readonly string[]][] = [];
    const stored: StoredFontFaces = {
      async faces(ownerId, fontIds) {
        asked.push([ownerId, fontIds]);
        return new Map([["user-7", inter]]);
      },
    };
    const fonts = await fontsForDocument({ catalogue, stored }, documentWith("user-7"), 3);
    expect(asked).toEqual([[3, ["user-7"]]]);
    expect(fonts.faces("user-7", "A")).toEqual([inter]);
    expect(fonts.faces("user-8", "A")).toEqual([]);

    const failing: StoredFontFaces = { faces: () => Promise.reject(new Error("storage down")) };
    const broken = await fontsForDocument({ catalogue, stored: failing }, documentWith("user-7"), 3);
    expect(broken.faces("user-7", "A")).toEqual([]);
    // The text still draws, from its fallback font: never a broken canvas.
    expect(renderDesignSvg(documentWith("user-7"), broken)).toContain("<path");
    // A document of built-in families reads nothing stored.
    asked.length = 0;
    await fontsForDocument({ catalogue, stored }, documentWith("inter-600"), 3);
    expect(asked).toEqual([]);
  });
});
