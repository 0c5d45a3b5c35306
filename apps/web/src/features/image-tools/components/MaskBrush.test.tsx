import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dataUrlBytes, readGreyPng } from "../../../testing/grey-png";
import { renderWithProviders } from "../../../testing/render-app";
import { MaskBrush } from "./MaskBrush";

// jsdom has no PointerEvent: a MouseEvent with the pointer's id and type stands in for it.
beforeAll(() => {
  if (typeof window.PointerEvent === "function") return;
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? "mouse";
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
});
afterEach(cleanup);

const NATURAL = { width: 400, height: 200 };
/** The image is shown at half its natural size: 200x100 client pixels from (10, 20). */
const SHOWN = { left: 10, top: 20, width: 200, height: 100, right: 210, bottom: 120, x: 10, y: 20, toJSON: () => ({}) };

function mount(language: "en" | "zh" = "en") {
  const onMaskChange = vi.fn<(mask: string | null) => void>();
  const view = renderWithProviders(<MaskBrush imageUrl="/oss/u/1/photo.png" onMaskChange={onMaskChange} />, { language });
  const image = screen.getByRole("img", { name: language === "en" ? "The image to paint on" : "要涂抹的图片" }) as HTMLImageElement;
  Object.defineProperty(image, "naturalWidth", { value: NATURAL.width });
  Object.defineProperty(image, "naturalHeight", { value: NATURAL.height });
  fireEvent.load(image);
  const surface = screen.getByTestId("mask-brush-surface");
  surface.getBoundingClientRect = () => SHOWN;
  return { ...view, onMaskChange, surface };
}

/** A pointer stroke through client points (pointer 1 unless told). */
function stroke(surface: Element, points: [number, number][], pointerType = "mouse", pointerId = 1) {
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(surface, { pointerId, pointerType, button: 0, clientX: first[0], clientY: first[1] });
  for (const [x, y] of rest) fireEvent.pointerMove(surface, { pointerId, pointerType, clientX: x, clientY: y });
  const last = points.at(-1) ?? first;
  fireEvent.pointerUp(surface, { pointerId, pointerType, clientX: last[0], clientY: last[1] });
}

async function lastMask(onMaskChange: ReturnType<typeof vi.fn<(mask: string | null) => void>>) {
  await waitFor(() => expect(onMaskChange).toHaveBeenCalled());
  const url = onMaskChange.mock.lastCall?.[0];
  if (!url) throw new Error("no mask");
  return readGreyPng(dataUrlBytes(url));
}

const at = (mask: { width: number; pixels: Uint8Array }, x: number, y: number) => mask.pixels[y * mask.width + x];

describe("MaskBrush", () => {
  it("exports a drawn stroke as white pixels where it was drawn, at the image's natural size", async () => {
    const { onMaskChange, surface } = mount();
    // Client (40,70) -> (160,70) is image (60,100) -> (300,100); the default 40 px brush is 40 image px wide at this scale.
    stroke(surface, [
      [40, 70],
      [100, 70],
      [160, 70],
    ]);
    const mask = await lastMask(onMaskChange);
    expect(mask.width).toBe(NATURAL.width);
    expect(mask.height).toBe(NATURAL.height);
    expect(at(mask, 60, 100)).toBe(255);
    expect(at(mask, 180, 100)).toBe(255);
    expect(at(mask, 300, 100)).toBe(255);
    expect(at(mask, 180, 130)).toBe(255); // inside the brush's radius of 40 image px
    expect(at(mask, 180, 150)).toBe(0); // outside it
    expect(at(mask, 10, 10)).toBe(0);
    expect(at(mask, 390, 190)).toBe(0);
    expect(surface.getAttribute("data-strokes")).toBe("1");
  });

  it("takes paint back with the eraser, undoes, redoes and clears", async () => {
    const { onMaskChange, surface } = mount();
    stroke(surface, [
      [40, 70],
      [160, 70],
    ]);
    await lastMask(onMaskChange);
    fireEvent.click(screen.getByTestId("mask-brush-erase"));
    stroke(surface, [[100, 70]]);
    await waitFor(async () => expect(at(await lastMask(onMaskChange), 180, 100)).toBe(0));
    expect(at(await lastMask(onMaskChange), 80, 100)).toBe(255);

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(async () => expect(at(await lastMask(onMaskChange), 180, 100)).toBe(255));
    fireEvent.click(screen.getByRole("button", { name: "Redo" }));
    await waitFor(async () => expect(at(await lastMask(onMaskChange), 180, 100)).toBe(0));
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(onMaskChange).toHaveBeenLastCalledWith(null));
    expect(screen.getByRole("button", { name: "Clear" })).toHaveProperty("disabled", true);
  });

  it("reports no mask when the eraser leaves nothing painted", async () => {
    const { onMaskChange, surface } = mount();
    stroke(surface, [[100, 70]]);
    await lastMask(onMaskChange);
    fireEvent.click(screen.getByTestId("mask-brush-erase"));
    fireEvent.change(screen.getByTestId("mask-brush-size"), { target: { value: "160" } });
    stroke(surface, [[100, 70]]);
    await waitFor(() => expect(onMaskChange).toHaveBeenLastCalledWith(null));
  });

  it("draws with touch and pen, one pointer at a time, and sizes the brush from the slider and keys", async () => {
    const { onMaskChange, surface } = mount();
    expect(surface.style.touchAction).toBe("none");
    fireEvent.change(screen.getByTestId("mask-brush-size"), { target: { value: "8" } });
    fireEvent.keyDown(surface, { key: "]" });
    expect(screen.getByTestId("mask-brush-size")).toHaveProperty("value", "12");
    // A second finger while the first draws is ignored.
    fireEvent.pointerDown(surface, { pointerId: 1, pointerType: "touch", clientX: 40, clientY: 30 });
    fireEvent.pointerDown(surface, { pointerId: 2, pointerType: "touch", clientX: 200, clientY: 110 });
    fireEvent.pointerMove(surface, { pointerId: 2, pointerType: "touch", clientX: 190, clientY: 110 });
    fireEvent.pointerUp(surface, { pointerId: 1, pointerType: "touch", clientX: 40, clientY: 30 });
    const mask = await lastMask(onMaskChange);
    expect(at(mask, 60, 20)).toBe(255);
    expect(at(mask, 380, 180)).toBe(0);
    stroke(surface, [[200, 110]], "pen", 3);
    await waitFor(async () => expect(at(await lastMask(onMaskChange), 380, 180)).toBe(255));
  });

  it("undoes and redoes from the keyboard, and starts over for a new image", async () => {
    const { onMaskChange, surface, router } = mount();
    stroke(surface, [[100, 70]]);
    await lastMask(onMaskChange);
    fireEvent.keyDown(surface, { key: "z", ctrlKey: true });
    await waitFor(() => expect(onMaskChange).toHaveBeenLastCalledWith(null));
    fireEvent.keyDown(surface, { key: "Z", ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(onMaskChange.mock.lastCall?.[0]).toMatch(/^data:image\/png;base64,/));
    expect(router.state.location.pathname).toBe("/");
  });

  it("labels its controls in Chinese", () => {
    mount("zh");
    expect(screen.getByRole("toolbar", { name: "画笔" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "撤销" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "橡皮擦" })).toBeTruthy();
    expect(screen.getByRole("slider", { name: /大小/ })).toBeTruthy();
  });
});

// A new image (the source changed) clears the strokes and reports no mask.
describe("MaskBrush with a new image", () => {
  it("clears the mask", async () => {
    const onMaskChange = vi.fn<(mask: string | null) => void>();
    function Switcher() {
      const [url, setUrl] = useState("/oss/u/1/a.png");
      return (
        <>
          <button type="button" onClick={() => setUrl("/oss/u/1/b.png")}>
            next
          </button>
          <MaskBrush imageUrl={url} onMaskChange={onMaskChange} />
        </>
      );
    }
    renderWithProviders(<Switcher />);
    const image = screen.getByRole("img", { name: "The image to paint on" });
    Object.defineProperty(image, "naturalWidth", { value: 100, configurable: true });
    Object.defineProperty(image, "naturalHeight", { value: 100, configurable: true });
    fireEvent.load(image);
    const surface = screen.getByTestId("mask-brush-surface");
    surface.getBoundingClientRect = () => ({ ...SHOWN, width: 100, height: 100 });
    stroke(surface, [[50, 60]]);
    await waitFor(() => expect(onMaskChange.mock.lastCall?.[0]).toMatch(/^data:/));
    fireEvent.click(screen.getByRole("button", { name: "next" }));
    await waitFor(() => expect(onMaskChange).toHaveBeenLastCalledWith(null));
    // Until the new image has loaded there is nothing to paint on.
    expect(screen.queryByTestId("mask-brush-surface")).toBeNull();
  });
});
