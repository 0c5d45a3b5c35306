import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WorkSummary } from "@studio/contracts";
import { renderWithProviders } from "../../../testing/render-app";
import { toastStore } from "../../../ui/toast-store";
import { MyDesigns } from "./MyDesigns";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => json(200, { code: 200, data, msg: "success" });
const work = (id: number, kind: WorkSummary["kind"], name: string): WorkSummary => ({
  id,
  kind,
  name,
  preset: null,
  width: 1080,
  height: 1080,
  version: 1,
  thumbnail: `/oss/ai-images/0b6c1c9e-4e4e-4a57-9a0e-3f3f8a1d2b1${id}/work-thumb.png?exp=1&sig=x`,
  logo_id: null,
  created_at: "2026-11-26T00:00:00.000Z",
  updated_at: "2026-11-26T00:00:00.000Z",
});

function serve(handler: (method: string, url: string, body: unknown) => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${String(input)}`);
      return handler(method, String(input), init?.body ? JSON.parse(String(init.body)) : undefined);
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.set([]);
});

describe("MyDesigns", () => {
  it("shows only the tabs of kinds the user has, lists a tab's works, and opens one", async () => {
    const calls = serve((_method, url) =>
      url.includes("type=bizcard")
        ? ok({ list: [work(2, "bizcard", "Card")], page: 1, page_size: 12, more: false, kinds: ["design", "bizcard"] })
        : ok({ list: [work(1, "design", "Poster"), work(2, "bizcard", "Card")], page: 1, page_size: 12, more: false, kinds: ["design", "bizcard"] }),
    );
    const onOpen = vi.fn();
    renderWithProviders(<MyDesigns onOpen={onOpen} />);
    const tabs = await screen.findAllByRole("tab");
    await waitFor(() => expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["All", "BizCard", "Design"]));
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("button", { name: "Open Poster" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "BizCard" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Open Poster" })).toBeNull());
    fireEvent.click(await screen.findByRole("button", { name: "Open Card" }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: "Card" }));
    expect(calls).toEqual(["GET /api/user/ai-design/works/list?page=1&type=all", "GET /api/user/ai-design/works/list?page=1&type=bizcard"]);
  });

  it("copies a work to the top, deletes after a confirmation, and says 'Delete failed' when the server refuses", async () => {
    let refuse = false;
    serve((method, url) => {
      if (method === "POST" && url.endsWith("/works/copy")) return ok({ ...work(3, "design", "Poster copy"), document: {} });
      if (method === "DELETE")
        return refuse ? json(409, { code: 409, data: null, msg: "Delete failed", error: "DELETE_FAILED" }) : ok({ id: Number(url.split("/").pop()) });
      return ok({ list: [work(1, "design", "Poster")], page: 1, page_size: 12, more: false, kinds: ["design"] });
    });
    renderWithProviders(<MyDesigns onOpen={() => undefined} />);
    const card = (await screen.findByRole("button", { name: "Open Poster" })).closest("li") as HTMLElement;
    fireEvent.click(within(card).getByRole("button", { name: "Duplicate" }));
    await screen.findByRole("button", { name: "Open Poster copy" });
    expect(screen.getAllByRole("listitem").map((item) => item.getAttribute("data-work-id"))).toEqual(["3", "1"]);

    refuse = true;
    fireEvent.click(within(card).getByRole("button", { name: "Delete" }));
    expect(within(card).getByText("Delete for good?")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain("Delete failed"));
    expect(screen.getByRole("button", { name: "Open Poster" })).toBeTruthy();

    refuse = false;
    fireEvent.click(within(card).getByRole("button", { name: "Delete" }));
    fireEvent.click(within(card).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Open Poster" })).toBeNull());
  });

  it("says so when there are no designs, in Chinese too", async () => {
    serve(() => ok({ list: [], page: 1, page_size: 12, more: true, kinds: [] }));
    renderWithProviders(<MyDesigns onOpen={() => undefined} />, { language: "zh" });
    expect(await screen.findByText("这里还没有设计。")).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["全部"]);
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
  });
});
