import { parseDesignDocument } from "@studio/design";
import { describe, expect, it } from "vitest";
import { clickSelection, movableIds, withGroup } from "./selection-rules";

const el = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  role: "text",
  type: "text",
  x: 0,
  y: 0,
  text: id,
  fontId: "inter-600",
  color: "#000000",
  ...extra,
});
const doc = parseDesignDocument({
  version: 2,
  kind: "poster",
  width: 100,
  height: 100,
  background: { type: "transparent" },
  layout: { aspect: "square" },
  elements: [el("a"), el("b"), el("c")],
});
// Layer fields as the v3 document carries them.
const grouped = { ...doc, elements: doc.elements.map((e) => (e.id === "c" ? e : { ...e, groupId: "group-1" })) };
const locked = { ...doc, elements: doc.elements.map((e) => (e.id === "b" ? { ...e, locked: true } : e)) };

describe("selection rules", () => {
  it("a click selects the element, or its whole group", () => {
    expect(clickSelection(doc, ["a"], "b", false)).toEqual(["b"]);
    expect(clickSelection(grouped, [], "b", false)).toEqual(["a", "b"]);
    expect(withGroup(doc, "missing")).toEqual([]);
  });

  it("shift-click adds or removes (in document order)", () => {
    expect(clickSelection(doc, ["c"], "a", true)).toEqual(["a", "c"]);
    expect(clickSelection(doc, ["a", "c"], "a", true)).toEqual(["c"]);
    expect(clickSelection(grouped, ["c"], "a", true)).toEqual(["a", "b", "c"]);
  });

  it("locked elements are not moved", () => {
    expect(movableIds(locked, ["a", "b"])).toEqual(["a"]);
  });
});
