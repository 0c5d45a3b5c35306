import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { sessionUserFixture } from "../../../testing/fixtures";
import { currentUserQueryKey } from "../../auth/hooks/use-current-user";
import { AdminFontsPage } from "./AdminFontsPage";

const catalogue = [
  {
    cat_id: 3,
    slug: "serif",
    cate_name: "Serif",
    fonts: [
      {
        cat_id: 3,
        cate_name: "Serif",
        detail_id: 31,
        id: "lora-600",
        font_name: "Lora 600",
        font_family: "Lora",
        font_url: "/api/font/lora/lora-latin-600-normal.woff",
        font_height: 0.68,
        price: 0,
        simplified: false,
        font_type: "serif",
        fit_type: "name",
        sort: 0,
      },
    ],
  },
];

const withUser = (user: ReturnType<typeof sessionUserFixture> | null) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQueryKey, user);
  return queryClient;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AdminFontsPage", () => {
  it("is for admins only", async () => {
    renderWithProviders(<AdminFontsPage />, { queryClient: withUser(null) });
    expect((await screen.findByRole("alert")).textContent).toBe("Sign in as an administrator to manage fonts.");
    cleanup();
    renderWithProviders(<AdminFontsPage />, { queryClient: withUser(sessionUserFixture({ is_admin: false })) });
    expect((await screen.findByRole("alert")).textContent).toBe("Only administrators can manage fonts.");
  });

  it("shows an admin the categories with their fonts and the catalogue's actions", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 200, data: catalogue, msg: "success" }), { status: 200, headers: { "content-type": "application/json" } }),
      ),
    );
    renderWithProviders(<AdminFontsPage />, { queryClient: withUser(sessionUserFixture({ is_admin: true })) });
    expect(await screen.findByText("lora-600")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Serif/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add missing built-in fonts" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove" })).toBeTruthy();
    expect(screen.getByLabelText("Upload a font file into this category")).toBeTruthy();
  });
});
