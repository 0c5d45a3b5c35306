import type { ImageDescription } from "@studio/contracts";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { ImageDescriber } from "./ImageDescriber";

const paths: string[] = [];
function serveDescription(answer: ImageDescription) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      paths.push(`${init?.method ?? "GET"} ${path}`);
      return new Response(JSON.stringify({ code: 200, data: answer, msg: "success" }), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
}

const image = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  paths.length = 0;
});

describe("ImageDescriber", () => {
  it("shows an offline description with a note that no image-reading model made it (en and zh)", async () => {
    serveDescription({ data: [{ text: "a flat logo or icon, square, mostly red" }], source: "local" });
    renderWithProviders(<ImageDescriber image={image} type="ai-logo" />);
    fireEvent.click(screen.getByRole("button", { name: "Describe this image" }));
    expect((await screen.findByTestId("image-description")).textContent).toContain("a flat logo or icon, square, mostly red");
    expect(screen.getByTestId("description-offline").textContent).toContain("Described offline");
    expect(paths).toEqual(["POST /api/ai-logo/ideogram/describe"]);
    cleanup();
    renderWithProviders(<ImageDescriber image={image} />, { language: "zh" });
    fireEvent.click(screen.getByRole("button", { name: "描述这张图片" }));
    expect((await screen.findByTestId("description-offline")).textContent).toContain("离线描述");
  });

  it("says nothing extra when a vision model described it", async () => {
    serveDescription({ data: [{ text: "A minimalist red fox emblem." }], source: "vendor" });
    renderWithProviders(<ImageDescriber image={image} />);
    fireEvent.click(screen.getByRole("button", { name: "Describe this image" }));
    expect((await screen.findByTestId("image-description")).textContent).toBe("A minimalist red fox emblem.");
    expect(screen.queryByTestId("description-offline")).toBeNull();
  });
});
