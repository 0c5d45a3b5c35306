import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-app";
import { clampPercent, LoadingOverlay, loadingOverlayDelayMs } from "./LoadingOverlay";

function Toggle() {
  const [active, setActive] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setActive(false)}>
        stop
      </button>
      <LoadingOverlay active={active} percent={10} />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("LoadingOverlay", () => {
  it("waits 2000 ms before it appears", () => {
    expect(loadingOverlayDelayMs).toBe(2000);
    renderWithProviders(<LoadingOverlay active percent={42.4} />);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole("progressbar")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const dial = screen.getByRole("progressbar");
    expect(dial.getAttribute("aria-valuenow")).toBe("42");
    expect(dial.textContent).toBe("42%");
  });

  it("never shows for work that ends before the delay", () => {
    renderWithProviders(<Toggle />);
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(screen.getByText("stop"));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("clamps the percentage", () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
