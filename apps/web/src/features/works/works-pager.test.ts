import { describe, expect, it, vi } from "vitest";
import type { WorkList, WorkSummary } from "@studio/contracts";
import { createWorksPager, WORKS_LOAD_THROTTLE_MS } from "./works-pager";

const work = (id: number, kind: WorkSummary["kind"] = "design"): WorkSummary => ({
  id,
  kind,
  name: `Work ${id}`,
  preset: null,
  width: 100,
  height: 100,
  version: 1,
  thumbnail: null,
  logo_id: null,
  created_at: "2026-11-26T00:00:00.000Z",
  updated_at: "2026-11-26T00:00:00.000Z",
});
const page = (page: number, ids: number[], more: boolean): WorkList => ({ list: ids.map((id) => work(id)), page, page_size: 12, more, kinds: ["design"] });

function setup(answers: (WorkList | Error)[]) {
  let clock = 10_000;
  const fetchPage = vi.fn(async (_query: { page: number; type: string }) => {
    void _query;
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  });
  const pager = createWorksPager({ fetchPage, now: () => clock });
  return { pager, fetchPage, tick: (ms: number) => (clock += ms) };
}

describe("the 'My designs' pager (spec 03 section 4)", () => {
  it("steps the page forward per load and keeps loading while there is more", async () => {
    const { pager, fetchPage, tick } = setup([page(1, [1, 2], true), page(2, [3], true)]);
    await pager.setType("all");
    expect(pager.getState()).toMatchObject({ page: 1, hasMore: true, loading: false, loaded: true, kinds: ["design"] });
    tick(WORKS_LOAD_THROTTLE_MS);
    await pager.loadMore();
    expect(pager.getState().page).toBe(2);
    expect(pager.getState().items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(fetchPage.mock.calls.map(([query]) => query)).toEqual([
      { page: 1, type: "all" },
      { page: 2, type: "all" },
    ]);
  });

  it("turns the has-more flag off on an empty page and steps the counter back", async () => {
    const { pager, fetchPage, tick } = setup([page(1, [1], true), page(2, [], true)]);
    await pager.setType("all");
    tick(WORKS_LOAD_THROTTLE_MS);
    await pager.loadMore();
    expect(pager.getState()).toMatchObject({ page: 1, hasMore: false, loading: false });
    tick(WORKS_LOAD_THROTTLE_MS);
    await pager.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it("steps the counter back on an error and only resets the loading flag, so the same page is asked again", async () => {
    const { pager, fetchPage, tick } = setup([page(1, [1], true), new Error("offline"), page(2, [2], false)]);
    await pager.setType("all");
    tick(WORKS_LOAD_THROTTLE_MS);
    await pager.loadMore();
    expect(pager.getState()).toMatchObject({ page: 1, hasMore: true, loading: false });
    expect(pager.getState().items.map((item) => item.id)).toEqual([1]);
    tick(WORKS_LOAD_THROTTLE_MS);
    await pager.loadMore();
    expect(fetchPage.mock.calls.map(([query]) => query.page)).toEqual([1, 2, 2]);
    expect(pager.getState()).toMatchObject({ page: 2, hasMore: false });
  });

  it("loads at most once per 2 seconds and never twice at once", async () => {
    const { pager, fetchPage, tick } = setup([page(1, [1], true), page(2, [2], true), page(3, [3], true)]);
    await pager.setType("all");
    tick(WORKS_LOAD_THROTTLE_MS - 1);
    await pager.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    tick(1);
    const first = pager.loadMore();
    const second = pager.loadMore();
    expect(pager.getState().loading).toBe(true);
    await Promise.all([first, second]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it("starts again from page 1 on another tab at once, dropping the answer of the tab before", async () => {
    let release: (list: WorkList) => void = () => undefined;
    const slow = new Promise<WorkList>((resolve) => (release = resolve));
    const fetchPage = vi.fn((query: { page: number; type: string }) =>
      query.type === "all" ? slow : Promise.resolve({ ...page(1, [9], false), list: [work(9, "bizcard")], kinds: ["bizcard" as const] }),
    );
    const pager = createWorksPager({ fetchPage, now: () => 0 });
    const loadingAll = pager.setType("all");
    await pager.setType("bizcard");
    release(page(1, [1, 2], true));
    await loadingAll;
    expect(pager.getState()).toMatchObject({ type: "bizcard", page: 1, hasMore: false });
    expect(pager.getState().items.map((item) => item.id)).toEqual([9]);
  });

  it("puts a copy first (in its tab) and takes a deleted work out", async () => {
    const { pager } = setup([page(1, [1, 2], false)]);
    await pager.setType("design");
    pager.prepend(work(5, "design"));
    pager.prepend(work(6, "bizcard"));
    pager.remove(1);
    expect(pager.getState().items.map((item) => item.id)).toEqual([5, 2]);
  });
});
