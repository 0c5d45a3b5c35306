import type { ClassicLogo } from "@studio/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { sessionUserFixture } from "../../testing/fixtures";
import { toastStore } from "../../ui/toast-store";
import { currentUserQueryKey } from "../auth/hooks/use-current-user";
import { noChoices } from "./classic-choices";
import { EditPanel } from "./components/EditPanel";
import { useSaveLogo } from "./hooks/use-save-logo";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.set([]);
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => answer(200, { code: 200, data, msg: "success" });

// The fields the edit panel and the save read; the rest of the entity plays no part here.
function logoFixture(fields: Partial<ClassicLogo>): ClassicLogo {
  return {
    token: "a1a1a1a1a1a1a1a1",
    fa_id: 7,
    logo_name: "Harbor & Pine",
    slogan: "",
    type: "b1",
    font: { name: [], slogan: [] },
    symbol: { kind: "icon", key: "tabler:anchor" },
    layoutId: 1,
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"/>',
    is_bought: false,
    gradient: null,
    ...fields,
  } as unknown as ClassicLogo;
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
