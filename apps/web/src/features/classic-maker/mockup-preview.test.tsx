import { cleanup, screen, waitFor } from "@testing-library/react";
import type { ClassicLogo } from "@studio/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { MockupPreview } from "./components/MockupPreview";
import type * as MockupPreviewApi from "./api/mockup-preview-api";

// jsdom draws no canvas: the logo's PNG is stood in for; the request and its answers are the real code's.
vi.mock("./api/mockup-preview-api", async (original) => ({
  ...(await original<typeof MockupPreviewApi>()),
  logoPngDataUrl: vi.fn(async () => "data:image/png;base64,iVBORw0KGgo="),
}));

const logo = {
  token: "c3c3c3c3c3c3c3c3",
  svg: "<svg xmlns='http://www.w3.org/2000/svg'/>",
  width: 800,
  height: 600,
  logo_name: "Harbor",
} as unknown as ClassicLogo;

let bodies: { scene: string; logo: string }[] = [];
beforeEach(() => {
  bodies = [];
  let n = 0;
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => `blob:mockup-${++n}`), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubPreviews(status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe("/api/mockups/preview");
      expect(init?.method).toBe("POST");
      bodies.push(JSON.parse(String(init?.body)) as { scene: string; logo: string });
      return status === 200
        ? new Response(new Blob([new Uint8Array([82, 73, 70, 70])], { type: "image/webp" }), { status, headers: { "content-type": "image/webp" } })
        : new Response(JSON.stringify({ code: status, data: null, msg: "Service unavailable", error: "SYSTEM_BUSY" }), { status });
    }),
  );
}

describe("the classic maker's mockups", () => {
  it("shows the renderer's picture of the logo on each of its scenes, asked for once each", async () => {
    stubPreviews();
    renderWithProviders(<MockupPreview logo={logo} onClose={() => undefined} />);
    for (const name of ["Business card", "T-shirt", "Mug", "Shop sign", "Storefront", "Letterhead", "Envelope", "Shopping bag"])
      expect(await screen.findByRole("img", { name }, { timeout: 5000 })).toHaveProperty("src", expect.stringMatching(/^blob:mockup-/));
    expect(bodies.map((b) => b.scene).sort()).toEqual(["bag", "businessCard", "envelope", "letterhead", "mug", "shirt", "sign", "storefront"]);
    expect(new Set(bodies.map((b) => b.logo))).toEqual(new Set(["data:image/png;base64,iVBORw0KGgo="]));
  });

  it("says so in the scene's place when the picture cannot be drawn", async () => {
    stubPreviews(503);
    renderWithProviders(<MockupPreview logo={{ ...logo, token: "d4d4d4d4d4d4d4d4" }} onClose={() => undefined} />, { language: "zh" });
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(5), { timeout: 8000 });
    expect(screen.getAllByRole("alert")[0]?.textContent).toBe("这个样机暂时无法绘制，请稍后再试。");
  });
});
