import { parseDesignDocument, type DesignDocument } from "@studio/design";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEditorStore } from "./editor-store";
import { clearHistory, persistHistory, PERSIST_DELAY_MS, readHistory } from "./history-persistence";

const document: DesignDocument = parseDesignDocument({
  version: 2,
  kind: "poster",
  width: 1080,
  height: 1080,
  background: { type: "solid", color: "#ffffff" },
  layout: { aspect: "square" },
  elements: [{ id: "a", role: "text", type: "text", x: 10, y: 10, text: "A", fontId: "inter", color: "#111111" }],
});

describe("history kept across a reload", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("a reloaded page gets the present, the undo and the redo steps back, and undo still works", () => {
    const store = createEditorStore({ document });
    const persistence = persistHistory(store, sessionStorage, "new:poster", () => ({ workId: null }));
    for (const x of [20, 30, 40]) store.getState().apply({ type: "update", ids: ["a"], patch: { x } });
    store.temporal.getState().undo();
    store.getState().select(["a"]);
    vi.advanceTimersByTime(PERSIST_DELAY_MS);
    persistence.stop();

    // The reload: a new store from what was kept.
    const restored = readHistory(sessionStorage, "new:poster");
    expect(restored?.meta).toEqual({ workId: null });
    const again = createEditorStore(restored!);
    expect(again.getState().document.elements[0]!.x).toBe(30);
    expect(again.getState().selection).toEqual(["a"]);
    again.temporal.getState().redo();
    expect(again.getState().document.elements[0]!.x).toBe(40);
    again.temporal.getState().undo(3);
    expect(again.getState().document.elements[0]!.x).toBe(10);
  });

  it("writes once per quiet period, not once per change, and flush writes at once", () => {
    const store = createEditorStore({ document });
    const storage = { ...sessionStorage, setItem: vi.fn(), getItem: vi.fn(), removeItem: vi.fn() } as unknown as Storage;
    const persistence = persistHistory(store, storage, "k");
    for (let x = 0; x < 50; x += 1) store.getState().apply({ type: "update", ids: ["a"], patch: { x } });
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PERSIST_DELAY_MS);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    store.getState().apply({ type: "update", ids: ["a"], patch: { x: 99 } });
    persistence.flush();
    expect(storage.setItem).toHaveBeenCalledTimes(2);
    persistence.stop();
  });

  it("over the storage quota it drops the oldest undo steps and keeps the present", () => {
    const store = createEditorStore({ document });
    const items = new Map<string, string>();
    // A quota of 6 snapshots' worth of JSON.
    const quota = JSON.stringify({ document, selection: [] }).length * 6;
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (v.length > quota) throw new DOMException("full", "QuotaExceededError");
        items.set(k, v);
      },
      removeItem: (k: string) => items.delete(k),
    } as unknown as Storage;
    const persistence = persistHistory(store, storage, "big");
    for (let x = 0; x < 20; x += 1) store.getState().apply({ type: "update", ids: ["a"], patch: { x } });
    persistence.flush();
    persistence.stop();
    const restored = readHistory(storage, "big")!;
    expect(restored.document.elements[0]!.x).toBe(19);
    expect(restored.pastStates!.length).toBeGreaterThan(0);
    expect(restored.pastStates!.length).toBeLessThan(20);
    // The newest steps are the ones kept.
    expect(restored.pastStates!.at(-1)!.document.elements[0]!.x).toBe(18);
  });

  it("steps share their unchanged elements: 100 nudges of one element of 200 write about the document once, and read back shared", () => {
    const big = parseDesignDocument({
      ...document,
      elements: Array.from({ length: 200 }, (_, i) => ({
        id: `e-${i}`,
        role: "text",
        type: "text",
        x: i,
        y: 10,
        text: `T${i}`,
        fontId: "inter",
        color: "#111111",
      })),
    });
    const store = createEditorStore({ document: big });
    const persistence = persistHistory(store, sessionStorage, "shared");
    for (let x = 1; x <= 100; x += 1) store.getState().apply({ type: "update", ids: ["e-0"], patch: { x } });
    persistence.flush();
    persistence.stop();
    const written = sessionStorage.getItem("studio.editor.history:shared")!;
    // One document is ~JSON of 200 elements; 101 unpacked copies would be 100 times that.
    expect(written.length).toBeLessThan(JSON.stringify(big).length * 3);
    const restored = readHistory(sessionStorage, "shared")!;
    expect(restored.pastStates).toHaveLength(100);
    expect(restored.document.elements[0]!.x).toBe(100);
    expect(restored.pastStates![0]!.document.elements[0]!.x).toBe(0);
    expect(restored.pastStates![0]!.document.elements[1]).toBe(restored.document.elements[1]);
  });

  it("nothing kept, broken JSON or an unreadable document read as no history; clear removes it", () => {
    expect(readHistory(sessionStorage, "none")).toBeNull();
    sessionStorage.setItem("studio.editor.history:broken", "{");
    expect(readHistory(sessionStorage, "broken")).toBeNull();
    sessionStorage.setItem("studio.editor.history:bad", JSON.stringify({ present: { document: { version: 99 }, selection: [] }, past: [], future: [] }));
    expect(readHistory(sessionStorage, "bad")).toBeNull();
    const store = createEditorStore({ document });
    persistHistory(store, sessionStorage, "x").flush();
    expect(readHistory(sessionStorage, "x")).not.toBeNull();
    clearHistory(sessionStorage, "x");
    expect(readHistory(sessionStorage, "x")).toBeNull();
  });
});
