import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { sessionUserFixture } from "../../../testing/fixtures";
import { currentUserQueryKey } from "../../auth/hooks/use-current-user";
import { FontPicker } from "./FontPicker";

const record = (id: string, catId: number, simplified: boolean) => ({
  cat_id: catId,
  cate_name: simplified ? "中文" : "Sans serif",
  detail_id: catId * 10,
  id,
  font_name: id,
  font_family: id,
  font_url: `/api/font/${id}.woff`,
  font_height: 0.7,
  price: 0,
  simplified,
  font_type: "sans",
  fit_type: "name",
  sort: 0,
});
const catalogue = [
  { cat_id: 1, slug: "sans", cate_name: "Sans serif", fonts: [record("inter-600", 1, false), record("roboto-500", 1, false)] },
  { cat_id: 2, slug: "cjk", cate_name: "中文", fonts: [record("noto-sans-sc-700", 2, true)] },
];
const mine = {
  list: [
    {
      id: 4,
      font_id: "user-4",
      name: "House",
      font_family: "House Sans",
      font_url: "/oss/fonts/users/1/4.ttf?exp=1&sig=s",
      bytes: 10,
      original_format: "ttf",
      saved: true,
      created_at: "2026-11-26T00:00:00.000Z",
    },
  ],
  max: 100,
};

function serve() {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const data = url.startsWith("/api/fontsByCategory") ? catalogue : url.startsWith("/api/user/fonts") ? mine : null;
      return new Response(JSON.stringify({ code: 200, data, msg: "success" }), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return urls;
}

const primed = (user: ReturnType<typeof sessionUserFixture> | null) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQueryKey, user);
  return queryClient;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("FontPicker", () => {
  it("shows the catalogue by category with previews of the text, and picks a font", async () => {
    serve();
    const onChange = vi.fn();
    renderWithProviders(<FontPicker value="inter-600" text="Coffee" onChange={onChange} />, { queryClient: primed(null) });
    const selected = await screen.findByRole("option", { name: /inter-600/ });
    expect(selected.getAttribute("aria-selected")).toBe("true");
    expect(selected.textContent).toContain("Coffee");
    fireEvent.click(screen.getByRole("option", { name: /roboto-500/ }));
    expect(onChange).toHaveBeenCalledWith("roboto-500");
    fireEvent.click(screen.getByRole("tab", { name: "中文" }));
    fireEvent.click(await screen.findByRole("option", { name: /noto-sans-sc-700/ }));
    expect(onChange).toHaveBeenLastCalledWith("noto-sans-sc-700");
    // A visitor is asked to sign in instead of an upload button, and their fonts are never asked for.
    expect(screen.getByRole("button", { name: "Sign in to upload your own fonts." })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upload a font" })).toBeNull();
  });

  it("puts Chinese fonts first on the Chinese site", async () => {
    const urls = serve();
    renderWithProviders(<FontPicker value="" text="咖啡" onChange={() => undefined} />, { language: "zh", queryClient: primed(null) });
    await screen.findByRole("option", { name: /noto-sans-sc-700/ });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["中文", "Sans serif"]);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    expect(urls.some((url) => url.includes("lang=zh"))).toBe(true);
    expect(urls.some((url) => url.startsWith("/api/user/fonts"))).toBe(false);
  });

  it("lists a signed-in user's own fonts first, with the upload button", async () => {
    serve();
    const onChange = vi.fn();
    renderWithProviders(<FontPicker value="user-4" text="Brand" onChange={onChange} />, { queryClient: primed(sessionUserFixture()) });
    const tab = await screen.findByRole("tab", { name: "My fonts" });
    await waitFor(() => expect(tab.getAttribute("aria-selected")).toBe("true"));
    expect((await screen.findByRole("option", { name: /House/ })).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("button", { name: "Upload a font" })).toBeTruthy();
    expect(screen.getByText(/TTF, OTF, WOFF or WOFF2/)).toBeTruthy();
  });
});
