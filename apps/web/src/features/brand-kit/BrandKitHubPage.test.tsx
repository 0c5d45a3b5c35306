import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionUserFixture } from "../../testing/fixtures";
import { renderWithProviders } from "../../testing/render-app";
import { BrandKitHubPage } from "./BrandKitHubPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600"/></svg>';
const saved = (faId: number, name: string) => ({
  fa_id: faId,
  logo_name: name,
  slogan: "",
  token: "0123456789abcdef",
  svg,
  is_bought: false,
  pay_time: null,
  created_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-01T00:00:00.000Z",
});

/** The page's calls: who is signed in, and their saved logos (one page). */
function server(options: { signedIn: boolean; logos: ReturnType<typeof saved>[] }) {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/user")
        return options.signedIn
          ? json(200, { code: 200, data: sessionUserFixture(), msg: "success" })
          : json(401, { code: 401, data: null, msg: "Please log in.", error: "UNAUTHORIZED" });
      if (url.pathname === "/api/user/favourite")
        return json(200, { code: 200, data: { list: options.logos, page: 1, page_size: 12, more: false }, msg: "success" });
      return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
    }),
  );
}

const routes = [{ path: "/brand", element: <BrandKitHubPage /> }];
const hrefOf = (tool: string) => document.querySelector(`[data-tool="${tool}"]`)?.getAttribute("href");

describe("the brand kit page", () => {
  it("links every tool to its page; the logo's tools follow the chosen saved logo", async () => {
    server({ signedIn: true, logos: [saved(7, "Harbor & Pine"), saved(8, "Crumb")] });
    const { router } = renderWithProviders(null, { url: "/brand?logo=8", routes });
    expect(await screen.findByRole("heading", { name: "Brand kit" })).toBeTruthy();
    expect(hrefOf("bizcard")).toBe("/bizcard");
    expect(hrefOf("signature")).toBe("/signature");
    expect(hrefOf("poster")).toBe("/design/new?type=poster");
    // The logo named in the address is chosen.
    await waitFor(() => expect(hrefOf("animation")).toBe("/download/animation?logo=8"));
    expect(screen.getByText("Crumb is chosen")).toBeTruthy();
    expect(hrefOf("vi")).toBe("/download/vi?logo=8");
    expect(hrefOf("ppt")).toBe("/download/ppt?logo=8");
    expect(hrefOf("word")).toBe("/download/word?logo=8");
    expect(hrefOf("profile")).toBe("/download/profile?logo=8");
    expect(hrefOf("center")).toBe("/download?logo=8");
    fireEvent.click(screen.getByRole("radio", { name: "Harbor & Pine" }));
    await waitFor(() => expect(hrefOf("animation")).toBe("/download/animation?logo=7"));
    expect(router.state.location.search).toBe("?logo=7");
  });

  it("asks for a saved logo first, and a visitor to sign in, in English and Chinese", async () => {
    server({ signedIn: true, logos: [] });
    renderWithProviders(null, { url: "/brand", routes });
    expect((await screen.findByTestId("brand-kit-no-logos")).textContent).toContain("Save a logo first");
    expect(hrefOf("animation")).toBeUndefined();
    cleanup();
    server({ signedIn: false, logos: [] });
    renderWithProviders(null, { url: "/brand", routes, language: "zh" });
    expect(await screen.findByText("登录后查看你保存的标志。")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "品牌套件" })).toBeTruthy();
  });
});
