import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImageRecord } from "@studio/contracts";
import { renderWithProviders } from "../../testing/render-app";
import { CreationsPanel } from "./components/CreationsPanel";
import { hasMore } from "./hooks/use-works";
import { toastStore } from "../../ui/toast-store";
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

/**
 * A fake server: the list pages by `page` (filtered by keywords, tag and favourite as the server does),
 * deletes, favourites and tag changes recorded; every list query kept to check the filters sent.
 */
function mockServer(pages: ImageRecord[][], signedIn = true) {
  const deleted: number[] = [];
  const queries: URLSearchParams[] = [];
  const tags = [
    { id: 1, name: "summer", type: "image", user_id: 7 },
    { id: 2, name: "brand", type: "image", user_id: null },
  ];
  const records = new Map(pages.flat().map((r) => [r.id, r]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    const ok = (data: unknown) => json(200, { code: 200, data, msg: "success" });
    if (url.pathname === "/api/user") return signedIn ? ok(user) : json(401, { code: 401, data: null, msg: "Please sign in.", error: "UNAUTHORIZED" });
    if (url.pathname === "/api/ai-design/ai-images/tags") return ok(Number(url.searchParams.get("page")) === 1 ? tags : []);
    if (url.pathname === "/api/ai-design/ai-images" && method === "GET") {
      queries.push(url.searchParams);
      const page = Number(url.searchParams.get("page"));
      const keywords = url.searchParams.get("keywords") ?? "";
      const tag = Number(url.searchParams.get("tag") ?? 0);
      const list = (pages[page - 1] ?? [])
        .map((r) => records.get(r.id) ?? r)
        .filter((r) => !deleted.includes(r.id) && r.prompt.includes(keywords) && (!tag || r.tags.some((t) => t.id === tag)));
      return ok(url.searchParams.get("favourite") ? list.filter((r) => r.favourite) : list);
    }
    const favourite = /^\/api\/ai-design\/ai-images\/(\d+)\/favourite$/.exec(url.pathname);
    if (favourite) {
      const id = Number(favourite[1]);
      const on = method === "PUT";
      const current = records.get(id);
      if (current) records.set(id, { ...current, favourite: on });
      return ok({ id, favourite: on });
    }
    const tagged = /^\/api\/ai-design\/ai-images\/(\d+)\/tags\/(\d+)$/.exec(url.pathname);
    if (tagged) {
      const current = records.get(Number(tagged[1]));
      const tag = tags.find((t) => t.id === Number(tagged[2]));
      if (!current || !tag) return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
      const next = { ...current, tags: method === "PUT" ? [...current.tags.filter((t) => t.id !== tag.id), tag] : current.tags.filter((t) => t.id !== tag.id) };
      records.set(next.id, next);
      return ok(next);
    }
    const match = /^\/api\/ai-design\/ai-images\/(\d+)$/.exec(url.pathname);
    if (match && method === "DELETE") {
      deleted.push(Number(match[1]));
      return ok({ id: Number(match[1]) });
    }
    if (url.pathname === "/oss/aiimage-style/data.json") return json(404, {});
    return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, deleted, queries, records };
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
    renderWithProviders(<CreationsPanel onUseAsReference={() => undefined} />);
    expect(await screen.findAllByTestId("creation-card")).toHaveLength(20);
    const card = screen.getAllByTestId("creation-card")[0];
    if (!card) throw new Error("no card");
    // The lazy image appears once its box is seen (a timer here): wait for it.
    expect((await within(card).findByRole("img")).getAttribute("src")).toBe("/oss/ai-images/t/100.thumb.webp");
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
    renderWithProviders(<CreationsPanel onUseAsReference={() => undefined} />, { language: "zh" });
    expect(await screen.findAllByTestId("creation-card")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "我的作品" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "删除: picture 5" }));
    expect(await screen.findByText("图片及其文件将被删除，且无法恢复。")).toBeTruthy();
    fireEvent.click(screen.getByTestId("creation-delete-confirm"));
    await waitFor(() => expect(screen.getAllByTestId("creation-card")).toHaveLength(1));
    expect(deleted).toEqual([5]);
    expect(screen.queryByText("picture 5")).toBeNull();
  });

  it("asks visitors to sign in and says when there is nothing yet", async () => {
    mockServer([], false);
    renderWithProviders(<CreationsPanel onUseAsReference={() => undefined} />);
    expect(await screen.findByText("Sign in to see your creations.")).toBeTruthy();
    cleanup();
    mockServer([[]]);
    renderWithProviders(<CreationsPanel onUseAsReference={() => undefined} />);
    expect(await screen.findByTestId("creations-empty")).toBeTruthy();
  });

  it("searches by keywords and tag (page 1 again, self only), marks a favourite and adds a tag", async () => {
    const { queries, records } = mockServer([[record(11, { prompt: "red fox" }), record(12, { prompt: "blue whale" })]]);
    renderWithProviders(<CreationsPanel onUseAsReference={() => undefined} />);
    expect(await screen.findAllByTestId("creation-card")).toHaveLength(2);
    fireEvent.change(screen.getByTestId("creations-keywords"), { target: { value: "fox" } });
    fireEvent.submit(screen.getByRole("search"));
    await waitFor(() => expect(screen.getAllByTestId("creation-card")).toHaveLength(1));
    const last = queries[queries.length - 1];
    expect([last?.get("keywords"), last?.get("page"), last?.get("self")]).toEqual(["fox", "1", "1"]);

    const card = screen.getAllByTestId("creation-card")[0];
    if (!card) throw new Error("no card");
    fireEvent.click(within(card).getByRole("button", { name: "Add to favourites" }));
    await waitFor(() => expect(records.get(11)?.favourite).toBe(true));
    expect(within(card).getByRole("button", { name: "Remove from favourites" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(within(card).getByTestId("creation-tags"));
    const dialog = await screen.findByRole("dialog", { name: "Tags of this image" });
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "summer" }));
    await waitFor(() => expect(records.get(11)?.tags.map((t) => t.name)).toEqual(["summer"]));
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain("Success!"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(within(card).getByTestId("creation-tag").textContent).toContain("summer");

    fireEvent.change(screen.getByTestId("creations-tag-filter"), { target: { value: "1" } });
    await waitFor(() => expect(queries[queries.length - 1]?.get("tag")).toBe("1"));
    expect(await screen.findAllByTestId("creation-card")).toHaveLength(1);
  });

  it("groups the variants of one generation", async () => {
    mockServer([[record(21, { groupId: "task-a" }), record(22, { groupId: "task-a" }), record(23, { groupId: "task-b" })]]);
    renderWithProviders(<CreationsPanel onUseAsReference={() => undefined} />);
    expect(await screen.findByText("2 variants of one generation")).toBeTruthy();
    expect(screen.getAllByTestId("creation-card")).toHaveLength(3);
  });
});

describe("the image info popover on a creation card", () => {
  it("opens with model and time, copies the prompt ('Copied' for 1 s), closes on Escape, and 'design' hands the record over", async () => {
    mockServer([[record(5, { prompt: "a red fox", model: { name: "flux-pro", short_title: "FLUX", out_image: "" } })]]);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const used: ImageRecord[] = [];
    renderWithProviders(<CreationsPanel onUseAsReference={(r) => used.push(r)} />);
    const card = (await screen.findAllByTestId("creation-card"))[0];
    if (!card) throw new Error("no card");

    const toggle = within(card).getByRole("button", { name: "Image info" });
    fireEvent.click(toggle);
    const info = within(card).getByTestId("image-info");
    expect(within(info).getByText(/Model: FLUX/)).toBeTruthy();
    expect(info.querySelector("[data-family]")?.getAttribute("data-family")).toBe("flux");
    expect(info.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-20T10:00:00.000Z");
    expect(within(info).getByText(/a red fox/)).toBeTruthy();

    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(within(info).getByTestId("copy-prompt"));
        await Promise.resolve();
      });
      expect(writeText).toHaveBeenCalledWith("a red fox");
      expect(within(info).getByTestId("copy-prompt").textContent).toBe("Copied");
      await act(async () => {
        vi.advanceTimersByTime(999);
      });
      expect(within(info).getByTestId("copy-prompt").textContent).toBe("Copied");
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(within(info).getByTestId("copy-prompt").textContent).toBe("Copy");
    } finally {
      vi.useRealTimers();
    }

    fireEvent.keyDown(document, { key: "Escape" });
    expect(within(card).queryByTestId("image-info")).toBeNull();

    fireEvent.click(toggle);
    fireEvent.click(within(card).getByTestId("design-from-image"));
    expect(used.map((r) => r.id)).toEqual([5]);
    expect(within(card).queryByTestId("image-info")).toBeNull();
  });
});
