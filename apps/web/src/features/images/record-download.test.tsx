import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { defaultCreditCosts } from "@studio/domain";
import type { ImageRecord } from "@studio/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { sessionUserFixture } from "../../testing/fixtures";
import { CreditConfirmHost } from "../credits/components/CreditConfirmHost";
import { readAuxEntry } from "../logo-maker/aux-log";
import { CreationCard } from "./components/CreationCard";
import { recordDownloadSubject } from "./record-target";

const user = sessionUserFixture({ ai_credits: 10, download_left: 0 });

/** A copy (duplicate) of a result: no task of its own, the original's file. */
const copy: ImageRecord = {
  id: 41,
  user_id: user.id,
  task_id: null,
  groupId: "g41",
  action_type: "generate",
  prompt: "red fox",
  model: { name: "flux-pro", short_title: "FLUX", out_image: "/oss/ai-images/0b9c/1.png" },
  style: "",
  scene: "",
  src: "/oss/ai-images/0b9c/1.png",
  url: "/oss/ai-images/0b9c/1.png",
  preview: "/oss/ai-images/0b9c/1.thumb.webp",
  width: 1024,
  height: 1024,
  aspect: "1:1",
  type: "image",
  content: {},
  design: null,
  tags: [],
  sample: null,
  created_at: "2026-11-20T10:00:00.000Z",
};

type Call = { method: string; path: string; query: string; body: unknown };

function mockServer() {
  const calls: Call[] = [];
  const json = (body: unknown) => new Response(JSON.stringify({ code: 200, data: body, msg: "success" }), { headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, path: url.pathname, query: url.search, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
      if (url.pathname === "/api/user") return json(user);
      if (url.pathname === "/api/credits/costs")
        return json({ costs: defaultCreditCosts, registerGrant: 24, proMonthlyCredits: 500, freeAiCreditsPerDay: 8, freeDownloadsPerDay: 3 });
      if (url.pathname === "/api/ai-design/download/status") return json({ jpg: 0, png: 0, svg: 0 });
      if (url.pathname === "/api/ai-design/download/jpg" && method === "POST")
        return json({ url: "/oss/ai-images/jpg/image-41-abcdefghijklmnopqrstuv.jpg", format: "jpg", paid: true, cost: 2, source: "credits" });
      if (url.pathname.startsWith("/oss/ai-images/")) return new Response("file", { status: 200 });
      return new Response(JSON.stringify({ code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" }), { status: 404 });
    }),
  );
  return calls;
}

let saved: string[] = [];
beforeEach(() => {
  localStorage.clear();
  saved = [];
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:file", revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("downloading a record without a task", () => {
  it("a task result keeps its task target; a copy or an upload is downloaded by its record id", () => {
    const taskId = "0b9c2f7e-1111-4222-8333-944455556666";
    expect(recordDownloadSubject({ ...copy, task_id: taskId, src: `/oss/ai-images/${taskId}/2.png?exp=1&sig=x` })).toEqual({ taskId, index: 1 });
    expect(recordDownloadSubject(copy)).toEqual({ imageId: 41 });
    expect(recordDownloadSubject({ ...copy, id: 9, src: "/oss/uploads/7/ref.png" })).toEqual({ imageId: 9 });
  });

  it("the creation card of a copy offers Download; JPG asks the price, then posts {imageId} and saves the file", async () => {
    const calls = mockServer();
    renderWithProviders(
      <>
        <CreationCard
          record={copy}
          format={(d) => d.toISOString()}
          onDelete={() => undefined}
          onEditTags={() => undefined}
          onUseAsReference={() => undefined}
        />
        <CreditConfirmHost />
      </>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Download" }));
    const panel = await screen.findByTestId("download-popover");
    await waitFor(() => expect(calls.some((c) => c.path === "/api/ai-design/download/status")).toBe(true));
    expect(calls.find((c) => c.path === "/api/ai-design/download/status")?.query).toBe("?imageId=41");
    // No logo package is sold for a record (packages are per task result).
    expect(within(panel).queryByTestId("download-buy-package")).toBeNull();

    fireEvent.click(within(panel).getByTestId("download-jpg"));
    expect((await screen.findByTestId("credit-confirm")).textContent).toBe("This uses 2 credits. Continue?");
    fireEvent.click(screen.getByTestId("credit-confirm-continue"));
    await waitFor(() => expect(saved).toEqual(["red-fox-1.jpg"]));
    expect(calls.filter((c) => c.method === "POST")).toEqual([{ method: "POST", path: "/api/ai-design/download/jpg", query: "", body: { imageId: 41 } }]);
    expect(readAuxEntry(user.id, { imageId: 41 }).jpg).toBe("/oss/ai-images/jpg/image-41-abcdefghijklmnopqrstuv.jpg");
  });
});
