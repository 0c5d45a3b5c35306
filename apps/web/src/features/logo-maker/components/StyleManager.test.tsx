import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SaveStyleListRequest, StyleList } from "@studio/contracts";
import { renderWithProviders } from "../../../testing/render-app";
import { StyleManager } from "./StyleManager";

const aiimage: StyleList = {
  product: "aiimage",
  scenes: [
    {
      value: "food",
      name: { en: "Food", zh: "美食" },
      items: [
        { value: "flat", name: { en: "Flat", zh: "扁平" }, prompt: "flat colours", src: "/oss/aiimage-style/items/flat.png?t=1" },
        { value: "ink", name: { en: "Ink", zh: "水墨" }, prompt: "ink wash", src: "/oss/aiimage-style/items/ink.png" },
      ],
    },
  ],
};

/** A fake server: the logo and aiimage lists, and the aiimage save (answering the body as the stored file). */
function mockServer() {
  const saved: SaveStyleListRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const json = (data: unknown) => new Response(JSON.stringify(data), { headers: { "content-type": "application/json" } });
      if (url.pathname === "/oss/ai-logo-style/data.json") return json({ groups: [] });
      if (url.pathname === "/oss/aiimage-style/data.json") return json(aiimage);
      if (url.pathname === "/api/admin/styles/aiimage" && method === "PUT") {
        const body = JSON.parse(String(init?.body)) as SaveStyleListRequest;
        saved.push(body);
        return json({ code: 200, data: { product: "aiimage", ...body }, msg: "success" });
      }
      return new Response(JSON.stringify({ code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" }), { status: 404 });
    }),
  );
  return saved;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("StyleManager product switch", () => {
  it("switches to the image generator's list, edits names, reorders and removes, and saves the whole list", async () => {
    const saved = mockServer();
    renderWithProviders(<StyleManager onClose={() => undefined} />);
    // The logo groups first; the switch shows the aiimage scenes instead.
    expect(screen.getByTestId("style-manager-group")).toBeTruthy();
    fireEvent.change(screen.getByTestId("style-manager-product"), { target: { value: "aiimage" } });
    const items = await screen.findByTestId("product-styles-items");
    expect(screen.queryByTestId("style-manager-group")).toBeNull();
    expect(screen.queryByTestId("style-manager-save")).toBeNull();
    const rows = within(items).getAllByRole("listitem");
    expect(rows.map((row) => row.getAttribute("data-value"))).toEqual(["flat", "ink"]);

    // Rename the second style in Chinese, move it first, then add a scene and remove it again.
    fireEvent.change(within(rows[1]!).getByLabelText("Name (Chinese)"), { target: { value: "中国水墨" } });
    fireEvent.click(within(rows[1]!).getByRole("button", { name: "Move earlier" }));
    fireEvent.click(screen.getByTestId("product-styles-add-scene"));
    expect(screen.getAllByRole("option", { name: "scene-2 / scene-2" })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Remove scene" }));

    fireEvent.click(screen.getByTestId("product-styles-save"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      scenes: [
        {
          value: "food",
          name: { en: "Food", zh: "美食" },
          items: [
            { value: "ink", name: { en: "Ink", zh: "中国水墨" }, prompt: "ink wash", src: "/oss/aiimage-style/items/ink.png" },
            { value: "flat", name: { en: "Flat", zh: "扁平" }, prompt: "flat colours", src: "/oss/aiimage-style/items/flat.png" },
          ],
        },
      ],
    });
  });
});
