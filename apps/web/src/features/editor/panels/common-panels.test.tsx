import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { CommonPanel } from "./CommonPanel";
import { FillPicker } from "./FillPicker";
import { GRADIENT_CHOICES } from "./editor-defaults";
import { ShadowPanel } from "./ShadowPanel";
import { iconFixture, qrFixture, textFixture } from "./test-elements";

afterEach(cleanup);

describe("CommonPanel", () => {
  it("reports position, size, rotation, opacity, blend mode and lock as patches", () => {
    const onChange = vi.fn();
    renderWithProviders(<CommonPanel element={iconFixture()} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("X"), { target: { value: "12.5" } });
    fireEvent.change(screen.getByLabelText("Y"), { target: { value: "-3" } });
    fireEvent.change(screen.getByLabelText("Width"), { target: { value: "120" } });
    fireEvent.change(screen.getByLabelText("Height"), { target: { value: "9000" } });
    fireEvent.change(screen.getByLabelText("Rotation"), { target: { value: "45" } });
    fireEvent.change(screen.getByLabelText("Opacity"), { target: { value: "0.5" } });
    fireEvent.change(screen.getByLabelText("Blend mode"), { target: { value: "multiply" } });
    fireEvent.click(screen.getByLabelText("Lock"));
    expect(onChange.mock.calls.map(([patch]) => patch)).toEqual([
      { x: 12.5 },
      { y: -3 },
      { width: 120 },
      // A side is held to the 5000 px canvas limit.
      { height: 5000 },
      { rotation: 45 },
      { opacity: 0.5 },
      { blend: "multiply" },
      { locked: true },
    ]);
  });

  it("an emptied number box reports nothing; text has no box size, a QR code has one side", () => {
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(<CommonPanel element={textFixture()} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("X"), { target: { value: "" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByLabelText("Width")).toBeNull();
    unmount();
    renderWithProviders(<CommonPanel element={qrFixture()} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Size"), { target: { value: "300" } });
    expect(onChange).toHaveBeenLastCalledWith({ size: 300 });
  });

  it("speaks Chinese", () => {
    renderWithProviders(<CommonPanel element={iconFixture()} onChange={vi.fn()} />, { language: "zh" });
    expect(screen.getByLabelText("混合模式")).toBeTruthy();
    expect(screen.getByLabelText("锁定")).toBeTruthy();
  });
});

describe("ShadowPanel", () => {
  it("turning the shadow on gives spec 03's defaults (blur 5, x 10, y 10, alpha 0.2); off gives null", () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<ShadowPanel shadow={null} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText("Drop shadow"));
    expect(onChange).toHaveBeenLastCalledWith({ shadow: { blur: 5, x: 10, y: 10, color: "#000000", alpha: 0.2 } });
    rerender(<ShadowPanel shadow={{ blur: 5, x: 10, y: 10, color: "#000000", alpha: 0.2 }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Blur"), { target: { value: "12" } });
    expect(onChange).toHaveBeenLastCalledWith({ shadow: { blur: 12, x: 10, y: 10, color: "#000000", alpha: 0.2 } });
    fireEvent.change(screen.getByLabelText("Shadow colour"), { target: { value: "#FF0000" } });
    expect(onChange).toHaveBeenLastCalledWith({ shadow: { blur: 5, x: 10, y: 10, color: "#ff0000", alpha: 0.2 } });
    fireEvent.click(screen.getByLabelText("Drop shadow"));
    expect(onChange).toHaveBeenLastCalledWith({ shadow: null });
  });
});

describe("FillPicker", () => {
  it("offers spec 03's 50 gradient options; picking one, an angle or radial, and a solid colour are patches", () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<FillPicker color="#112233" gradient={null} onChange={onChange} />);
    const list = screen.getByRole("list", { name: "Gradient" });
    expect(within(list).getAllByRole("button", { name: /^Gradient \d+$/ })).toHaveLength(GRADIENT_CHOICES.length);
    expect(GRADIENT_CHOICES).toHaveLength(50);
    const second = GRADIENT_CHOICES[1];
    fireEvent.click(screen.getByRole("button", { name: "Gradient 2" }));
    expect(onChange).toHaveBeenLastCalledWith({ gradient: { kind: "linear", angle: 0, from: second?.from, to: second?.to } });

    const gradient = { kind: "linear" as const, angle: 0 as const, from: "#000000", to: "#ffffff" };
    rerender(<FillPicker color="#112233" gradient={gradient} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText("45°"));
    expect(onChange).toHaveBeenLastCalledWith({ gradient: { ...gradient, angle: 45 } });
    fireEvent.click(screen.getByLabelText("Radial"));
    expect(onChange).toHaveBeenLastCalledWith({ gradient: { ...gradient, kind: "radial", angle: 0 } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "#00ff00" } });
    expect(onChange).toHaveBeenLastCalledWith({ gradient: { ...gradient, to: "#00ff00" } });
    fireEvent.change(screen.getByLabelText("Colour"), { target: { value: "#ABCDEF" } });
    expect(onChange).toHaveBeenLastCalledWith({ color: "#abcdef", gradient: null });
    fireEvent.click(screen.getByRole("button", { name: "None" }));
    expect(onChange).toHaveBeenLastCalledWith({ gradient: null });
  });
});
