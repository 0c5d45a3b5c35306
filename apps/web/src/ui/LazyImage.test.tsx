import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-app";
import { imageRetry, imageSourceForTry, isExternalUrl, maxTriesFor } from "./image-retry";
import { LazyImage } from "./LazyImage";

const origin = "http://localhost:3000";

describe("image retry rules", () => {
  it("loads external images directly twice, then through the server's signed proxy link", () => {
    const src = "https://cdn.example.com/a b.png";
    const signed = `/api/proxy?url=${encodeURIComponent(src)}&exp=1800000000&sig=${"s".repeat(32)}`;
    expect(imageSourceForTry(src, 1, origin, signed)).toBe(src);
    expect(imageSourceForTry(src, 2, origin, signed)).toBe(src);
    expect(imageSourceForTry(src, 3, origin, signed)).toBe(signed);
    // Without a link from the server there is no proxy try: the proxy refuses unsigned URLs.
    expect(imageSourceForTry(src, 3, origin)).toBe(src);
  });

  it("never proxies our own images", () => {
    expect(isExternalUrl("/oss/a.png", origin)).toBe(false);
    expect(isExternalUrl("http://localhost:3000/oss/a.png", origin)).toBe(false);
    expect(imageSourceForTry("/oss/a.png", 5, origin)).toBe("/oss/a.png");
  });

  it("tries memory images once and the rest ten times", () => {
    expect(maxTriesFor("blob:http://x/1")).toBe(1);
    expect(maxTriesFor("data:image/png;base64,AA")).toBe(1);
    expect(maxTriesFor("/oss/a.png")).toBe(10);
  });
});

describe("LazyImage", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("retries 10 times, 1000 ms apart, switching to the proxy after the 2nd, then shows the failed state", () => {
    const src = "https://cdn.example.com/logo.png";
    const signed = `/api/proxy?url=${encodeURIComponent(src)}&exp=1800000000&sig=${"s".repeat(32)}`;
    renderWithProviders(<LazyImage src={src} proxySrc={signed} alt="Logo" />);
    const sources: string[] = [];
    for (let attempt = 1; attempt <= imageRetry.maxTries; attempt += 1) {
      const image = screen.getByRole("img", { name: "Logo" });
      expect(image.getAttribute("data-try")).toBe(String(attempt));
      sources.push(image.getAttribute("src") ?? "");
      fireEvent.error(image);
      if (attempt < imageRetry.maxTries) {
        act(() => vi.advanceTimersByTime(999));
        expect(screen.queryByRole("img", { name: "Logo" })).toBeNull();
        act(() => vi.advanceTimersByTime(1));
      }
    }
    expect(sources.slice(0, 2)).toEqual([src, src]);
    expect(new Set(sources.slice(2))).toEqual(new Set([signed]));
    const failed = screen.getByTestId("image-failed");
    expect(failed.getAttribute("aria-label")).toBe("Logo");
    expect(failed.textContent).toContain("Image failed to load");
  });

  it("stops retrying once it loads, and starts over for a new src", () => {
    renderWithProviders(<LazyImage src="/oss/a.png" alt="A" />);
    fireEvent.error(screen.getByRole("img"));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.load(screen.getByRole("img"));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("img").getAttribute("data-try")).toBe("2");
  });
});
