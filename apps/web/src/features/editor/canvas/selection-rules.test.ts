import { parseDesignDocument } from "@studio/design";
import { describe, expect, it } from "vitest";
import { clickSelection, movableIds, resizeHandles, selectionHandles, selectionScreenSize, withGroup } from "./selection-rules";

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

describe("resize handles of a small selection", () => {
  it("yield to the body under 32 screen px a side, so a press on a small element moves it", () => {
    expect(resizeHandles(200, 120)).toEqual(["nw", "n", "ne", "w", "e", "sw", "s", "se"]);
    expect(resizeHandles(32, 32)).toHaveLength(8);
    // Narrow: only the top and bottom handles, off the body's middle.
    expect(resizeHandles(20, 300)).toEqual(["n", "s"]);
    expect(resizeHandles(300, 12)).toEqual(["w", "e"]);
    expect(resizeHandles(24, 24)).toEqual([]);
  });

  it("measures the selection on screen: the frame around its boxes at the zoom", () => {
    const boxes = [
      { x: 10, y: 10, width: 20, height: 20 },
      { x: 40, y: 0, width: 10, height: 10 },
    ];
    expect(selectionScreenSize(boxes, 1)).toEqual({ width: 40, height: 30 });
    // A 40 px wide element seen at 50 %: 20 px on screen, its handles yield; zoomed in to 200 % they come back.
    const icon = [{ x: 0, y: 0, width: 40, height: 40 }];
    expect(selectionHandles(icon, 0.5)).toEqual([]);
    expect(selectionHandles(icon, 2)).toHaveLength(8);
    expect(selectionScreenSize([], 1)).toEqual({ width: 0, height: 0 });
  });
});
