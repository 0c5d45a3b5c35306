import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImageRecord } from "@studio/contracts";
import { renderWithProviders } from "../../testing/render-app";
import { CreationsPage } from "./components/CreationsPage";
import { hasMore } from "./hooks/use-works";
import { sessionUserFixture } from "../../testing/fixtures";

const user = sessionUserFixture({ ai_credits: 3, freeCredits: 2 });

function record(id: number, over: Partial<ImageRecord> = {}): ImageRecord {
  return {
    id,
    user_id: 7,
    task_id: null,
    groupId: `g${id}`,
    action_type: "generate",
    prompt: `picture ${id}`,
    model: { name: "flux-pro", short_title: "FLUX", out_image: `/oss/ai-images/t/${id}.png` },
    style: "",
    scene: "",
    src: `/oss/ai-images/t/${id}.png`,
    url: `/oss/ai-images/t/${id}.png`,
    preview: `/oss/ai-images/t/${id}.thumb.webp`,
    width: 1024,
    height: 1024,
    aspect: "1:1",
    type: "image",
    content: {},
    design: null,
    tags: [],
    sample: null,
    created_at: "2026-11-20T10:00:00.000Z",
    ...over,
  };
}

/** A fake server: the works pages by `page`, deletes recorded. */
function mockServer(pages: ImageRecord[][], signedIn = true) {
  const deleted: number[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url.pathname === "/api/user")
      return signedIn
        ? json(200, { code: 200, data: user, msg: "success" })
        : json(401, { code: 401, data: null, msg: "Please sign in.", error: "UNAUTHORIZED" });
    if (url.pathname === "/api/user/ai-design/works") {
      const page = Number(url.searchParams.get("page"));
      return json(200, { code: 200, data: { list: (pages[page - 1] ?? []).filter((r) => !deleted.includes(r.id)), page, size: 20 }, msg: "success" });
    }
    const match = /^\/api\/ai-design\/ai-images\/(\d+)$/.exec(url.pathname);
    if (match && init?.method === "DELETE") {
      deleted.push(Number(match[1]));
      return json(200, { code: 200, data: { id: Number(match[1]) }, msg: "success" });
    }
    return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, deleted };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("creations page", () => {
  it("the more flag is a full page", () => {
    expect(hasMore(Array.from({ length: 20 }, (_, i) => record(i)))).toBe(true);
    expect(hasMore([record(1)])).toBe(false);
    expect(hasMore(undefined)).toBe(false);
  });

  it("shows thumbnails with prompt, model and date, and loads more while pages are full", async () => {
    const first = Array.from({ length: 20 }, (_, i) => record(100 - i));
    mockServer([first, [record(1, { prompt: "the last one", model: { name: "chatgpt", short_title: "GPT-4o", out_image: "" } })]]);
    renderWithProviders(<CreationsPage />);
    expect(await screen.findAllByTestId("creation-card")).toHaveLength(20);
    const card = screen.getAllByTestId("creation-card")[0];
    if (!card) throw new Error("no card");
    expect(within(card).getByRole("img").getAttribute("src")).toBe("/oss/ai-images/t/100.thumb.webp");
    expect(within(card).getByText("picture 100")).toBeTruthy();
    expect(within(card).getByText("FLUX")).toBeTruthy();
    expect(card.querySelector("[data-family]")?.getAttribute("data-family")).toBe("flux");
    expect(within(card).getByText("Nov 20, 2026")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Load More" }));
    await waitFor(() => expect(screen.getAllByTestId("creation-card")).toHaveLength(21));
    expect(screen.getByText("the last one")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  it("deletes a creation after confirmation, in Chinese too", async () => {
    const { deleted } = mockServer([[record(5), record(6)]]);
    renderWithProviders(<CreationsPage />, { language: "zh" });
    expect(await screen.findAllByTestId("creation-card")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "我的作品" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "删除: picture 5" }));
    expect(await screen.findByText("它将从你的作品中移除，且无法恢复。")).toBeTruthy();
    fireEvent.click(screen.getByTestId("creation-delete-confirm"));
    await waitFor(() => expect(screen.getAllByTestId("creation-card")).toHaveLength(1));
    expect(deleted).toEqual([5]);
    expect(screen.queryByText("picture 5")).toBeNull();
  });

  it("asks visitors to sign in and says when there is nothing yet", async () => {
    mockServer([], false);
    renderWithProviders(<CreationsPage />);
    expect(await screen.findByText("Sign in to see your creations.")).toBeTruthy();
    cleanup();
    mockServer([[]]);
    renderWithProviders(<CreationsPage />);
    expect(await screen.findByTestId("creations-empty")).toBeTruthy();
  });
});
