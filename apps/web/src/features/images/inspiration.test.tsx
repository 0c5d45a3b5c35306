import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImageRecord, ImageSample } from "@studio/contracts";
import { renderWithProviders } from "../../testing/render-app";
import { sessionUserFixture } from "../../testing/fixtures";
import { InspirationPage } from "./components/InspirationPage";
import { AdminSamplesPage } from "./components/AdminSamplesPage";

const image = (id: number): ImageRecord => ({
  id,
  user_id: 9,
  task_id: null,
  groupId: `g${id}`,
  action_type: "generate",
  prompt: `record ${id}`,
  model: { name: "local", short_title: "Studio", out_image: "" },
  style: "watercolor",
  scene: "",
  src: `/oss/ai-images/t/${id}.png`,
  url: `/oss/ai-images/t/${id}.png`,
  preview: `/oss/ai-images/t/${id}.thumb.webp`,
  width: 1024,
  height: 576,
  aspect: "16:9",
  type: "image",
  content: {},
  design: null,
  tags: [],
  sample: null,
  created_at: "2026-11-20T10:00:00.000Z",
});

const sample = (id: number): ImageSample => ({
  id,
  type: "image",
  scene: "food",
  style: "flat",
  model: "local",
  prompt: `sample ${id}`,
  src: `/oss/uploads/1/${id}.png`,
  preview: `/oss/uploads/1/${id}.png`,
  aspect: "1:1",
  width: 512,
  height: 512,
  sort: 0,
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
});

/** A fake server: featured samples and admin samples; every call kept as "METHOD path?query". */
function mockServer(admin: boolean) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url.pathname}${url.search}`);
      const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, data, msg: "success" }), { headers: { "content-type": "application/json" } });
      if (url.pathname === "/api/user") return ok(sessionUserFixture({ is_admin: admin }));
      if (url.pathname === "/api/ai-design/featured-samples" && method === "GET")
        return ok([{ img_id: 3, preview: "/oss/ai-images/t/3.png", prompt: "a fox & the moon", created_at: "2026-11-20T10:00:00.000Z", image: image(3) }]);
      if (url.pathname === "/api/ai-design/featured-samples/3" && method === "DELETE") return ok({ id: 3 });
      if (url.pathname === "/api/ai-design/ai-images-samples" && method === "GET") return ok([sample(1), sample(2)]);
      if (url.pathname === "/api/ai-design/ai-images-samples/2" && method === "DELETE") return ok({ id: 2 });
      return new Response(JSON.stringify({ code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" }), { status: 404 });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("inspiration", () => {
  it("'Use this prompt' opens /design with the sample's prompt, aspect and style; no admin tools for users", async () => {
    const calls = mockServer(false);
    renderWithProviders(<InspirationPage />);
    const link = await screen.findByRole("link", { name: "Use this prompt" });
    const url = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect([url.pathname, url.searchParams.get("prompt"), url.searchParams.get("aspect"), url.searchParams.get("style")]).toEqual([
      "/design",
      "a fox & the moon",
      "16:9",
      "watercolor",
    ]);
    expect(calls).toContain("GET /api/ai-design/featured-samples?page=1&size=24&type=image");
    expect(screen.queryByTestId("featured-admin")).toBeNull();
    expect(screen.queryByTestId("featured-cancel")).toBeNull();
  });

  it("an admin cancels a featured sample by img_id", async () => {
    const calls = mockServer(true);
    renderWithProviders(<InspirationPage />);
    expect(await screen.findByTestId("featured-admin")).toBeTruthy();
    fireEvent.click(await screen.findByTestId("featured-cancel"));
    await waitFor(() => expect(calls).toContain("DELETE /api/ai-design/featured-samples/3"));
  });
});

describe("admin image samples", () => {
  it("lists page 1 of 50 and deletes a sample after confirmation", async () => {
    const calls = mockServer(true);
    renderWithProviders(<AdminSamplesPage />);
    expect(await screen.findAllByTestId("sample-card")).toHaveLength(2);
    expect(calls).toContain("GET /api/ai-design/ai-images-samples?page=1&size=50");
    const second = screen.getAllByTestId("sample-card")[1];
    if (!second) throw new Error("no card");
    fireEvent.click(within(second).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this sample?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls).toContain("DELETE /api/ai-design/ai-images-samples/2"));
  });

  it("says the page is for admins to anyone else, and asks the server nothing", async () => {
    const calls = mockServer(false);
    renderWithProviders(<AdminSamplesPage />);
    expect(await screen.findByText("This page is for admins.")).toBeTruthy();
    expect(calls.some((call) => call.includes("ai-images-samples"))).toBe(false);
  });
});
