import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ViView } from "@studio/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { ViStudio } from "./ViStudio";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const scenes = ["letterhead", "envelope", "businessCard", "mug", "bag", "sign", "storefront"] as const;
const view = (fields: Partial<ViView>): ViView => ({
  fa_id: 7,
  name: "Harbor",
  owner: true,
  access: null,
  level: null,
  scenes: [...scenes],
  card: null,
  ...fields,
});

/** The server's answers: the view, and the saved card echoing the scenes posted. */
function stubServer(answer: ViView) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/vi" && init?.method === "POST") {
        const body = JSON.parse(String(init.body)) as { fa_id: number; scenes: string[] };
        posted.push(body);
        const card = { id: 3, fa_id: body.fa_id, logo_name: "Harbor", svg: "<svg/>", scenes: body.scenes, created_at: "x", updated_at: "x" };
        return new Response(JSON.stringify({ code: 200, data: card, msg: "success" }), { status: 200, headers: { "content-type": "application/json" } });
      }
      expect(url).toBe("/api/vi/logos/7");
      return new Response(JSON.stringify({ code: 200, data: answer, msg: "success" }), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return posted;
}

describe("the VI studio", () => {
  it("shows every scene's preview, offers no download without the right, and saves the ticked scenes", async () => {
    const posted = stubServer(view({}));
    renderWithProviders(<ViStudio faId={7} />);
    for (const name of ["Letterhead", "Envelope", "Business card", "Mug", "Shopping bag", "Shop sign", "Storefront"])
      expect((await screen.findByRole("img", { name }, { timeout: 5000 })).getAttribute("src")).toMatch(/^\/api\/vi\/logos\/7\/scenes\/\w+$/);
    // Until its picture arrives each tile says it is being drawn.
    expect(screen.getAllByText("Drawing the scene…")).toHaveLength(7);
    fireEvent.load(screen.getByRole("img", { name: "Letterhead" }));
    expect(screen.getAllByText("Drawing the scene…")).toHaveLength(6);
    expect(screen.queryByTestId("vi-download-letterhead")).toBeNull();
    expect(screen.queryByTestId("vi-download-all")).toBeNull();
    expect(screen.getByTestId("vi-locked").textContent).toContain("Brand package or with Pro");

    fireEvent.click(screen.getByTestId("vi-include-mug"));
    fireEvent.click(screen.getByTestId("vi-save"));
    await waitFor(() => expect(screen.getByTestId("vi-status").textContent).toBe("VI set saved."));
    expect(posted).toEqual([{ fa_id: 7, scenes: ["letterhead", "envelope", "businessCard", "bag", "sign", "storefront"] }]);
  });

  it("with the right, links each scene's PNG and the saved set's zip, in Chinese too", async () => {
    stubServer(
      view({ access: "pro", card: { id: 3, fa_id: 7, logo_name: "Harbor", svg: "<svg/>", scenes: ["mug", "bag"], created_at: "x", updated_at: "x" } }),
    );
    renderWithProviders(<ViStudio faId={7} />, { language: "zh" });
    const png = await screen.findByTestId("vi-download-envelope", {}, { timeout: 5000 });
    expect(png.getAttribute("href")).toBe("/api/vi/logos/7/scenes/envelope?size=full");
    expect(png.textContent).toBe("下载 PNG");
    expect(screen.getByTestId("vi-download-all").getAttribute("href")).toBe("/api/vi/logos/7/zip?scenes=mug,bag");
    expect((screen.getByTestId("vi-include-letterhead") as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText("已包含在你的 Pro 会员中。")).toBeTruthy();
  });
});
