import { afterEach, describe, expect, it, vi } from "vitest";
import type { Work } from "@studio/contracts";
import { createWork, deleteWork, duplicateWork, fetchWorks, saveWork } from "./works-api";

const work = (version: number): Work => ({
  id: 7,
  kind: "design",
  name: "Poster",
  preset: "poster",
  width: 1000,
  height: 1500,
  version,
  thumbnail: null,
  logo_id: null,
  created_at: "2026-11-26T00:00:00.000Z",
  updated_at: "2026-11-26T00:00:00.000Z",
  document: { version: 2 },
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function answer(...responses: Response[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const next = responses.shift();
      if (!next) throw new Error("no more answers");
      return next;
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("works api", () => {
  it("creates, lists, copies and deletes at the works routes", async () => {
    const calls = answer(
      json(200, { code: 200, data: work(1), msg: "success" }),
      json(200, { code: 200, data: { list: [], page: 2, page_size: 12, more: false, kinds: [] }, msg: "success" }),
      json(200, { code: 200, data: { ...work(1), id: 8 }, msg: "success" }),
      json(200, { code: 200, data: { id: 7 }, msg: "success" }),
    );
    expect(await createWork({ kind: "logo", logo_id: 3 })).toEqual(work(1));
    expect(await fetchWorks({ page: 2, type: "bizcard" })).toMatchObject({ page: 2, more: false });
    expect((await duplicateWork(7)).id).toBe(8);
    expect(await deleteWork(7)).toEqual({ id: 7 });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST /api/user/ai-design/works",
      "GET /api/user/ai-design/works/list?page=2&type=bizcard",
      "POST /api/user/ai-design/works/copy",
      "DELETE /api/user/ai-design/works/7",
    ]);
    expect(calls[0]?.body).toEqual({ kind: "logo", logo_id: 3 });
  });

  it("saves over the version it names, and on a stale version hands back the stored work instead of failing", async () => {
    const calls = answer(
      json(200, { code: 200, data: work(2), msg: "success" }),
      json(409, { code: 409, data: null, msg: "This design was changed elsewhere; the newer version has been loaded.", error: "WORK_CONFLICT" }),
      json(200, { code: 200, data: work(5), msg: "success" }),
    );
    expect(await saveWork(7, { document: { version: 2 }, version: 1 })).toEqual({ status: "saved", work: work(2) });
    expect(await saveWork(7, { document: { version: 2 }, version: 2 })).toEqual({ status: "conflict", work: work(5) });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "PUT /api/user/ai-design/works/7",
      "PUT /api/user/ai-design/works/7",
      "GET /api/user/ai-design/works/7",
    ]);
    expect(calls[1]?.body).toEqual({ document: { version: 2 }, version: 2 });
  });

  it("passes other failures on", async () => {
    answer(json(413, { code: 413, data: null, msg: "This design is too large to save (at most 2 MB).", error: "DESIGN_TOO_LARGE" }));
    await expect(saveWork(7, { document: {}, version: 1 })).rejects.toMatchObject({ status: 413, error: "DESIGN_TOO_LARGE" });
  });
});
