import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { defaultCreditCosts } from "@studio/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { sessionUserFixture } from "../../testing/fixtures";
import { toastStore } from "../../ui/toast-store";
import { generatorRoutes } from "./generator-routes";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => json(200, { code: 200, data, msg: "success" });

function view(taskId: string, status: "GENERATING" | "SUCCESS", urls: string[] = []) {
  return {
    taskId,
    progress: status === "SUCCESS" ? "1.00" : "0.40",
    status,
    state: status === "SUCCESS" ? "succeeded" : "running",
    errorCode: null,
    errorMessage: null,
    response: { resultUrls: urls },
    resultUrls: urls,
    thumbUrls: urls,
    url: urls[0] ?? null,
    aspect: "1:1",
    width: 1024,
    height: 1024,
    resolution: "1024x1024",
    prompt: "a red fox",
    model: "local",
    provider: "local",
    createTime: "2026-11-26T00:00:00.000Z",
    completeTime: null,
    paramJson: "{}",
  };
}

/** A fake server: the user, models, costs, works, tasks; a submit answers t1 and its result is 4 images. */
function mockServer() {
  const submits: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/user") return ok(sessionUserFixture({ ai_credits: 40 }));
    if (url.pathname === "/api/ai-design/models")
      return ok({ default: "local", list: [{ name: "local", provider: "local", label: "Studio", modes: ["quick", "max"], default: true }] });
    if (url.pathname === "/api/credits/costs")
      return ok({ costs: defaultCreditCosts, registerGrant: 24, proMonthlyCredits: 500, freeAiCreditsPerDay: 8, freeDownloadsPerDay: 3 });
    if (url.pathname === "/api/user/ai-design/works") return ok({ list: [], page: 1, size: 20 });
    if (url.pathname === "/api/ai-design/tasks/queue") return ok({ limit: 10, unfinished: 0, active: [], failed: [] });
    if (url.pathname === "/oss/aiimage-style/data.json")
      return json(200, {
        product: "aiimage",
        scenes: [
          {
            value: "poster",
            name: { en: "Poster", zh: "海报" },
            items: [{ value: "retro", name: { en: "Retro", zh: "复古" }, prompt: "retro print", src: "/oss/aiimage-style/items/retro.png" }],
          },
        ],
      });
    if (url.pathname === "/api/ai-design/ai-image/4o-image/generate-image" && method === "POST") {
      submits.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return ok("t1");
    }
    if (url.pathname === "/api/ai-design/4o-image/result/t1")
      return ok(
        view(
          "t1",
          "SUCCESS",
          [1, 2, 3, 4].map((i) => `/oss/ai-images/t1/${i}.png`),
        ),
      );
    return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { submits };
}

const routes = [{ path: "/", children: [...generatorRoutes, { path: "*", element: <p>elsewhere</p> }] }];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.set([]);
});

describe("image generator page (spec 02 section 2)", () => {
  it("redirects /creations to /edit, which opens on the creations tab, in Chinese too", async () => {
    mockServer();
    const { router } = renderWithProviders(null, { url: "/creations?lang=zh", routes, language: "zh" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/edit"), { timeout: 5000 });
    expect(router.state.location.search).toBe("?lang=zh");
    expect((await screen.findByRole("tab", { name: "我的作品" })).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByTestId("creations")).toBeTruthy();
  });

  it("opens /design on the playground and switches tabs by address", async () => {
    mockServer();
    const { router } = renderWithProviders(null, { url: "/design", routes });
    expect((await screen.findByRole("tab", { name: "Playground" })).getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("tab", { name: "Creations" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/edit"));
    expect(await screen.findByTestId("creations")).toBeTruthy();
  });

  it("leaves any other /design/{path} to the not-found page", async () => {
    mockServer();
    renderWithProviders(null, { url: "/design/tools/matting", routes });
    // The editor (a large lazy chunk) answers it: its first load in jsdom can take seconds.
    expect(await screen.findByTestId("not-found", {}, { timeout: 12_000 })).toBeTruthy();
  });

  it("focuses the prompt when it is empty with no style, then generates the model's number of images", async () => {
    const { submits } = mockServer();
    renderWithProviders(null, { url: "/design", routes });
    const models = await screen.findByTestId("model-picker");
    expect(within(models).getByText(/Studio \(offline\)/)).toBeTruthy();
    expect(within(models).getByText("4 images")).toBeTruthy();
    expect(within(models).getByText(/without an AI vendor/)).toBeTruthy();
    expect(screen.getByTestId("generation-cost").getAttribute("data-cost")).toBe("4");
    fireEvent.click(screen.getByTestId("generate"));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("prompt")));
    expect(submits).toHaveLength(0);

    fireEvent.change(screen.getByTestId("prompt"), { target: { value: "a red fox" } });
    fireEvent.click(screen.getByLabelText("16:9 Landscape"));
    fireEvent.click(screen.getByTestId("generate"));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]).toMatchObject({
      prompt: "a red fox",
      nVariants: 4,
      size: "16:9",
      model: "local",
      generateMode: "text-to-image",
      productChannel: "aiimage",
      scene: "no-style",
      style: "auto",
      filesUrl: [],
    });
    await waitFor(() => expect(screen.getAllByTestId("generation-result")).toHaveLength(4), { timeout: 5000 });
    // The history keeps it for a reload.
    expect(JSON.parse(localStorage.getItem("image-task-history:chatgpt") ?? "[]")).toEqual([expect.objectContaining({ taskId: "t1", status: "done" })]);
  });

  it("asks for images or a prompt in remix mode, and prices the references", async () => {
    const { submits } = mockServer();
    renderWithProviders(null, { url: "/design", routes });
    fireEvent.click(await screen.findByRole("radio", { name: "Remix" }));
    expect(screen.getByText("Up to 5 images at a time!")).toBeTruthy();
    // 4 per reference image, at least 4.
    expect(screen.getByTestId("generation-cost").getAttribute("data-cost")).toBe("4");
    await screen.findByTestId("model-picker");
    fireEvent.click(screen.getByTestId("generate"));
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toContain("Please upload the images or enter your prompt."));
    expect(submits).toHaveLength(0);
  });

  it("with a style but no prompt and no images says so; with a prompt it sends the scene and style", async () => {
    const { submits } = mockServer();
    renderWithProviders(null, { url: "/design", routes });
    await screen.findByTestId("model-picker");
    await waitFor(() => expect(screen.getByRole("option", { name: "Poster" })).toBeTruthy());
    fireEvent.change(screen.getByLabelText("Style"), { target: { value: "poster" } });
    fireEvent.click(await screen.findByRole("radio", { name: "Retro" }));
    fireEvent.click(screen.getByTestId("generate"));
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toContain("Please upload the images or enter your prompt."));
    expect(submits).toHaveLength(0);
    fireEvent.change(screen.getByTestId("prompt"), { target: { value: "a summer fair" } });
    fireEvent.click(screen.getByTestId("generate"));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]).toMatchObject({ prompt: "a summer fair", scene: "poster", style: "retro" });
  });

  it("takes the hand-over query once: prompt, aspect and a reference image in image-to-image mode", async () => {
    mockServer();
    const { router } = renderWithProviders(null, { url: "/design?prompt=a%20kite&aspect=9%3A16&reference=%2Foss%2Fai-images%2Ft%2F1.png&lang=en", routes });
    await waitFor(() => expect(router.state.location.search).toBe("?lang=en"));
    expect((screen.getByTestId("prompt") as HTMLTextAreaElement).value).toBe("a kite");
    expect(screen.getByRole("radio", { name: "Image to image" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getAllByTestId("reference-image")).toHaveLength(1);
    expect((screen.getByLabelText("9:16 Portrait") as HTMLInputElement).checked).toBe(true);
  });
});
