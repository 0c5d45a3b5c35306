import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, toastDurationMs, toastStore } from "./toast-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  toastStore.getSnapshot().forEach((item) => dismissToast(item.id));
  vi.useRealTimers();
});

describe("toasts", () => {
  it("adds a toast and removes it after its duration", () => {
    toast.error("boom");
    expect(toastStore.getSnapshot()).toMatchObject([{ kind: "error", message: "boom" }]);
    vi.advanceTimersByTime(toastDurationMs.error - 1);
    expect(toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it("shows the same message once while it is on screen", () => {
    const first = toast.error("same");
    const second = toast.error("same");
    expect(second).toBe(first);
    expect(toastStore.getSnapshot()).toHaveLength(1);
  });

  it("keeps at most four, dropping the oldest", () => {
    ["a", "b", "c", "d", "e"].forEach((message) => toast.info(message));
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual(["b", "c", "d", "e"]);
  });

  it("can be dismissed early", () => {
    const id = toast.success("saved");
    dismissToast(id);
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
