import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { limitModalStore } from "../features/limits/limit-modal-store";
import { closeLoginPanel, loginPanelStore } from "../features/session/login-panel-store";
import { renderWithProviders } from "../testing/render-app";
import { loaderStore, openLoader } from "../ui/loader-store";
import { Toaster } from "../ui/Toaster";
import { toastStore } from "../ui/toast-store";
import { apiEvents } from "./api-events";
import { ApiEventBridge } from "./ApiEventBridge";

function renderBridge(language: "en" | "zh" = "en") {
  return renderWithProviders(
    <>
      <ApiEventBridge />
      <Toaster />
    </>,
    { language },
  );
}

afterEach(() => {
  cleanup();
  toastStore.set([]);
  closeLoginPanel();
  limitModalStore.set(null);
});

describe("ApiEventBridge", () => {
  it("shows the server's message in an error toast", () => {
    renderBridge();
    act(() => apiEvents.emit("server-error", { path: "/api/x", status: 500, message: "Model is busy", body: undefined }));
    expect(screen.getByRole("alert").textContent).toContain("Model is busy");
  });

  it("falls back to the spec's 'Error is occured.' without a message", () => {
    renderBridge("en");
    act(() => apiEvents.emit("server-error", { path: "/api/x", status: 500, message: undefined, body: undefined }));
    expect(screen.getByRole("alert").textContent).toContain("Error is occured.");
  });

  it("uses the page language for the fallback", () => {
    renderBridge("zh");
    act(() => apiEvents.emit("server-error", { path: "/api/x", status: 503, message: undefined, body: undefined }));
    expect(screen.getByRole("alert").textContent).toContain("出错了。");
  });

  it("opens the login panel and closes the full-screen loader and other dialogs on 401", () => {
    renderBridge();
    openLoader("upload");
    limitModalStore.set({ error: "FORBIDDEN", msg: "" });
    act(() => apiEvents.emit("unauthorized", { path: "/api/user" }));
    expect(limitModalStore.getSnapshot()).toBeNull();
    expect(loginPanelStore.getSnapshot()).toEqual({ open: true, reason: "session-ended" });
    expect(loaderStore.getSnapshot().size).toBe(0);
  });

  it("opens the limit modal with the error code on 403", () => {
    renderBridge();
    act(() => apiEvents.emit("forbidden", { path: "/api/d", error: "FORBIDDEN", msg: "no" }));
    expect(limitModalStore.getSnapshot()).toEqual({ error: "FORBIDDEN", msg: "no" });
  });

  it("unsubscribes when unmounted", () => {
    const { unmount } = renderBridge();
    unmount();
    expect(apiEvents.listenerCount("server-error")).toBe(0);
  });
});
