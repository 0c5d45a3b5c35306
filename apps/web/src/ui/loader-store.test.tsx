import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-app";
import { FullScreenLoader } from "./FullScreenLoader";
import { closeLoader, isLoaderOpen, loaderStore, openLoader, withLoader } from "./loader-store";

afterEach(() => {
  closeLoader(undefined, { force: true });
  cleanup();
});

describe("full-screen loader", () => {
  it("stays open until every key that opened it closes it", () => {
    openLoader("upload");
    openLoader("payment");
    closeLoader("upload");
    expect(isLoaderOpen()).toBe(true);
    closeLoader("payment");
    expect(isLoaderOpen()).toBe(false);
  });

  it("uses a default key and can be closed by force", () => {
    openLoader();
    openLoader("other");
    closeLoader();
    expect(isLoaderOpen()).toBe(true);
    closeLoader("unrelated", { force: true });
    expect(isLoaderOpen()).toBe(false);
  });

  it("renders only while open", () => {
    renderWithProviders(<FullScreenLoader />);
    expect(screen.queryByTestId("fullscreen-loader")).toBeNull();
    act(() => openLoader("x"));
    expect(screen.getByTestId("fullscreen-loader")).not.toBeNull();
    act(() => closeLoader("x"));
    expect(screen.queryByTestId("fullscreen-loader")).toBeNull();
  });

  it("withLoader holds it under its key while the work runs, and releases only that key, also on failure", async () => {
    openLoader("other");
    let during = false;
    await withLoader("favicon-pack", async () => {
      during = loaderStore.getSnapshot().has("favicon-pack");
    });
    expect(during).toBe(true);
    expect([...loaderStore.getSnapshot()]).toEqual(["other"]);
    await expect(withLoader("zip", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect([...loaderStore.getSnapshot()]).toEqual(["other"]);
  });
});
