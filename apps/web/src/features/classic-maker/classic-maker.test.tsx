import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { sessionUserFixture } from "../../testing/fixtures";
import { loginPanelStore } from "../session/login-panel-store";
import { ClassicHomeSection, savedLogosPath } from "./components/ClassicHomeSection";
import { ClassicMakerPage } from "./components/ClassicMakerPage";
import { shownTabs, tabOf } from "./favourite-tabs";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  loginPanelStore.set({ open: false, reason: "sign-in" });
});

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, data, msg: "success" }), { status: 200, headers: { "content-type": "application/json" } });

/** Answers each path with its data (a function of the URL for searches) and records the calls. */
function stubApi(answers: Record<string, unknown | ((url: string) => unknown)>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      const path = url.split("?")[0] ?? url;
      const answer = answers[path];
      return json(typeof answer === "function" ? (answer as (u: string) => unknown)(url) : (answer ?? null));
    }),
  );
  return calls;
}

describe("the classic maker's entry (spec 03 section 2)", () => {
  it("the home page's brief needs a name, then opens /generate with it (ampersands as yen signs)", async () => {
    stubApi({ "/api/user": null });
    const { router } = renderWithProviders(<ClassicHomeSection />);
    fireEvent.click(screen.getByRole("button", { name: "Make logos" }));
    expect(screen.getByRole("alert").textContent).toBe("Logo name is required.");
    expect(router.state.location.pathname).toBe("/");
    fireEvent.change(screen.getByLabelText("Logo name"), { target: { value: "Harbor & Pine" } });
    fireEvent.change(screen.getByLabelText("Industry (optional)"), { target: { value: "cafe" } });
    fireEvent.click(screen.getByRole("button", { name: "Make logos" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/generate"));
    expect(router.state.location.search).toBe("?industry=cafe&name=Harbor%20%C2%A5%20Pine");
  });

  it("in Chinese the brief opens /start, and its message is the Chinese one", async () => {
    stubApi({ "/api/user": null });
    const { router } = renderWithProviders(<ClassicHomeSection />, { language: "zh" });
    fireEvent.click(screen.getByRole("button", { name: "生成标志" }));
    expect(screen.getByRole("alert").textContent).toBe("请填写标志名称");
    fireEvent.change(screen.getByLabelText("标志名称"), { target: { value: "港松" } });
    fireEvent.click(screen.getByRole("button", { name: "生成标志" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/start"));
  });

  it("'Go to your saved logos' opens a new tab for a user and the login panel for a visitor", async () => {
    stubApi({ "/api/user": sessionUserFixture({ id: 3 }) });
    const open = vi.fn();
    vi.stubGlobal("open", open);
    renderWithProviders(<ClassicHomeSection />);
    await waitFor(() => {
      fireEvent.click(screen.getByTestId("go-saved-logos"));
      expect(open).toHaveBeenCalledWith(savedLogosPath, "_blank", "noopener");
    });
    cleanup();
    stubApi({ "/api/user": null });
    renderWithProviders(<ClassicHomeSection />);
    fireEvent.click(screen.getByTestId("go-saved-logos"));
    expect(loginPanelStore.getSnapshot().open).toBe(true);
  });

  it("an entry link with an empty name stays on the brief with the message", () => {
    stubApi({ "/api/user": null });
    renderWithProviders(<ClassicMakerPage />, { url: "/generate?name=" });
    expect(screen.getByRole("alert").textContent).toBe("Logo name is required.");
    expect(screen.getByRole("button", { name: /Symbols/ })).toHaveProperty("disabled", true);
  });

  it("a named link opens the symbols step; a search with nothing found says so", async () => {
    const calls = stubApi({
      "/api/user": null,
      "/api/allIconCategory": [{ id: "food", name: "Food", name_zh: "食物", count: 3, sample: [] }],
      "/api/search": { list: [], page: 1, more: false },
    });
    renderWithProviders(<ClassicMakerPage />, { url: "/generate?name=Harbor%20%26%20Pine" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Harbor & Pine");
    await screen.findByRole("button", { name: "Food" });
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "zzzz" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect((await screen.findByTestId("cm-no-icons")).textContent).toBe("Sorry no results found.");
    expect(calls).toContain("/api/search?key=zzzz&page=1");
  });
});

describe("the favourites panel's tabs", () => {
  it("hides the tabs of kinds not built yet and falls back to the first shown tab", () => {
    const ready = (area: string) => area === "classicMaker" || area === "payments";
    const tabs = shownTabs(ready);
    expect(tabs).toEqual(["all", "logo", "saved", "bought", "invoices", "likes"]);
    // Every area ready: every tab, the VI cards (MOCKUP) included.
    expect(shownTabs(() => true)).toEqual(["all", "logo", "bizcard", "design", "sign", "mockup", "saved", "bought", "invoices", "likes"]);
    expect(tabOf("?tab=saved", tabs)).toBe("saved");
    expect(tabOf("?tab=bizcard", tabs)).toBe("all");
  });
});
