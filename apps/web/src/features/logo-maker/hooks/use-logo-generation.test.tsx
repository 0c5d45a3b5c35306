import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { toastStore } from "../../../ui/toast-store";
import { useLogoGeneration, type LogoRequest } from "./use-logo-generation";

const request: LogoRequest = { prompt: "a coffee shop", brief: { name: "a coffee shop" }, filesUrl: [] };

function resultView(fields: Partial<{ status: string; progress: string; resultUrls: string[]; errorMessage: string | null }>) {
  const urls = fields.resultUrls ?? [];
  return {
    taskId: "t1",
    progress: fields.progress ?? "1.00",
    status: fields.status ?? "SUCCESS",
    state: "succeeded",
    errorCode: null,
    errorMessage: fields.errorMessage ?? null,
    response: { resultUrls: urls },
    resultUrls: urls,
    thumbUrls: urls.map((u) => `${u}?w=400&format=webp`),
    url: urls[0] ?? null,
    aspect: "1:1",
    width: 1024,
    height: 1024,
    resolution: "1024x1024",
    prompt: "a coffee shop",
    model: "local",
    provider: "local",
    createTime: "2026-11-22T00:00:00.000Z",
    completeTime: null,
    paramJson: "{}",
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let start: (r: LogoRequest) => Promise<void> = async () => undefined;
function Probe() {
  const generation = useLogoGeneration();
  start = generation.start;
  return (
    <ul>
      <li data-testid="generating">{String(generation.generating)}</li>
      {generation.slots.map((slot) => (
        <li key={slot.key} data-testid={`slot-${slot.status}`}>
          {slot.url ?? ""}
        </li>
      ))}
    </ul>
  );
}

describe("useLogoGeneration", () => {
  beforeEach(() => {
    // The shortest append delay (300 ms) keeps the tests quick.
    vi.spyOn(Math, "random").mockReturnValue(0);
    toastStore.set([]);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows 4 loading slots, fills those with images and frees the rest", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes("generate-image")) return json(200, { code: 200, data: "t1", msg: "success" });
      return json(200, { code: 200, data: resultView({ resultUrls: ["/oss/a.png", "/oss/b.png"] }), msg: "success" });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<Probe />);
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = start(request);
    });
    expect(await screen.findAllByTestId("slot-loading")).toHaveLength(4);
    expect(screen.getByTestId("generating").textContent).toBe("true");
    await act(() => done);
    expect(screen.getAllByTestId("slot-done").map((li) => li.textContent)).toEqual(["/oss/a.png", "/oss/b.png"]);
    expect(screen.queryAllByTestId("slot-loading")).toHaveLength(0);
    expect(screen.getByTestId("generating").textContent).toBe("false");
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({ nVariants: 4, size: "1:1", prompt: "a coffee shop", brief: { name: "a coffee shop" } });
    expect(typeof body.seed).toBe("number");
  });

  it("a failed task frees every slot and says 'Failed to generate logo' when the server gives no reason, and that it was not charged", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes("generate-image")
          ? json(200, { code: 200, data: "t1", msg: "success" })
          : json(200, { code: 200, data: resultView({ status: "GENERATE_FAILED" }), msg: "success" }),
      ),
    );
    renderWithProviders(<Probe />);
    await act(() => start(request));
    expect(screen.queryAllByTestId(/slot-/)).toHaveLength(0);
    // The server refunds every task that ends GENERATE_FAILED: the toast says so.
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(["Failed to generate logo Your credits were returned: you were not charged."]);
  });

  it("a credit limit (403) at submit frees the slots and says 'Credits is not enough!' (the limit modal names the limit), without retrying", async () => {
    const fetchMock = vi.fn(async () => json(403, { code: 403, data: null, msg: "Free AI credits reached for today!", error: "FREE_AI_LIMIT" }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<Probe />);
    await act(() => start(request));
    await waitFor(() => expect(screen.queryAllByTestId(/slot-/)).toHaveLength(0));
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual(["Credits is not enough!"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a signed-out submit (401) ends quietly: the login panel is open", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { code: 401, data: null, msg: "Please sign in.", error: "UNAUTHORIZED" })),
    );
    renderWithProviders(<Probe />);
    await act(() => start(request));
    await waitFor(() => expect(screen.queryAllByTestId(/slot-/)).toHaveLength(0));
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
