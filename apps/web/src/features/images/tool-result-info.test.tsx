import type { ImageRecord } from "@studio/contracts";
import { isAreaReady } from "@studio/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { CreationCard } from "./components/CreationCard";
import { ToolResultInfo, toolsPathFor } from "./components/ToolResultInfo";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function record(id: number, over: Partial<ImageRecord> = {}): ImageRecord {
  return {
    id,
    user_id: 7,
    task_id: null,
    groupId: `g${id}`,
    action_type: "generate",
    prompt: "",
    model: { name: "local", short_title: "Local", out_image: `/oss/ai-images/t/${id}.png` },
    style: "",
    scene: "",
    src: `/oss/ai-images/t/${id}.png`,
    url: `/oss/ai-images/t/${id}.png`,
    preview: `/oss/ai-images/t/${id}.thumb.webp`,
    width: 640,
    height: 480,
    aspect: "4:3",
    type: "image",
    content: {},
    design: null,
    tags: [],
    sample: null,
    created_at: "2026-11-26T09:00:00.000Z",
    ...over,
  };
}

const cutOut = record(9, { action_type: "tool", parent_id: 5, content: { tool: "matting", method: "flat" } });

/** GET /api/ai-design/ai-images/{id}: record 5 is the source; any other id is gone (404). */
function mockServer() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url.pathname === "/api/ai-design/ai-images/5") return json(200, { code: 200, data: record(5, { prompt: "a harbour logo" }), msg: "success" });
    return json(404, { code: 404, data: null, msg: "Not found", error: "NOT_FOUND" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("ToolResultInfo", () => {
  it("names the tool and the method that made a result", () => {
    renderWithProviders(<ToolResultInfo record={cutOut} />);
    expect(screen.getByTestId("creation-tool").textContent).toBe(
      "Made with Remove background · method: plain-background colour matting (offline)Before / after",
    );
  });

  it("says nothing for a plain generation", () => {
    renderWithProviders(<ToolResultInfo record={record(3)} />);
    expect(screen.queryByTestId("creation-tool")).toBeNull();
  });

  it("opens before/after against the source record, with links to it, loading it only then", async () => {
    const fetchMock = mockServer();
    renderWithProviders(<ToolResultInfo record={cutOut} />);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("creation-compare"));
    const dialog = await screen.findByRole("dialog", { name: "Before and after" });
    await waitFor(() => expect(within(dialog).getByRole("img", { name: "Before" }).getAttribute("src")).toBe("/oss/ai-images/t/5.png"));
    expect(within(dialog).getByRole("img", { name: "After" }).getAttribute("src")).toBe("/oss/ai-images/t/9.png");
    expect(within(dialog).getByTestId("creation-source").getAttribute("href")).toBe("/oss/ai-images/t/5.png");
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("/api/ai-design/ai-images/5");
  });

  it("says so when the source is gone", async () => {
    mockServer();
    renderWithProviders(<ToolResultInfo record={{ ...cutOut, parent_id: 404 }} />);
    fireEvent.click(screen.getByTestId("creation-compare"));
    expect((await screen.findByTestId("creation-source-gone")).textContent).toBe("The source image is no longer there.");
  });

  it("speaks Chinese", () => {
    renderWithProviders(<ToolResultInfo record={cutOut} />, { language: "zh" });
    expect(screen.getByTestId("creation-compare").textContent).toBe("前后对比");
  });
});

describe("CreationCard of a tool result", () => {
  it("shows the tool line and opens the record itself in the tools by id", () => {
    renderWithProviders(<CreationCard record={cutOut} format={(d) => d.toISOString()} onDelete={vi.fn()} onEditTags={vi.fn()} onUseAsReference={vi.fn()} />);
    expect(screen.getByTestId("creation-tool")).toBeTruthy();
    expect(toolsPathFor(9)).toBe("/design/tools/?image=9");
    // Shown once the tools page is switched on (productAreas.imageTools.ready); then it names the record's id.
    const open = screen.queryByTestId("creation-open-tools");
    expect(open !== null).toBe(isAreaReady("imageTools"));
    expect(open?.getAttribute("href") ?? toolsPathFor(9)).toBe("/design/tools/?image=9");
  });
});
