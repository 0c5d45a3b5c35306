import { parseDesignDocument, TextElementSchema } from "@studio/design";
import { act, renderHook } from "@testing-library/react";
import type { PointerEvent as ReactPointerEvent } from "react";
import { describe, expect, it } from "vitest";
import { createEditorStore } from "../store/editor-store";
import { useMarquee } from "./use-marquee";

const text = (id: string) => TextElementSchema.parse({ id, role: "name", type: "text", x: 0, y: 0, text: id, fontId: "inter-600", color: "#111111" });

/** Three elements side by side, 100 units wide, on a canvas shown at half size (zoom 0.5) from the page's (10, 20). */
function setup(selection: string[] = []) {
  const document = parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 1080,
    height: 1080,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "square" },
    elements: [text("a"), text("b"), text("c")],
  });
  const store = createEditorStore({ document, selection });
  const boxes = new Map([
    ["a", { x: 0, y: 0, width: 100, height: 100 }],
    ["b", { x: 200, y: 0, width: 100, height: 100 }],
    ["c", { x: 400, y: 0, width: 100, height: 100 }],
  ]);
  const stage = window.document.createElement("div");
  stage.getBoundingClientRect = () => ({ left: 10, top: 20, x: 10, y: 20, width: 540, height: 540, right: 550, bottom: 560, toJSON: () => ({}) });
  const { result } = renderHook(() => useMarquee({ current: stage }, store, { svg: "", boxes, fontsReady: true }, 0.5));
  return { store, stage, result };
}

/** A pointer event at the page's (x, y), pressed on `target` (the empty stage unless given). */
const pointer = (stage: HTMLElement, x: number, y: number, options: { shiftKey?: boolean; isPrimary?: boolean; target?: Element } = {}) =>
  ({
    clientX: x,
    clientY: y,
    shiftKey: options.shiftKey ?? false,
    isPrimary: options.isPrimary ?? true,
    target: options.target ?? stage,
    currentTarget: stage,
    pointerId: 1,
  }) as unknown as ReactPointerEvent;

describe("the marquee", () => {
  it("selects every element the drawn box touches, in document units", () => {
    const { store, stage, result } = setup();
    act(() => result.current.onPointerDown(pointer(stage, 10, 20)));
    act(() => result.current.onPointerMove(pointer(stage, 130, 60)));
    // (0, 0) to (240, 80) in document units: a and b, not c.
    expect(result.current.marquee).toEqual({ x: 0, y: 0, width: 240, height: 80 });
    act(() => result.current.onPointerUp(pointer(stage, 130, 60)));
    expect(store.getState().selection).toEqual(["a", "b"]);
    expect(result.current.marquee).toBeNull();
  });

  it("adds to the selection with Shift; a click on empty canvas clears it, unless Shift is held", () => {
    const { store, stage, result } = setup(["c"]);
    act(() => result.current.onPointerDown(pointer(stage, 10, 20)));
    act(() => result.current.onPointerUp(pointer(stage, 70, 60, { shiftKey: true })));
    expect(store.getState().selection).toEqual(["c", "a"]);
    act(() => result.current.onPointerDown(pointer(stage, 500, 500)));
    act(() => result.current.onPointerUp(pointer(stage, 501, 500, { shiftKey: true })));
    expect(store.getState().selection).toEqual(["c", "a"]);
    act(() => result.current.onPointerDown(pointer(stage, 500, 500)));
    act(() => result.current.onPointerUp(pointer(stage, 501, 500)));
    expect(store.getState().selection).toEqual([]);
  });

  it("leaves presses on an element to it, and drops the box when a second finger makes it a pinch", () => {
    const { store, stage, result } = setup(["b"]);
    const hit = window.document.createElement("div");
    hit.dataset.hit = "a";
    stage.append(hit);
    act(() => result.current.onPointerDown(pointer(stage, 10, 20, { target: hit })));
    act(() => result.current.onPointerMove(pointer(stage, 300, 60)));
    act(() => result.current.onPointerUp(pointer(stage, 300, 60)));
    expect(store.getState().selection).toEqual(["b"]);
    act(() => result.current.onPointerDown(pointer(stage, 10, 20)));
    act(() => result.current.onPointerMove(pointer(stage, 300, 60)));
    act(() => result.current.onPointerDown(pointer(stage, 200, 200, { isPrimary: false })));
    expect(result.current.marquee).toBeNull();
    act(() => result.current.onPointerUp(pointer(stage, 300, 60)));
    expect(store.getState().selection).toEqual(["b"]);
  });
});
