import { parseDesignDocument, TextElementSchema, type DesignDocument, type DesignElement } from "@studio/design";
import { describe, expect, it } from "vitest";
import { freshId, layerFields } from "./editor-commands";
import { createEditorStore, HISTORY_LIMIT, PASTE_OFFSET } from "./editor-store";

function text(id: string, x: number): DesignElement {
  // The schema fills in v3's defaults (line height, align, effects...).
  return TextElementSchema.parse({
    id,
    role: "text",
    type: "text",
    x,
    y: 50,
    rotation: 0,
    opacity: 1,
    text: id,
    fontId: "inter",
    fallbackFontIds: [],
    fontSize: 72,
    letterSpacing: 0,
    color: "#111111",
  });
}

function doc(...ids: string[]): DesignDocument {
  return parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 1080,
    height: 1080,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "square" },
    elements: ids.map((id, i) => text(id, 100 * (i + 1))),
  });
}

const ids = (d: DesignDocument) => d.elements.map((e) => e.id);

function setup(...elementIds: string[]) {
  const store = createEditorStore({ document: doc(...elementIds) });
  const state = () => store.getState();
  const history = () => store.temporal.getState();
  return { store, state, history };
}

describe("editor store commands, each undone and redone", () => {
  it("update changes only the named elements and is one undo step", () => {
    const { state, history } = setup("a", "b");
    state().apply({ type: "update", ids: ["a"], patch: { x: 500, opacity: 0.5 } });
    expect(state().document.elements[0]).toMatchObject({ id: "a", x: 500, opacity: 0.5 });
    expect(state().document.elements[1]).toMatchObject({ id: "b", x: 200 });
    expect(history().pastStates).toHaveLength(1);
    history().undo();
    expect(state().document.elements[0]).toMatchObject({ x: 100, opacity: 1 });
    history().redo();
    expect(state().document.elements[0]).toMatchObject({ x: 500, opacity: 0.5 });
  });

  it("update never changes an element's id or type", () => {
    const { state } = setup("a");
    state().apply({ type: "update", ids: ["a"], patch: { id: "z", type: "icon" } as never });
    expect(state().document.elements[0]).toMatchObject({ id: "a", type: "text" });
  });

  it("add inserts at the top (or at an index), selects what it added and gives a taken id a fresh one", () => {
    const { state, history } = setup("a", "b");
    state().apply({ type: "add", elements: [text("c", 300)] });
    expect(ids(state().document)).toEqual(["a", "b", "c"]);
    expect(state().selection).toEqual(["c"]);
    state().apply({ type: "add", elements: [text("a", 1)], at: 0 });
    expect(ids(state().document)).toEqual(["text-1", "a", "b", "c"]);
    expect(state().selection).toEqual(["text-1"]);
    history().undo();
    expect(ids(state().document)).toEqual(["a", "b", "c"]);
    expect(state().selection).toEqual(["c"]);
    history().undo();
    expect(ids(state().document)).toEqual(["a", "b"]);
    expect(state().selection).toEqual([]);
    history().redo();
    history().redo();
    expect(ids(state().document)).toEqual(["text-1", "a", "b", "c"]);
  });

  it("remove drops the elements and their selection; undo brings both back", () => {
    const { state, history } = setup("a", "b", "c");
    state().select(["b", "c"]);
    state().apply({ type: "remove", ids: ["b", "c"] });
    expect(ids(state().document)).toEqual(["a"]);
    expect(state().selection).toEqual([]);
    history().undo();
    expect(ids(state().document)).toEqual(["a", "b", "c"]);
    expect(state().selection).toEqual(["b", "c"]);
    history().redo();
    expect(ids(state().document)).toEqual(["a"]);
  });

  it("order moves to front, back, one forward and one backward (a block moves together)", () => {
    const { state, history } = setup("a", "b", "c", "d");
    state().apply({ type: "order", ids: ["a"], to: "front" });
    expect(ids(state().document)).toEqual(["b", "c", "d", "a"]);
    state().apply({ type: "order", ids: ["d"], to: "back" });
    expect(ids(state().document)).toEqual(["d", "b", "c", "a"]);
    state().apply({ type: "order", ids: ["d", "b"], to: "forward" });
    expect(ids(state().document)).toEqual(["c", "d", "b", "a"]);
    state().apply({ type: "order", ids: ["a"], to: "backward" });
    expect(ids(state().document)).toEqual(["c", "d", "a", "b"]);
    history().undo(4);
    expect(ids(state().document)).toEqual(["a", "b", "c", "d"]);
    history().redo(4);
    expect(ids(state().document)).toEqual(["c", "d", "a", "b"]);
  });

  it("order to the front when already there changes nothing but is harmless", () => {
    const { state } = setup("a", "b");
    state().apply({ type: "order", ids: ["b"], to: "forward" });
    expect(ids(state().document)).toEqual(["a", "b"]);
  });

  it("group gives the elements one fresh group id; ungrouping any member dissolves the group", () => {
    const { state, history } = setup("a", "b", "c");
    state().apply({ type: "group", ids: ["a", "b"] });
    const groupOf = (i: number) => layerFields(state().document.elements[i]!).groupId;
    expect(groupOf(0)).toBe("group-1");
    expect(groupOf(1)).toBe("group-1");
    expect(groupOf(2)).toBeNull();
    state().apply({ type: "ungroup", ids: ["b"] });
    expect([groupOf(0), groupOf(1)]).toEqual([null, null]);
    history().undo();
    expect([groupOf(0), groupOf(1)]).toEqual(["group-1", "group-1"]);
    history().undo();
    expect(groupOf(0)).toBeNull();
    history().redo();
    expect(groupOf(1)).toBe("group-1");
  });

  it("group of fewer than two elements is no step", () => {
    const { state, history } = setup("a");
    state().apply({ type: "group", ids: ["a"] });
    expect(history().pastStates).toHaveLength(0);
  });

  it("document changes the background and size but never the elements or version", () => {
    const { state, history } = setup("a");
    state().apply({ type: "document", patch: { background: { type: "solid", color: "#ff0000" }, width: 1500, height: 500 } });
    expect(state().document).toMatchObject({ width: 1500, height: 500, background: { color: "#ff0000" }, version: 3 });
    expect(ids(state().document)).toEqual(["a"]);
    history().undo();
    expect(state().document).toMatchObject({ width: 1080, height: 1080, background: { color: "#ffffff" } });
    history().redo();
    expect(state().document.width).toBe(1500);
  });
});

describe("editor store history", () => {
  it("selecting is not an undo step, but undo restores the selection of that step", () => {
    const { state, history } = setup("a", "b");
    state().select(["a"]);
    state().select(["b"]);
    expect(history().pastStates).toHaveLength(0);
    state().apply({ type: "update", ids: ["b"], patch: { x: 1 } });
    state().select([]);
    history().undo();
    expect(state().selection).toEqual(["b"]);
  });

  it("selection ignores ids that are not in the document", () => {
    const { state } = setup("a");
    state().select(["a", "nope"]);
    expect(state().selection).toEqual(["a"]);
  });

  it("a gesture of many changes (a drag's frames, a slider) is one undo step", () => {
    const { state, history } = setup("a");
    state().beginGesture();
    for (let x = 101; x <= 160; x += 1) state().apply({ type: "update", ids: ["a"], patch: { x } });
    expect(state().document.elements[0]!.x).toBe(160);
    state().endGesture();
    expect(history().pastStates).toHaveLength(1);
    history().undo();
    expect(state().document.elements[0]!.x).toBe(100);
    history().redo();
    expect(state().document.elements[0]!.x).toBe(160);
    // Recording is back on after the gesture.
    state().apply({ type: "update", ids: ["a"], patch: { x: 0 } });
    expect(history().pastStates).toHaveLength(2);
  });

  it("a new change after undo clears the redo steps", () => {
    const { state, history } = setup("a");
    state().apply({ type: "update", ids: ["a"], patch: { x: 1 } });
    history().undo();
    expect(history().futureStates).toHaveLength(1);
    state().apply({ type: "update", ids: ["a"], patch: { x: 2 } });
    expect(history().futureStates).toHaveLength(0);
  });

  it("keeps at most HISTORY_LIMIT steps and 100 undos walk back 100 changes", () => {
    const { state, history } = setup("a");
    for (let i = 1; i <= HISTORY_LIMIT + 10; i += 1) state().apply({ type: "update", ids: ["a"], patch: { x: i } });
    expect(history().pastStates).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < 100; i += 1) history().undo();
    expect(state().document.elements[0]!.x).toBe(HISTORY_LIMIT + 10 - 100);
  });
});

describe("copy, paste and duplicate", () => {
  it("paste adds offset copies with fresh ids and selects them; a second paste lands further on", () => {
    const { state, history } = setup("a", "b");
    state().select(["a"]);
    state().copy();
    state().paste();
    expect(ids(state().document)).toEqual(["a", "b", "text-1"]);
    expect(state().document.elements[2]).toMatchObject({ x: 100 + PASTE_OFFSET, y: 50 + PASTE_OFFSET, text: "a" });
    expect(state().selection).toEqual(["text-1"]);
    state().paste();
    expect(state().document.elements[3]).toMatchObject({ id: "text-2", x: 100 + 2 * PASTE_OFFSET });
    history().undo();
    history().undo();
    expect(ids(state().document)).toEqual(["a", "b"]);
  });

  it("duplicate copies the selection in one step; with nothing selected it does nothing", () => {
    const { state, history } = setup("a", "b");
    state().duplicate();
    expect(history().pastStates).toHaveLength(0);
    state().select(["a", "b"]);
    state().duplicate();
    expect(ids(state().document)).toEqual(["a", "b", "text-1", "text-2"]);
    expect(history().pastStates).toHaveLength(1);
  });

  it("freshId keeps the document's id form", () => {
    expect(freshId("Text", new Set(["text-1"]))).toBe("text-2");
    expect(freshId("9x", new Set())).toBe("x-1");
  });
});
