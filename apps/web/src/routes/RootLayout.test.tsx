import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-app";
import { HomePage } from "./HomePage";
import { NotFoundPage } from "./NotFoundPage";
import { RootLayout } from "./RootLayout";

const routes = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

// jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, data: { db: "ok", version: "9.9.9" }, msg: "success" }), {
          headers: { "content-type": "application/json" },
        }),
    ),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  cleanup();
  localStorage.clear();
});

describe("app shell", () => {
  it("renders the home page in Chinese and marks the language", async () => {
    renderWithProviders(null, { language: "zh", routes, url: "/" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("用 AI 设计你的品牌，从标志到上线");
    await waitFor(() => expect(document.documentElement.lang).toBe("zh-CN"));
    expect(screen.getByTestId("language-zh").getAttribute("aria-current")).toBe("true");
    // The footer asks the server for its version through the API client.
    // The first answer waits for the contracts chunk, which a loaded machine imports in over a second.
    expect((await screen.findByTestId("server-version", undefined, { timeout: 10_000 })).textContent).toBe("版本 9.9.9");
  });

  it("switches to English from ?lang=en, remembers it and updates <html lang>", async () => {
    renderWithProviders(null, { language: "zh", routes, url: "/?lang=en" });
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Design your brand with AI, from logo to launch"));
    expect(document.documentElement.lang).toBe("en");
    expect(localStorage.getItem("studio.lang")).toBe("en");
    expect(document.title).toContain("Logo Studio");
  });

  it("links only to places that exist: language links keep the path, in-page anchors have targets", () => {
    const { container } = renderWithProviders(null, { language: "en", routes, url: "/" });
    expect(screen.getByTestId("language-en").getAttribute("href")).toBe("/?lang=en");
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      const target = link.getAttribute("href")?.slice(1) ?? "";
      expect(document.getElementById(target), link.textContent ?? "").not.toBeNull();
    }
  });

  it("shows the not-found page with a link home for unknown paths", () => {
    renderWithProviders(null, { language: "en", routes, url: "/some/deep/path" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
  });
});
