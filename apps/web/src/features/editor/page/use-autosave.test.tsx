import type { Work } from "@studio/contracts";
import { parseDesignDocument } from "@studio/design";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEditorStore } from "../store/editor-store";
import { AUTOSAVE_DELAY_MS, useAutosave } from "./use-autosave";

const document = parseDesignDocument({
  version: 2,
  kind: "poster",
  width: 100,
  height: 100,
  background: { type: "solid", color: "#ffffff" },
  layout: { aspect: "square" },
  elements: [{ id: "a", role: "text", type: "text", x: 10, y: 10, text: "A", fontId: "inter-600", color: "#111111" }],
});

const work = (version: number): Work => ({
  id: 7,
  kind: "design",
  name: "Post",
  preset: null,
  width: 100,
  height: 100,
  version,
  thumbnail: null,
  logo_id: null,
  created_at: "",
  updated_at: "",
  document: document as unknown as Record<string, unknown>,
});

describe("autosave", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves once after a burst of changes, over the version last seen, then over the new one", async () => {
    const store = createEditorStore({ document });
    const save = vi.fn(async (_id: number, body: { version: number }, _options?: { keepalive?: boolean }) => ({
      status: "saved" as const,
      work: work(body.version + 1),
    }));
    const onSaved = vi.fn();
    const { result } = renderHook(() => useAutosave({ store, workId: 7, version: 3, onSaved, onConflict: vi.fn(), save }));
    act(() => {
      for (const x of [11, 12, 13]) store.getState().apply({ type: "update", ids: ["a"], patch: { x } });
    });
    expect(result.current.status).toBe("pending");
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toMatchObject({ version: 3, document: { elements: [{ x: 13 }] } });
    expect(result.current.status).toBe("saved");
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
    act(() => store.getState().apply({ type: "update", ids: ["a"], patch: { x: 20 } }));
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save.mock.calls[1]![1]).toMatchObject({ version: 4 });
  });

  it("selecting saves nothing; a failure says so and retry saves again", async () => {
    const store = createEditorStore({ document });
    const save = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ status: "saved", work: work(2) });
    const { result } = renderHook(() => useAutosave({ store, workId: 7, version: 1, onSaved: vi.fn(), onConflict: vi.fn(), save }));
    act(() => store.getState().select(["a"]));
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).not.toHaveBeenCalled();
    act(() => store.getState().apply({ type: "remove", ids: ["a"] }));
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current.status).toBe("failed");
    await act(async () => result.current.retry());
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe("saved");
  });

  it("a change younger than the delay is sent at once, keepalive, when the route leaves the design; a re-mount of the same design sends nothing", async () => {
    const store = createEditorStore({ document });
    const save = vi.fn(async (_id: number, body: { version: number }, _options?: { keepalive?: boolean }) => ({
      status: "saved" as const,
      work: work(body.version + 1),
    }));
    let leaving = false;
    const stay = renderHook(() => useAutosave({ store, workId: 7, version: 3, onSaved: vi.fn(), onConflict: vi.fn(), save, leaving: () => leaving }));
    act(() => store.getState().apply({ type: "update", ids: ["a"], patch: { x: 30 } }));
    // Re-rendering is no leave.
    stay.rerender();
    // Unmounted without leaving (a newer version opened in its place): nothing is sent, now or later.
    stay.unmount();
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();

    const open = renderHook(() => useAutosave({ store, workId: 7, version: 3, onSaved: vi.fn(), onConflict: vi.fn(), save, leaving: () => leaving }));
    act(() => store.getState().apply({ type: "update", ids: ["a"], patch: { x: 31 } }));
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS / 4));
    leaving = true;
    open.unmount();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toMatchObject({ version: 3, document: { elements: [{ x: 31 }] } });
    expect(save.mock.calls[0]![2]).toEqual({ keepalive: true });
    // The timer it replaced does not save the same change again.
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("hiding the page sends the pending change at once; a change made during that save follows it", async () => {
    const store = createEditorStore({ document });
    let finish: (() => void) | undefined;
    const save = vi.fn(
      (_id: number, body: { version: number }, _options?: { keepalive?: boolean }) =>
        new Promise<{ status: "saved"; work: Work }>((resolve) => {
          finish = () => resolve({ status: "saved", work: work(body.version + 1) });
        }),
    );
    const { result, unmount } = renderHook(() =>
      useAutosave({ store, workId: 7, version: 5, onSaved: vi.fn(), onConflict: vi.fn(), save, leaving: () => true }),
    );
    act(() => store.getState().apply({ type: "update", ids: ["a"], patch: { x: 40 } }));
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![2]).toEqual({ keepalive: true });
    expect(result.current.status).toBe("saving");
    // Changed while that save is on its way, then the route leaves: the newer document follows the save, over its version.
    act(() => store.getState().apply({ type: "update", ids: ["a"], patch: { x: 41 } }));
    unmount();
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish?.());
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![1]).toMatchObject({ version: 6, document: { elements: [{ x: 41 }] } });
    expect(save.mock.calls[1]![2]).toEqual({ keepalive: true });
  });

  it("a 409 hands the stored work to the page", async () => {
    const store = createEditorStore({ document });
    const onConflict = vi.fn();
    const save = vi.fn().mockResolvedValue({ status: "conflict", work: work(9) });
    renderHook(() => useAutosave({ store, workId: 7, version: 1, onSaved: vi.fn(), onConflict, save }));
    act(() => store.getState().apply({ type: "update", ids: ["a"], patch: { x: 1 } }));
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(onConflict).toHaveBeenCalledWith(expect.objectContaining({ version: 9 }));
  });
});
