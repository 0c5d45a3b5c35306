import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { defaultCreditCosts } from "@studio/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { sessionUserFixture } from "../../../testing/fixtures";
import { toastStore } from "../../../ui/toast-store";
import { BulkGeneratorPage } from "./BulkGeneratorPage";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => json(200, { code: 200, data, msg: "success" });
const ids = ["11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222", "33333333-3333-4333-8333-333333333333"] as const;
const bulkId = "44444444-4444-4444-8444-444444444444";

function view(taskId: string, status: "SUCCESS" | "GENERATE_FAILED", urls: string[] = []) {
  return {
    taskId,
    progress: "1.00",
    status,
    state: status === "SUCCESS" ? "succeeded" : "cancelled",
    errorCode: null,
    errorMessage: status === "SUCCESS" ? null : "Cancelled.",
    response: { resultUrls: urls },
    resultUrls: urls,
    thumbUrls: urls,
    url: urls[0] ?? null,
    aspect: "1:1",
    width: 1024,
    height: 1024,
    resolution: "1024x1024",
    prompt: "p",
    model: "local",
    provider: "local",
    createTime: "2026-11-26T00:00:00.000Z",
    completeTime: null,
    paramJson: "{}",
  };
}

/** A fake server: line 1 succeeds, line 2's task was cancelled (refunded) and its retry succeeds. */
function mockServer(statusLines: unknown[] = []) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    calls.push({ method, path: url.pathname, ...(init?.body ? { body: JSON.parse(String(init.body)) as unknown } : {}) });
    if (url.pathname === "/api/user") return ok(sessionUserFixture({ ai_credits: 40 }));
    if (url.pathname === "/api/ai-design/models")
      return ok({ default: "local", list: [{ name: "local", provider: "local", label: "Studio", modes: ["quick", "max"], default: true }] });
    if (url.pathname === "/api/credits/costs")
      return ok({ costs: defaultCreditCosts, registerGrant: 24, proMonthlyCredits: 500, freeAiCreditsPerDay: 8, freeDownloadsPerDay: 3 });
    if (url.pathname === "/api/ai-design/bulks" && method === "POST") return ok({ bulkId, taskIds: [ids[0], ids[1]] });
    if (url.pathname === `/api/ai-design/bulks/${bulkId}`)
      return ok({
        bulkId,
        createTime: "2026-11-26T00:00:00.000Z",
        model: "local",
        aspect: "1:1",
        lines: statusLines,
        succeeded: 0,
        failed: 0,
        finished: false,
      });
    if (url.pathname === `/api/ai-design/4o-image/result/${ids[0]}`) return ok(view(ids[0], "SUCCESS", ["/oss/ai-images/a/0.png"]));
    if (url.pathname === `/api/ai-design/4o-image/result/${ids[1]}`) return ok(view(ids[1], "GENERATE_FAILED"));
    if (url.pathname === `/api/ai-design/tasks/${ids[1]}/retry` && method === "POST") return ok(ids[2]);
    if (url.pathname === `/api/ai-design/4o-image/result/${ids[2]}`) return ok(view(ids[2], "SUCCESS", ["/oss/ai-images/c/0.png"]));
    return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.set([]);
});

describe("bulk image generator page", () => {
  it("sends the typed lines as one bulk at the shown cost, shows each line's end, retries the failed line alone, and offers the zip", async () => {
    const { calls } = mockServer();
    const { router } = renderWithProviders(<BulkGeneratorPage />, { url: "/design/bulk-image-generator" });
    fireEvent.change(await screen.findByLabelText("Prompts, one per line"), { target: { value: "a red fox\n\n  an owl  \n" } });
    expect(screen.getByTestId("bulk-count").textContent).toContain("Lines: 2");
    await waitFor(() => expect(screen.getByTestId("bulk-cost").getAttribute("data-total")).toBe("8"));
    await screen.findByTestId("model-picker");

    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(router.state.location.search).toContain(`bulk=${bulkId}`));
    const submit = calls.find((call) => call.method === "POST" && call.path === "/api/ai-design/bulks");
    expect(submit?.body).toMatchObject({ prompts: ["a red fox", "an owl"], size: "1:1", model: "local", nVariants: 4, filesUrl: [] });

    const lines = await screen.findAllByTestId("bulk-line");
    expect(lines).toHaveLength(2);
    await waitFor(() => expect(lines[0]?.getAttribute("data-status")).toBe("done"), { timeout: 5000 });
    await waitFor(() => expect(lines[1]?.getAttribute("data-status")).toBe("failed"), { timeout: 5000 });
    expect(within(lines[1] as HTMLElement).getByRole("alert").textContent).toContain("Cancelled.");
    expect(screen.getByTestId("bulk-zip").getAttribute("href")).toBe(`/api/ai-design/bulks/${bulkId}/results.zip`);

    fireEvent.click(screen.getByRole("button", { name: "Retry line 2" }));
    await waitFor(() => expect(screen.getAllByTestId("bulk-line")[1]?.getAttribute("data-status")).toBe("done"), { timeout: 5000 });
    expect(calls.filter((call) => call.path.endsWith("/retry"))).toEqual([{ method: "POST", path: `/api/ai-design/tasks/${ids[1]}/retry` }]);
    expect(screen.getAllByTestId("bulk-result")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "2 of 2 lines done" })).toBeDefined();
  });

  it("reads a CSV file's prompt column, says when it has none, and refuses more lines than a bulk holds", async () => {
    const { calls } = mockServer();
    renderWithProviders(<BulkGeneratorPage />, { url: "/design/bulk-image-generator" });
    const input = await screen.findByTestId("bulk-csv-input");
    fireEvent.change(input, { target: { files: [new File(["text\nhello\n"], "bad.csv", { type: "text/csv" })] } });
    expect((await screen.findByRole("alert")).textContent).toContain("no prompt column");

    fireEvent.change(input, { target: { files: [new File(['\uFEFFprompt,n\r\n"a cat, asleep",1\r\n"two\nlines",2\r\n'], "good.csv", { type: "text/csv" })] } });
    await screen.findByText("Prompts from good.csv: 2");
    expect(
      within(screen.getByTestId("bulk-csv"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["a cat, asleep", "two\nlines"]);

    fireEvent.click(screen.getByRole("button", { name: "Type the prompts instead" }));
    fireEvent.change(screen.getByLabelText("Prompts, one per line"), { target: { value: Array.from({ length: 11 }, (_, i) => `line ${i}`).join("\n") } });
    expect(screen.getByTestId("bulk-count").textContent).toContain("Lines: 11 (at most 10)");
    expect((screen.getByRole("button", { name: "Generate" }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((call) => call.path === "/api/ai-design/bulks")).toBe(false);
  });

  it("shows a bulk in the address again after a reload: finished lines at once, an unfinished one followed to its end", async () => {
    const line = (index: number, taskId: string, done: boolean) => ({
      index,
      prompt: `line ${index + 1}`,
      taskId,
      state: done ? "succeeded" : "running",
      status: done ? "SUCCESS" : "GENERATING",
      progress: done ? "1.00" : "0.30",
      resultUrls: done ? [`/oss/ai-images/${index}/0.png`] : [],
      thumbUrls: [],
      errorMessage: null,
      tries: 1,
    });
    const { calls } = mockServer([line(0, ids[2], true), line(1, ids[0], false)]);
    renderWithProviders(<BulkGeneratorPage />, { url: `/design/bulk-image-generator?bulk=${bulkId}` });
    await waitFor(() => expect(screen.getAllByTestId("bulk-line")).toHaveLength(2));
    expect(screen.getAllByTestId("bulk-line")[0]?.getAttribute("data-status")).toBe("done");
    expect(screen.getAllByTestId("bulk-line")[1]?.getAttribute("data-status")).toBe("running");
    await waitFor(() => expect(screen.getAllByTestId("bulk-line")[1]?.getAttribute("data-status")).toBe("done"), { timeout: 5000 });
    // Nothing was submitted again: the stored bulk's tasks were followed.
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    expect(screen.getAllByTestId("bulk-result")).toHaveLength(2);
  });
});
