import type { ClassicLogo, ClassicRecipe } from "@studio/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { noChoices } from "./classic-choices";
import { EditPanel } from "./components/EditPanel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, data, msg: "success" }), { status: 200, headers: { "content-type": "application/json" } });

const recipe: ClassicRecipe = {
  layout: "badge-mark-left",
  shape: "hexagon",
  palette: "rustic-heat",
  gradient_angle: null,
  colorway: "primary",
  font: "lobster-400",
  slogan_font: "inter-600",
  mark: { kind: "icon", key: "tabler:anchor", paint: "fill" },
};

function logo(fields: Partial<ClassicLogo>): ClassicLogo {
  return {
    fa_id: null,
    user_id: 0,
    pay_time: null,
    logo_name: "Harbor & Pine",
    slogan: "Coffee by the sea",
    background_color: "#fff7ed",
    background_gradient: null,
    gradient: null,
    mono: false,
    font: { name: [], slogan: [], initial: [] },
    icon_normal: { color: "#9a3412", colors_list: ["#9a3412"], url: "/api/icon/tabler/anchor", position: "left", width_height_rate: 1, layout: 1 },
    icon_container: { color: "#9a3412", mode: "hexagon", url: "" },
    name_icon: { list: [] },
    colors_list: ["#9a3412", "#fdba74"],
    symbol: { kind: "icon", key: "tabler:anchor" },
    index: "b",
    type: "mascot",
    icon_index: 0,
    preselect: false,
    name_caps: false,
    layoutId: 1,
    token: "a1a1a1a1a1a1a1a1",
    like: false,
    is_saved: false,
    is_update: false,
    is_bought: false,
    is_featured: false,
    site_source: "en",
    page: 1,
    uuid: "00000000-0000-4000-8000-000000000001",
    width: 800,
    height: 600,
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"/>',
    design: {},
    recipe,
    ...fields,
  };
}

describe("the edit panel's Apply redraws the same design", () => {
  it("posts the logo's recipe with only the edited slogan, and puts the redrawn logo in its place", async () => {
    const posted: { url: string; body: unknown }[] = [];
    const redrawn = logo({ slogan: "Roasted daily", token: "b2b2b2b2b2b2b2b2" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === "POST") posted.push({ url, body: JSON.parse(String(init.body)) });
        return ok(url === "/api/redrawLogo" ? redrawn : []);
      }),
    );
    const onApply = vi.fn();
    const onClose = vi.fn();
    const original = logo({});
    renderWithProviders(
      <EditPanel
        logo={original}
        brief={{ name: "Harbor & Pine", slogan: "", industry: "" }}
        choices={noChoices}
        shown={[original.token]}
        onClose={onClose}
        onApply={onApply}
      />,
    );
    fireEvent.change(await screen.findByLabelText("Slogan (optional)"), { target: { value: "Roasted daily" } });
    fireEvent.click(screen.getByTestId("cm-edit-apply"));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    // The recipe travels as it came; the unchanged colour, font, symbol and layout are not sent.
    expect(posted).toEqual([{ url: "/api/redrawLogo", body: { recipe, name: "Harbor & Pine", slogan: "Roasted daily" } }]);
    expect(onApply).toHaveBeenCalledWith(original, { ...redrawn, fa_id: null, is_saved: false });
    expect(onClose).toHaveBeenCalled();
  });

  it("sends a changed layout family, and keeps a saved logo's fa_id", async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === "POST") posted.push(JSON.parse(String(init.body)));
        return ok(url === "/api/redrawLogo" ? logo({ layoutId: 2, token: "c3c3c3c3c3c3c3c3" }) : []);
      }),
    );
    const onApply = vi.fn();
    const saved = logo({ fa_id: 9, is_saved: true });
    renderWithProviders(
      <EditPanel
        logo={saved}
        brief={{ name: "Harbor & Pine", slogan: "", industry: "" }}
        choices={noChoices}
        shown={[]}
        onClose={() => undefined}
        onApply={onApply}
      />,
    );
    fireEvent.click(await screen.findByLabelText("Vertical"));
    fireEvent.click(screen.getByTestId("cm-edit-apply"));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([{ recipe, name: "Harbor & Pine", slogan: "Coffee by the sea", layout: 2 }]);
    expect(onApply.mock.calls[0]?.[1]).toMatchObject({ fa_id: 9, layoutId: 2, is_saved: false });
  });
});
