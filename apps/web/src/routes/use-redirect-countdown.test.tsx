import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { redirectSeconds, useRedirectCountdown } from "./use-redirect-countdown";

describe("page redirect countdown (spec 01 section 9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the window's value or 10 seconds", () => {
    expect(redirectSeconds(undefined)).toBe(10);
    expect(redirectSeconds(3)).toBe(3);
    expect(redirectSeconds(-1)).toBe(10);
    expect(redirectSeconds("5")).toBe(10);
  });

  it("counts down each second and goes home at zero only when enabled", () => {
    const go = vi.fn();
    const { result } = renderHook(() => useRedirectCountdown(go, true, 3));
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    // One second per step: each tick schedules the next after React has rendered.
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(go).toHaveBeenCalledTimes(1);

    const stay = vi.fn();
    renderHook(() => useRedirectCountdown(stay, false, 1));
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void vi.advanceTimersByTime(1000));
    expect(stay).not.toHaveBeenCalled();
  });
});
