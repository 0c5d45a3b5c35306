import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { defaultCreditCosts } from "@studio/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { sessionUserFixture } from "../../testing/fixtures";
import { toastStore } from "../../ui/toast-store";
import { creditConfirmStore } from "../credits/credit-confirm-store";
import { IconGeneratorModal } from "./IconGeneratorModal";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => json(200, { code: 200, data, msg: "success" });
const TASK = "0b6c1c9e-4e4e-4a57-9a0e-3f3f8a1d2b10";
const urls = [1, 2].map((i) => `/oss/ai-images/${TASK}/${i}.svg?e=1&s=x`);

function view(status: "GENERATING" | "SUCCESS") {
  const done = status === "SUCCESS";
  return {
    taskId: TASK,
    progress: done ? "1.00" : "0.40",
    status,
    state: done ? "succeeded" : "running",
    errorCode: null,
    errorMessage: null,
    response: { resultUrls: done ? urls : [] },
    resultUrls: done ? urls : [],
    thumbUrls: done ? urls : [],
    url: done ? urls[0] : null,
    aspect: "1:1",
    width: 256,
    height: 256,
    resolution: "256x256",
    prompt: "rocket",
    model: "local",
    provider: "local",
    createTime: "2026-11-26T00:00:00.000Z",
    completeTime: null,
    paramJson: "{}",
  };
}

const toolAnswer = {
  taskId: TASK,
  tool: "aicon",
  kind: "aicon",
  status: "GENERATING",
  progress: "0.00",
  data: null,
  resultUrls: [],
  thumbUrls: [],
  method: null,
  contentType: null,
  width: 0,
  height: 0,
  imageIds: [],
  parentId: null,
  cost: 2,
  paidBy: "credits",
  errorMessage: null,
};

function mockServer(options: { submitStatus?: number } = {}) {
  const submits: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/user") return ok(sessionUserFixture({ ai_credits: 40 }));
      if (url.pathname === "/api/credits/costs")
        return ok({ costs: defaultCreditCosts, registerGrant: 24, proMonthlyCredits: 500, freeAiCreditsPerDay: 8, freeDownloadsPerDay: 3 });
      if (url.pathname === "/oss/icon-generator-style/data.json")
        return json(200, {
          product: "icon-generator",
          scenes: [
            {
              value: "icon",
              name: { en: "Icons", zh: "图标" },
              items: [
                { value: "abstract", name: { en: "Abstract", zh: "抽象" }, prompt: "abstract geometric icon", src: "" },
                { value: "line", name: { en: "Line", zh: "线性" }, prompt: "line icon", src: "" },
              ],
            },
          ],
        });
      if (url.pathname === "/api/ai-design/aicon" && init?.method === "POST") {
        submits.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        if (options.submitStatus === 403) return json(403, { code: 403, data: null, msg: "AI Limit Reached!", error: "AI_LIMIT" });
        return ok(toolAnswer);
      }
      if (url.pathname === `/api/aicon/4o-image/result/${TASK}`) return ok(view("SUCCESS"));
      return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
    }),
  );
  return { submits };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.set([]);
  creditConfirmStore.set(null);
});

describe("icon generator modal (spec 03 section 2)", () => {
  it("requires a prompt, shows the cost, asks to confirm, generates and keeps the icons in its own history", async () => {
    const { submits } = mockServer();
    renderWithProviders(<IconGeneratorModal open onClose={() => undefined} />);
    const form = await screen.findByTestId("icon-generator");
    await waitFor(() => expect(within(form).getByTestId("icon-generator-cost").getAttribute("data-cost")).toBe("2"));
    expect(within(form).getByRole("radio", { name: "Abstract" }).getAttribute("aria-checked")).toBe("true");

    fireEvent.click(within(form).getByRole("button", { name: "Generate icons" }));
    expect(await within(form).findByText("Please describe the icon")).toBeTruthy();
    expect(submits).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText("What should the icon show?"), { target: { value: "rocket" } });
    fireEvent.click(within(form).getByRole("radio", { name: "Line" }));
    fireEvent.change(within(form).getByLabelText("Number of icons"), { target: { value: "2" } });
    fireEvent.click(within(form).getByRole("button", { name: "Generate icons" }));
    // 40 credits and a cost of 2: the spec's confirm dialog before spending.
    await waitFor(() => expect(creditConfirmStore.getSnapshot()?.required).toBe(2));
    creditConfirmStore.getSnapshot()?.answer(true);
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]).toEqual({ prompt: "rocket", style: "line", count: 2, async: true });
    await waitFor(() => expect(screen.getAllByTestId("icon-result")).toHaveLength(2), { timeout: 5000 });
    const stored = JSON.parse(localStorage.getItem("image-task-history:icon-generator") ?? "[]") as { taskId: string; status: string }[];
    expect(stored).toMatchObject([{ taskId: TASK, status: "done" }]);
    expect(screen.getAllByRole("button", { name: "SVG" })).toHaveLength(2);
  });

  it("refuses a count outside the limits before asking the server", async () => {
    const { submits } = mockServer();
    renderWithProviders(<IconGeneratorModal open onClose={() => undefined} />);
    const form = await screen.findByTestId("icon-generator");
    fireEvent.change(within(form).getByLabelText("What should the icon show?"), { target: { value: "rocket" } });
    fireEvent.change(within(form).getByLabelText("Number of icons"), { target: { value: "99" } });
    fireEvent.click(within(form).getByRole("button", { name: "Generate icons" }));
    expect(await within(form).findAllByText("Between 1 and 8 icons")).toHaveLength(2);
    expect(submits).toHaveLength(0);
  });

  it("says 'Credits is not enough!' when the server answers the daily limit (403 AI_LIMIT)", async () => {
    mockServer({ submitStatus: 403 });
    renderWithProviders(<IconGeneratorModal open onClose={() => undefined} />);
    const form = await screen.findByTestId("icon-generator");
    fireEvent.change(within(form).getByLabelText("What should the icon show?"), { target: { value: "rocket" } });
    fireEvent.click(within(form).getByRole("button", { name: "Generate icons" }));
    await waitFor(() => expect(creditConfirmStore.getSnapshot()).not.toBeNull());
    creditConfirmStore.getSnapshot()?.answer(true);
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain("Credits is not enough!"));
  });

  it("shows the history it kept in this browser when opened again, in Chinese", async () => {
    mockServer();
    localStorage.setItem(
      "image-task-history:icon-generator",
      JSON.stringify([
        {
          taskId: TASK,
          createdAt: "2026-11-26T00:00:00.000Z",
          status: "done",
          request: { prompt: "火箭", style: "abstract", count: 2, colors: [], styles: [] },
          result: { urls, thumbs: urls, width: 256, height: 256 },
        },
      ]),
    );
    renderWithProviders(<IconGeneratorModal open onClose={() => undefined} />, { language: "zh" });
    expect(await screen.findByText("火箭")).toBeTruthy();
    expect(screen.getAllByTestId("icon-result")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "我的图标" })).toBeTruthy();
  });
});
