import type { ImageRecord } from "@studio/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { toastStore } from "../../ui/toast-store";
import type { SessionUser } from "../auth/api/auth-api";
import { variantUrl } from "./api/showcase-api";
import { AdminMenuItems } from "./components/AdminMenuItems";
import { ShowcaseCard } from "./components/ShowcaseCard";
import { sessionUserFixture } from "../../testing/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.set([]);
});

const record = (fields: Partial<ImageRecord> = {}): ImageRecord => ({
  id: 12,
  user_id: 7,
  task_id: null,
  groupId: "g",
  action_type: "generate",
  prompt: "Aurora Bakery",
  model: { name: "chatgpt", short_title: "GPT-4o", out_image: "/oss/ai-images/t/0.png" },
  style: "",
  scene: "",
  src: "/oss/ai-images/t/0.png",
  url: "/oss/ai-images/t/0.png",
  preview: "/oss/ai-images/t/0.thumb.webp",
  width: 1024,
  height: 1024,
  aspect: "1:1",
  type: "logo",
  content: {},
  design: null,
  tags: [],
  sample: null,
  created_at: "2026-01-01T00:00:00.000Z",
  user: { id: 7, name: "Maker", email: "maker@example.test", designer_type: 0, blacklisted: false },
  ...fields,
});

const admin = sessionUserFixture({ id: 1, email: "admin@example.test", name: "Admin", is_admin: true, ai_credits: 20 });
const json = (data: unknown, status = 200, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ code: status, data, msg: status === 200 ? "success" : "failed", ...extra }), {
    status,
    headers: { "content-type": "application/json" },
  });

/** Answers /api/user with `me`, other calls with `answer`, and records every call. */
function stubApi(me: SessionUser | null, answer: () => Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? "GET", url, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
      return url === "/api/user" ? json(me) : answer();
    }),
  );
  return calls;
}

const toasts = () => toastStore.getSnapshot().map((item) => item.message);

describe("showcase", () => {
  it("uses the processed 400 and 600 px copies of stored images", () => {
    expect(variantUrl("/oss/ai-images/t/0.png", 400)).toBe("/oss/ai-images/t/0.png?w=400&format=webp");
    expect(variantUrl("/oss/a.png?w=400&format=webp", 600)).toBe("/oss/a.png?w=600&format=webp");
    // An admin's signed link keeps its signature (a clean copy, not the public watermarked one).
    expect(variantUrl("/oss/ai-images/t/1.png?exp=123&sig=abc", 400)).toBe("/oss/ai-images/t/1.png?exp=123&sig=abc&w=400&format=webp");
    expect(variantUrl("https://cdn.example/a.png", 400)).toBe("https://cdn.example/a.png");
  });

  it("features a logo with its id, preview and prompt, then says 'Successfully'", async () => {
    const calls = stubApi(admin, () =>
      json({ img_id: 12, preview: "/oss/ai-images/t/0.thumb.webp", prompt: "Aurora Bakery", created_at: "2026-01-01T00:00:00.000Z" }),
    );
    renderWithProviders(<ShowcaseCard record={record()} onPreview={() => undefined} />);
    expect(screen.getByTestId("showcase-user").textContent).toContain("maker@example.test");
    fireEvent.click(screen.getByRole("button", { name: "Feature this logo" }));
    await waitFor(() => expect(toasts()).toContain("Successfully"));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: "/api/ai-design/featured-samples",
      body: { img_id: 12, preview: "/oss/ai-images/t/0.thumb.webp", prompt: "Aurora Bakery" },
    });
  });

  it("shows the server's message when a featured action fails, and saves 'Image alt' by img_id", async () => {
    const calls = stubApi(admin, () => json(null, 409, { error: "CONFLICT", msg: "This image is already featured." }));
    const sample = { img_id: 12, preview: "/oss/p.webp", prompt: "Old alt", created_at: "2026-01-01T00:00:00.000Z" };
    renderWithProviders(<ShowcaseCard record={record({ sample })} onPreview={() => undefined} />);
    fireEvent.click(screen.getByTestId("showcase-alt"));
    fireEvent.change(screen.getByTestId("showcase-alt-input"), { target: { value: "New alt" } });
    fireEvent.click(screen.getByTestId("showcase-alt-save"));
    await waitFor(() => expect(toasts()).toContain("This image is already featured."));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({ url: "/api/ai-design/featured-samples/12", body: { prompt: "New alt" } });
  });

  it("asks 'Sure to remove?' before an admin removes a logo", async () => {
    const calls = stubApi(admin, () => json({ id: 12 }));
    renderWithProviders(<ShowcaseCard record={record()} onPreview={() => undefined} />);
    fireEvent.click(screen.getByTestId("showcase-remove"));
    expect(screen.getByRole("dialog", { name: "Sure to remove?" })).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(screen.getByTestId("showcase-remove-confirm"));
    await waitFor(() => expect(calls.find((call) => call.method === "DELETE")?.url).toBe("/api/ai-design/ai-images/12"));
  });

  it("offers the admin entries to admins only", async () => {
    stubApi({ ...admin, is_admin: false }, () => json(null));
    const plain = renderWithProviders(<AdminMenuItems onChoose={() => undefined} />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId("admin-showcase-link")).toBeNull();
    plain.unmount();

    stubApi(admin, () => json(null));
    renderWithProviders(<AdminMenuItems onChoose={() => undefined} />);
    expect((await screen.findByTestId("admin-showcase-link")).textContent).toBe("Showcase");
    expect(screen.getByTestId("admin-test-link").textContent).toBe("Test for admin");
  });

  it("speaks Chinese: the entries and the remove question", async () => {
    stubApi(admin, () => json(null));
    renderWithProviders(
      <>
        <AdminMenuItems onChoose={() => undefined} />
        <ShowcaseCard record={record()} onPreview={() => undefined} />
      </>,
      { language: "zh" },
    );
    expect((await screen.findByTestId("admin-showcase-link")).textContent).toBe("作品展示");
    fireEvent.click(screen.getByTestId("showcase-remove"));
    expect(screen.getByRole("dialog", { name: "确定删除吗？" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "设为精选" })).toBeTruthy();
  });
});
