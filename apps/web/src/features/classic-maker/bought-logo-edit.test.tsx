import type { ClassicLogo } from "@studio/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { sessionUserFixture } from "../../testing/fixtures";
import { toastStore } from "../../ui/toast-store";
import { currentUserQueryKey } from "../auth/hooks/use-current-user";
import { noChoices } from "./classic-choices";
import { EditPanel } from "./components/EditPanel";
import { SavedLogos } from "./components/SavedLogos";
import { useSaveLogo } from "./hooks/use-save-logo";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.set([]);
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => answer(200, { code: 200, data, msg: "success" });

// A whole saved logo, valid against the contract (GET /api/user/favourite/{id} is checked by it).
function logoFixture(fields: Partial<ClassicLogo>): ClassicLogo {
  return {
    fa_id: 7,
    user_id: 1,
    pay_time: null,
    logo_name: "Harbor & Pine",
    slogan: "",
    background_color: "#ffffff",
    background_gradient: null,
    gradient: null,
    mono: false,
    font: { name: [], slogan: [], initial: [] },
    icon_normal: { color: "#123456", colors_list: ["#123456"], url: "", position: "left", width_height_rate: 1, layout: 1 },
    icon_container: { color: "#123456", mode: "none", url: "" },
    name_icon: { list: [] },
    colors_list: ["#123456"],
    symbol: { kind: "icon", key: "tabler:anchor" },
    index: "b",
    type: "combination",
    icon_index: 0,
    preselect: false,
    name_caps: false,
    layoutId: 1,
    token: "a1a1a1a1a1a1a1a1",
    like: false,
    is_saved: true,
    is_update: false,
    is_bought: false,
    is_featured: false,
    site_source: "en",
    page: 0,
    uuid: "00000000-0000-4000-8000-000000000007",
    width: 800,
    height: 600,
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"/>',
    design: {},
    ...fields,
  };
}

function stubFetch(handler: (url: string, init?: RequestInit) => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => handler(url, init)),
  );
}

const brief = { name: "Harbor & Pine", slogan: "", industry: "" };

function renderPanel(logo: ClassicLogo, language: "en" | "zh" = "en") {
  return renderWithProviders(
    <EditPanel logo={logo} brief={brief} choices={noChoices} shown={[logo.token]} onClose={() => undefined} onApply={() => undefined} />,
    { language },
  );
}

describe("the unlimited-modify tip in the edit panel (spec 03 section 2)", () => {
  it("tells the owner of a bought logo what can change and for how long, in both languages", async () => {
    stubFetch(() => ok([]));
    renderPanel(logoFixture({ is_bought: true }));
    expect((await screen.findByTestId("cm-unlimited-modify-tip")).textContent).toBe(
      "You bought this logo: its name and symbol can be changed for 3 days after the purchase; colours, font, layout and slogan can be changed forever.",
    );
    cleanup();
    renderPanel(logoFixture({ is_bought: true }), "zh");
    expect((await screen.findByTestId("cm-unlimited-modify-tip")).textContent).toBe(
      "您已购买此 LOGO：购买后 3 天内可修改名称和图标，颜色、字体、布局和标语可永久修改。",
    );
  });

  it("is not shown for a logo that is not bought", async () => {
    stubFetch(() => ok([]));
    renderPanel(logoFixture({ is_bought: false }));
    expect(await screen.findByTestId("cm-edit-panel")).toBeTruthy();
    expect(screen.queryByTestId("cm-unlimited-modify-tip")).toBeNull();
  });
});

function SaveButton({ logo }: { logo: ClassicLogo }) {
  const { save } = useSaveLogo(() => undefined);
  return (
    <button type="button" onClick={() => void save(logo)}>
      Save
    </button>
  );
}

describe("saving an edited bought logo", () => {
  it("shows the server's BOUGHT_LOGO_LOCKED message, not 'Save failed'", async () => {
    const calls: string[] = [];
    stubFetch((url, init) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      return answer(403, {
        code: 403,
        data: null,
        msg: "The name and symbol of a bought logo can be changed for 3 days after the purchase.",
        error: "BOUGHT_LOGO_LOCKED",
      });
    });
    const { queryClient } = renderWithProviders(<SaveButton logo={logoFixture({ is_bought: true, logo_name: "Renamed" })} />);
    queryClient.setQueryData(currentUserQueryKey, sessionUserFixture());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((item) => item.message)).toContain(
        "The name and symbol of a bought logo can be changed for 3 days after the purchase.",
      ),
    );
    expect(toastStore.getSnapshot().map((item) => item.message)).not.toContain("Save failed");
    expect(calls).toEqual(["POST /api/user/favourite"]);
  });

  it("says it in Chinese on the Chinese site, and keeps 'Save failed' for other refusals", async () => {
    stubFetch(() => answer(403, { code: 403, data: null, msg: "x", error: "BOUGHT_LOGO_LOCKED" }));
    const zh = renderWithProviders(<SaveButton logo={logoFixture({ is_bought: true })} />, { language: "zh" });
    zh.queryClient.setQueryData(currentUserQueryKey, sessionUserFixture());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastStore.getSnapshot().map((item) => item.message)).toContain("已购买的 LOGO 在购买后 3 天内可修改名称和图标。"));
    cleanup();
    toastStore.set([]);
    stubFetch(() => answer(500, { code: 500, data: null, msg: "Save failed", error: "SAVE_FAILED" }));
    const en = renderWithProviders(<SaveButton logo={logoFixture({})} />);
    en.queryClient.setQueryData(currentUserQueryKey, sessionUserFixture());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastStore.getSnapshot().map((item) => item.message)).toEqual(["Save failed"]));
  });
});

describe("editing a bought logo from the bought list", () => {
  it("opens the whole saved logo with the tip; a renamed drawing saved over it after its 3 days shows BOUGHT_LOGO_LOCKED", async () => {
    const calls: string[] = [];
    const bought = logoFixture({ is_bought: true, fa_id: 7, pay_time: "2026-11-01T10:00:00.000Z" });
    const redrawn = logoFixture({ is_bought: false, fa_id: null, logo_name: "Harbor & Oak", token: "b2b2b2b2b2b2b2b2" });
    const summary = {
      fa_id: 7,
      logo_name: bought.logo_name,
      slogan: "",
      token: bought.token,
      svg: bought.svg,
      is_bought: true,
      pay_time: bought.pay_time,
      created_at: "2026-11-01T09:00:00.000Z",
      updated_at: "2026-11-01T09:00:00.000Z",
    };
    const page = {
      list: [redrawn],
      page: 1,
      more: false,
      selecthash: [],
      selectlog: [],
      select: { icon: 0, palette: 0, font: 0 },
      precom: 0,
      predou: 0,
      matched_icon_ids: [],
      industry_icon_ids: [],
      flipped_template_ids: [],
    };
    const saved: unknown[] = [];
    stubFetch((url, init) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url}`);
      if (method === "POST" && url === "/api/getAllInfo") return ok(page);
      if (method === "POST" && url === "/api/user/favourite") {
        saved.push(JSON.parse(String(init?.body)));
        return answer(403, { code: 403, data: null, msg: "locked", error: "BOUGHT_LOGO_LOCKED" });
      }
      if (url === "/api/user/favourite/7") return ok(bought);
      if (url.startsWith("/api/user/favourite?")) return ok({ list: [summary], page: 1, page_size: 12, more: false });
      return ok([]);
    });
    const { queryClient } = renderWithProviders(<SavedLogos type="bought" />);
    queryClient.setQueryData(currentUserQueryKey, sessionUserFixture());
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    expect((await screen.findByTestId("cm-unlimited-modify-tip")).textContent).toContain("3 days after the purchase");
    fireEvent.change(screen.getByLabelText("Logo name"), { target: { value: "Harbor & Oak" } });
    fireEvent.click(screen.getByTestId("cm-edit-apply"));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((item) => item.message)).toContain(
        "The name and symbol of a bought logo can be changed for 3 days after the purchase.",
      ),
    );
    // The new drawing is saved over the same fa_id, so the server can apply its 3-day rule.
    expect(saved).toMatchObject([{ data: { fa_id: 7, logo_name: "Harbor & Oak" } }]);
    expect(calls).toContain("GET /api/user/favourite/7");
  });
});
