import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-app";
import { LazyLoad, lazyLoadThreshold } from "./LazyLoad";
import { ListImage } from "./ListImage";

type Callback = (entries: Array<Pick<IntersectionObserverEntry, "isIntersecting" | "intersectionRatio">>) => void;

/** jsdom has no IntersectionObserver; this one lets the test say how much is visible. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(
    readonly callback: Callback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  show(ratio: number) {
    this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("LazyLoad", () => {
  it("renders its content once 90% of it is visible", () => {
    renderWithProviders(
      <LazyLoad>
        <p>content</p>
      </LazyLoad>,
    );
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.options?.threshold).toBe(lazyLoadThreshold);
    act(() => observer.show(0.5));
    act(() => vi.runAllTimers());
    expect(screen.queryByText("content")).toBeNull();
    act(() => observer.show(0.9));
    act(() => vi.runAllTimers());
    expect(screen.getByText("content")).not.toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it("waits the optional delay after it became visible", () => {
    renderWithProviders(
      <LazyLoad delayMs={300}>
        <p>later</p>
      </LazyLoad>,
    );
    act(() => (FakeObserver.last as FakeObserver).show(1));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText("later")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("later")).not.toBeNull();
  });

  it("shows at once where IntersectionObserver does not exist", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderWithProviders(
      <LazyLoad>
        <p>now</p>
      </LazyLoad>,
    );
    act(() => vi.runAllTimers());
    expect(screen.getByText("now")).not.toBeNull();
  });

  it("a list image is not requested until 90% of its box, shaped like the image, is on screen", () => {
    const { container } = renderWithProviders(<ListImage src="/oss/ai-images/t/1.png" alt="logo 1" width={400} height={300} />);
    const box = container.querySelector(".list-image") as HTMLElement;
    expect(box.tagName).toBe("SPAN");
    expect(box.style.aspectRatio).toBe("400 / 300");
    expect(container.querySelector("img")).toBeNull();
    act(() => (FakeObserver.last as FakeObserver).show(0.89));
    act(() => vi.runAllTimers());
    expect(container.querySelector("img")).toBeNull();
    act(() => (FakeObserver.last as FakeObserver).show(0.95));
    act(() => vi.runAllTimers());
    const image = screen.getByRole("img", { name: "logo 1" });
    expect(image.getAttribute("src")).toBe("/oss/ai-images/t/1.png");
    expect(box.style.aspectRatio).toBe("");
  });
});
