import { parseDesignDocument } from "@studio/design";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { DocumentPanel } from "./DocumentPanel";
import { IconPanel } from "./IconPanel";
import { iconFixture } from "./test-elements";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const documentFixture = () =>
  parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 1000,
    height: 1500,
    background: { type: "solid", color: "#ffeedd" },
    layout: { aspect: "vertical" },
    elements: [],
  });

describe("DocumentPanel", () => {
  it("switches the background between none, a colour and a gradient, and changes the colour", () => {
    const onChange = vi.fn();
    renderWithProviders(<DocumentPanel document={documentFixture()} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Background colour"), { target: { value: "#123456" } });
    fireEvent.change(screen.getByLabelText("Background"), { target: { value: "gradient" } });
    fireEvent.change(screen.getByLabelText("Background"), { target: { value: "transparent" } });
    expect(onChange.mock.calls.map(([patch]) => patch)).toEqual([
      { background: { type: "solid", color: "#123456" } },
      { background: { type: "gradient", kind: "linear", angle: 0, from: "#ffeedd", to: "#000000" } },
      { background: { type: "transparent" } },
    ]);
  });

  it("a gradient background takes the gradient picker's angle", () => {
    const onChange = vi.fn();
    const document = {
      ...documentFixture(),
      background: { type: "gradient" as const, kind: "linear" as const, angle: 0 as const, from: "#000000", to: "#ffffff" },
    };
    renderWithProviders(<DocumentPanel document={document} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText("90°"));
    expect(onChange).toHaveBeenLastCalledWith({ background: { type: "gradient", kind: "linear", angle: 90, from: "#000000", to: "#ffffff" } });
  });

  it("changes the size through the size dialog", () => {
    const onChange = vi.fn();
    renderWithProviders(<DocumentPanel document={documentFixture()} onChange={onChange} />);
    expect(screen.getByText("1000 × 1500 px")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Change size" }));
    fireEvent.change(screen.getByLabelText("Width (px)"), { target: { value: "1500" } });
    fireEvent.change(screen.getByLabelText("Height (px)"), { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: "Use this size" }));
    expect(onChange).toHaveBeenLastCalledWith({ width: 1500, height: 500 });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("IconPanel", () => {
  it("colour and line width are patches; replacing keeps the box and takes the new icon's drawing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.startsWith("/api/icon/")
          ? new Response('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor"><path d="M2 2h20v20z"/></svg>', { status: 200 })
          : new Response(
              JSON.stringify({
                code: 200,
                data: {
                  list: [{ id: "tabler:coffee", set: "tabler", name: "coffee", category: "Food", tags: [], url: "/api/icon/tabler/coffee" }],
                  page: 1,
                  more: false,
                },
                msg: "success",
              }),
              { status: 200, headers: { "content-type": "application/json" } },
            ),
      ),
    );
    const onChange = vi.fn();
    renderWithProviders(<IconPanel element={iconFixture()} onChange={onChange} />, { language: "zh" });
    fireEvent.change(screen.getByLabelText("颜色"), { target: { value: "#ff8800" } });
    expect(onChange).toHaveBeenLastCalledWith({ color: "#ff8800", gradient: null });
    fireEvent.change(screen.getByLabelText("线宽"), { target: { value: "3" } });
    expect(onChange).toHaveBeenLastCalledWith({ strokeWidth: 3 });
    fireEvent.click(screen.getByRole("button", { name: "替换图标" }));
    fireEvent.change(screen.getByLabelText("搜索图标"), { target: { value: "咖啡" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    fireEvent.click(await screen.findByRole("button", { name: "coffee" }, { timeout: 20_000 }));
    await waitFor(
      () =>
        expect(onChange).toHaveBeenLastCalledWith({
          set: "tabler",
          iconId: "coffee",
          viewBox: [0, 0, 24, 24],
          nodes: [{ tag: "path", attrs: { d: "M2 2h20v20z" } }],
          paint: "fill",
        }),
      { timeout: 20_000 },
    );
  }, 45_000);
});
