import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { defaultCreditCosts } from "@studio/domain";
import type { ToolAvailability, ToolResult } from "@studio/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { sessionUserFixture } from "../../testing/fixtures";
import { creditConfirmStore } from "../credits/credit-confirm-store";
import { loginPanelStore } from "../session/login-panel-store";
import { toastStore } from "../../ui/toast-store";
import { ImageToolsPage } from "./components/ImageToolsPage";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => json(200, { code: 200, data, msg: "success" });

const tool = (name: ToolAvailability["tool"], over: Partial<ToolAvailability> = {}): ToolAvailability => ({
  tool: name,
  kind: name === "background" ? "matting" : name === "watermark" ? "imagefix" : name,
  cost: 2,
  available: true,
  reason: null,
  needs: null,
  methods: [],
  ...over,
});

function taskView(status: "GENERATING" | "SUCCESS" | "GENERATE_FAILED", urls: string[] = []) {
  return {
    taskId: "00000000-0000-4000-8000-000000000001",
    progress: status === "GENERATING" ? "0.40" : "1.00",
    status,
    state: status === "SUCCESS" ? "succeeded" : status === "GENERATING" ? "running" : "failed",
    errorCode: null,
    errorMessage: status === "GENERATE_FAILED" ? "The tool could not read this image." : null,
    response: { resultUrls: urls },
    resultUrls: urls,
    thumbUrls: urls,
    url: urls[0] ?? null,
    aspect: "1:1",
    width: 500,
    height: 400,
    resolution: "500x400",
    prompt: "",
    model: "matting",
    provider: "local",
    createTime: "2026-11-26T00:00:00.000Z",
    completeTime: null,
    paramJson: "{}",
  };
}

const result = (over: Partial<ToolResult> = {}): ToolResult => ({
  taskId: "00000000-0000-4000-8000-000000000001",
  tool: "matting",
  kind: "matting",
  status: "SUCCESS",
  progress: "1.00",
  data: "/oss/ai-images/00000000/0.png?exp=1&sig=a",
  resultUrls: ["/oss/ai-images/00000000/0.png?exp=1&sig=a"],
  thumbUrls: [],
  method: "flat",
  contentType: "image/png",
  width: 500,
  height: 400,
  imageIds: [77],
  parentId: 5,
  cost: 2,
  paidBy: "credits",
  errorMessage: null,
  ...over,
});

/** A fake server: the user (or a visitor), the tools, record 5, one tool task that succeeds (or fails). */
function mockServer(options: { user?: boolean; fail?: boolean; credits?: number; freeCutouts?: number } = {}) {
  const submits: { path: string; fields: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/user")
      return options.user === false
        ? json(401, { code: 401, data: null, msg: "Sign in", error: "UNAUTHENTICATED" })
        : ok(sessionUserFixture({ ai_credits: options.credits ?? 40 }));
    if (url.pathname === "/api/credits/costs")
      return ok({ costs: defaultCreditCosts, registerGrant: 24, proMonthlyCredits: 500, freeAiCreditsPerDay: 0, freeDownloadsPerDay: 3 });
    if (url.pathname === "/api/ai-design/tools")
      return ok({
        tools: [
          tool("matting", { methods: ["flat"] }),
          tool("fileConverter", { kind: "fileConverter", cost: 1 }),
          tool("cartoonProfile", { available: false, reason: "needs_provider", needs: "openai" }),
          tool("idphoto", { available: false, reason: "not_built" }),
        ],
      });
    if (url.pathname === "/api/ai-design/quotas/ai-logo/info")
      return ok({
        name: "matting",
        cost: 2,
        leftQuotas: 20,
        aiCredits: 40,
        freeCredits: 0,
        freeCreditsPerDay: 0,
        pro: false,
        day: "2026-11-26",
        freeCutouts: options.freeCutouts ?? 0,
        freeCutoutsPerDay: 3,
      });
    if (url.pathname === "/api/ai-design/ai-images/5")
      return ok({
        id: 5,
        user_id: 7,
        task_id: null,
        groupId: "g",
        action_type: "generate",
        prompt: "a fox",
        model: { name: "local", short_title: "Studio", out_image: "" },
        style: "",
        scene: "",
        src: "/oss/uploads/7/fox.png",
        url: "/oss/uploads/7/fox.png",
        preview: "/oss/uploads/7/fox.png",
        width: 500,
        height: 400,
        aspect: "1:1",
        type: "image",
        content: {},
        design: null,
        tags: [],
        sample: null,
        created_at: "2026-11-26T00:00:00.000Z",
      });
    if (url.pathname.startsWith("/api/ai-design/") && method === "POST" && !url.pathname.includes("/tasks/")) {
      const fields = Object.fromEntries([...(init?.body as FormData).entries()].map(([k, v]) => [k, String(v)]));
      submits.push({ path: url.pathname, fields });
      return ok(result({ status: "GENERATING", progress: "0.00", data: null, resultUrls: [], method: null, imageIds: [] }));
    }
    if (url.pathname.endsWith("/4o-image/result/00000000-0000-4000-8000-000000000001"))
      return ok(options.fail ? taskView("GENERATE_FAILED") : taskView("SUCCESS", ["/oss/ai-images/00000000/0.png?exp=1&sig=a"]));
    if (url.pathname === "/api/ai-design/tools/tasks/00000000-0000-4000-8000-000000000001") return ok(result());
    return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { submits };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.set([]);
  creditConfirmStore.set(null);
  loginPanelStore.set({ open: false, reason: "sign-in" });
});

const routes = [{ path: "/design/tools", element: <ImageToolsPage /> }];

describe("image tools page (issue 19)", () => {
  it("lists the tools the server runs, marks a provider-less one, hides an unbuilt one, and opens ?image={id}", async () => {
    mockServer();
    renderWithProviders(null, { url: "/design/tools/?image=5", routes });
    expect(await screen.findByTestId("tool-matting")).toBeTruthy();
    expect(screen.getByTestId("tool-fileConverter")).toBeTruthy();
    // Needs a provider: listed with the note, not a button.
    expect(screen.getByTestId("tool-cartoonProfile").tagName).toBe("SPAN");
    expect(screen.getByTestId("tool-cartoonProfile").textContent).toContain("Needs an AI provider");
    expect(screen.queryByTestId("tool-idphoto")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("tools-source-image").getAttribute("src")).toBe("/oss/uploads/7/fox.png"));
    expect(screen.getByTestId("tools-cost").getAttribute("data-cost")).toBe("2");
  });

  it("runs matting after the confirm, sends the record and the options, and shows before/after, the method and the download", async () => {
    const { submits } = mockServer();
    renderWithProviders(null, { url: "/design/tools/?image=5&tool=matting", routes });
    await waitFor(() => expect(screen.getByTestId("tools-source-image")).toBeTruthy());
    fireEvent.click(await screen.findByTestId("tools-run"));
    // Credits above 0 and a requirement above 1: the confirm dialog first.
    await waitFor(() => expect(creditConfirmStore.getSnapshot()?.required).toBe(2));
    creditConfirmStore.getSnapshot()?.answer(true);
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]?.path).toBe("/api/ai-design/matting");
    expect(submits[0]?.fields).toMatchObject({ async: "1", image: "5", mattingType: "auto", crop: "false" });
    expect(submits[0]?.fields.bgcolor).toBeUndefined();
    await screen.findByTestId("tools-result", {}, { timeout: 5000 });
    expect(screen.getByTestId("tools-result-image").getAttribute("src")).toBe("/oss/ai-images/00000000/0.png?exp=1&sig=a");
    expect(screen.getByTestId("tools-method").textContent).toBe("Method: plain-background colour matting (offline)");
    expect(screen.getByTestId("tools-download").getAttribute("download")).toMatch(/^matting-00000000\.png$/);
    expect(screen.getByTestId("tools-result").getAttribute("data-record")).toBe("77");
  });

  it("spends a free cutout without asking, and says how many are left", async () => {
    const { submits } = mockServer({ freeCutouts: 2 });
    renderWithProviders(null, { url: "/design/tools/?image=5&tool=matting", routes });
    await waitFor(() => expect(screen.getByTestId("tools-cost").textContent).toBe("Free cutouts left today: 2"));
    await waitFor(() => expect(screen.getByTestId("tools-source-image")).toBeTruthy());
    fireEvent.click(screen.getByTestId("tools-run"));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(creditConfirmStore.getSnapshot()).toBeNull();
  });

  it("converts with the format and size fields, and shows a failed run's reason (refunded)", async () => {
    const { submits } = mockServer({ fail: true });
    renderWithProviders(null, { url: "/design/tools/?image=%2Foss%2Fuploads%2F7%2Ffox.png&tool=fileConverter", routes });
    fireEvent.change(await screen.findByTestId("tools-format"), { target: { value: "webp" } });
    fireEvent.change(screen.getByTestId("tools-width"), { target: { value: "256" } });
    fireEvent.click(screen.getByTestId("tools-run"));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]?.path).toBe("/api/ai-design/fileConverter");
    expect(submits[0]?.fields).toMatchObject({ url: "/oss/uploads/7/fox.png", format: "webp", width: "256", quality: "85" });
    expect((await screen.findByTestId("tools-failed", {}, { timeout: 5000 })).textContent).toContain("The tool could not read this image.");
  });

  it("sends a visitor to the login panel instead of running", async () => {
    const { submits } = mockServer({ user: false });
    renderWithProviders(null, { url: "/design/tools/?image=%2Foss%2Fuploads%2F7%2Ffox.png", routes });
    fireEvent.click(await screen.findByTestId("tools-run"));
    await waitFor(() => expect(loginPanelStore.getSnapshot().open).toBe(true));
    expect(submits).toHaveLength(0);
  });

  it("says the image is no longer valid when ?image= names nothing of the user's", async () => {
    mockServer();
    renderWithProviders(null, { url: "/design/tools/?image=999", routes });
    expect((await screen.findByTestId("tools-source-invalid")).textContent).toBe("Image is no longer valid, please re-upload");
  });
});
