import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { CANVAS_PRESETS } from "../panels/editor-defaults";
import { checkCanvasSize } from "./canvas-size";
import { CanvasSizeDialog } from "./CanvasSizeDialog";

afterEach(cleanup);

const bizcard = CANVAS_PRESETS.find((preset) => preset.width === 2000 && preset.height === 1222);
const instagram = CANVAS_PRESETS.find((preset) => preset.width === 1080 && preset.height === 1080);

describe("checkCanvasSize (spec 03 section 5)", () => {
  it("needs a size, at most 5000 px a side; a typed preset size is that preset", () => {
    expect(checkCanvasSize({ preset: null, width: "", height: "500" })).toBe("required");
    expect(checkCanvasSize({ preset: null, width: "0", height: "500" })).toBe("required");
    expect(checkCanvasSize({ preset: null, width: "12.5", height: "500" })).toBe("required");
    expect(checkCanvasSize({ preset: null, width: "5001", height: "500" })).toBe("tooLarge");
    expect(checkCanvasSize({ preset: null, width: "5000", height: "700" })).toEqual({ preset: null, width: 5000, height: 700 });
    expect(checkCanvasSize({ preset: null, width: "1080", height: "1080" })).toEqual({ preset: instagram?.key, width: 1080, height: 1080 });
  });

  it("a business card only changes to its other size", () => {
    const current = { preset: bizcard?.key ?? null, width: 2000, height: 1222 };
    expect(checkCanvasSize({ preset: bizcard?.key ?? null, width: "2000", height: "1222" }, current)).toBe("bizcardSame");
    expect(checkCanvasSize({ preset: null, width: "1222", height: "2000" }, current)).toMatchObject({ width: 1222, height: 2000 });
  });
});

describe("CanvasSizeDialog", () => {
  it("lists spec 03's presets, says 'Please select or enter the canvas size.' when nothing is chosen, and reports the choice", () => {
    const onChoose = vi.fn();
    renderWithProviders(<CanvasSizeDialog open onClose={vi.fn()} onChoose={onChoose} />);
    for (const [width, height] of [
      [2000, 1222],
      [1222, 2000],
      [900, 383],
      [200, 200],
      [1000, 1500],
      [900, 600],
      [1000, 1000],
      [1500, 500],
      [1024, 512],
      [940, 788],
      [820, 312],
      [1080, 1080],
    ])
      expect(screen.getAllByText(`${width} × ${height} px`).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Use this size" }));
    expect(screen.getByRole("alert").textContent).toBe("Please select or enter the canvas size.");
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: /Instagram Post/ }));
    fireEvent.click(screen.getByRole("button", { name: "Use this size" }));
    expect(onChoose).toHaveBeenLastCalledWith({ preset: instagram?.key, width: 1080, height: 1080 });
  });

  it("refuses more than 5000 px and a business card's own size, in Chinese too", () => {
    const onChoose = vi.fn();
    const current = { preset: bizcard?.key ?? null, width: 2000, height: 1222 };
    renderWithProviders(<CanvasSizeDialog open onClose={vi.fn()} onChoose={onChoose} current={current} />);
    fireEvent.change(screen.getByLabelText("Width (px)"), { target: { value: "6000" } });
    fireEvent.change(screen.getByLabelText("Height (px)"), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Use this size" }));
    expect(screen.getByRole("alert").textContent).toBe("width or height must not exceed 5000 px");
    fireEvent.change(screen.getByLabelText("Width (px)"), { target: { value: "2000" } });
    fireEvent.change(screen.getByLabelText("Height (px)"), { target: { value: "1222" } });
    fireEvent.click(screen.getByRole("button", { name: "Use this size" }));
    expect(screen.getByRole("alert").textContent).toBe("Business-card size must not equal the other size");
    expect(onChoose).not.toHaveBeenCalled();
    cleanup();
    renderWithProviders(<CanvasSizeDialog open onClose={vi.fn()} onChoose={onChoose} />, { language: "zh" });
    fireEvent.click(screen.getByRole("button", { name: "使用此尺寸" }));
    expect(screen.getByRole("alert").textContent).toBe("请选择或输入画布尺寸。");
  });
});
