import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-app";
import { BackToTop } from "./BackToTop";
import { backToTopThreshold, scrollDebounceMs } from "./use-scroll-past";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  scrollTo(0);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("BackToTop", () => {
  it("appears past 512 px after a 30 ms debounce and scrolls to the top", () => {
    expect([backToTopThreshold, scrollDebounceMs]).toEqual([512, 30]);
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    renderWithProviders(<BackToTop />);
    act(() => scrollTo(512));
    act(() => vi.advanceTimersByTime(30));
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    act(() => scrollTo(513));
    act(() => vi.advanceTimersByTime(29));
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(screen.getByRole("button", { name: "Back to top" }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
