import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editHistoryReducer, initialHistory, useEditHistory } from "./edit-history";

describe("icon design edit history", () => {
  it("set pushes the present onto past and clears the future", () => {
    let h = initialHistory("a");
    h = editHistoryReducer(h, { type: "set", value: "b" });
    h = editHistoryReducer(h, { type: "set", value: "c" });
    expect(h).toEqual({ past: ["a", "b"], present: "c", future: [] });
    h = editHistoryReducer(h, { type: "back" });
    expect(h).toEqual({ past: ["a"], present: "b", future: ["c"] });
    h = editHistoryReducer(h, { type: "set", value: "d" });
    expect(h).toEqual({ past: ["a", "b"], present: "d", future: [] });
    expect(editHistoryReducer(h, { type: "set", value: "d" })).toBe(h);
  });

  it("back, forward and go move along and stop at the ends", () => {
    let h = { past: ["a", "b", "c"], present: "d", future: ["e", "f"] };
    expect(editHistoryReducer(h, { type: "go", steps: -2 })).toEqual({ past: ["a"], present: "b", future: ["c", "d", "e", "f"] });
    expect(editHistoryReducer(h, { type: "go", steps: 2 })).toEqual({ past: ["a", "b", "c", "d", "e"], present: "f", future: [] });
    expect(editHistoryReducer(h, { type: "go", steps: -10 })).toEqual({ past: [], present: "a", future: ["b", "c", "d", "e", "f"] });
    expect(editHistoryReducer(h, { type: "go", steps: 0 })).toBe(h);
    h = editHistoryReducer(h, { type: "forward" });
    expect(h).toEqual({ past: ["a", "b", "c", "d"], present: "e", future: ["f"] });
    const end = editHistoryReducer(editHistoryReducer(h, { type: "forward" }), { type: "forward" });
    expect(end).toEqual({ past: ["a", "b", "c", "d", "e"], present: "f", future: [] });
    expect(editHistoryReducer(initialHistory("x"), { type: "back" })).toEqual(initialHistory("x"));
  });

  it("reset clears the history; the hook exposes canBack and canForward", () => {
    const { result } = renderHook(() => useEditHistory("a"));
    expect([result.current.canBack, result.current.canForward]).toEqual([false, false]);
    act(() => result.current.set("b"));
    act(() => result.current.set("c"));
    act(() => result.current.back());
    expect(result.current).toMatchObject({ past: ["a"], present: "b", future: ["c"], canBack: true, canForward: true });
    act(() => result.current.go(1));
    expect(result.current.present).toBe("c");
    act(() => result.current.reset("z"));
    expect(result.current).toMatchObject({ past: [], present: "z", future: [], canBack: false, canForward: false });
  });
});
