import { parseDesignDocument } from "@studio/design";
import { describe, expect, it } from "vitest";
import { editableText, typedText } from "./text-editing";

describe("text typed on the canvas", () => {
  it("keeps its lines, drops trailing empty lines and non-breaking spaces", () => {
    expect(typedText("Harbor\r\nPine\n\n", "Harbor")).toBe("Harbor\nPine");
    expect(typedText("Harbor\u00a0Pine", "x")).toBe("Harbor Pine");
  });

  it("commits nothing when the words are gone or unchanged", () => {
    expect(typedText("  \n ", "Harbor")).toBeNull();
    expect(typedText("Harbor\n", "Harbor")).toBeNull();
  });

  it("opens only one selected, unlocked, shown text", () => {
    const text = { type: "text", role: "name", x: 100, y: 100, text: "Crumb", fontId: "inter", color: "#111111" };
    const doc = parseDesignDocument({
      version: 3,
      kind: "poster",
      width: 200,
      height: 200,
      background: { type: "transparent" },
      layout: { aspect: "square" },
      elements: [
        { ...text, id: "a" },
        { ...text, id: "b", locked: true },
        { id: "c", type: "shape", role: "decoration", shape: "circle", x: 10, y: 10, width: 10, height: 10, fill: "#000000" },
      ],
    });
    expect(editableText(doc, ["a"])?.id).toBe("a");
    expect(editableText(doc, ["b"])).toBeNull();
    expect(editableText(doc, ["c"])).toBeNull();
    expect(editableText(doc, ["a", "c"])).toBeNull();
  });
});
