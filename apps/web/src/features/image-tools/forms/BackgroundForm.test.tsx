import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import type { ToolFields } from "../api/image-tools-api";
import { BackgroundForm } from "./BackgroundForm";

afterEach(cleanup);

/** The form as the page holds it: controlled values, every change reported. */
function Harness({ methods, onValue }: { methods: string[]; onValue(value: ToolFields): void }) {
  const [value, setValue] = useState<ToolFields>({ mode: "colour", colour: "#ffffff" });
  return (
    <BackgroundForm
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      disabled={false}
      methods={methods}
      sourceUrl={null}
      onMaskChange={vi.fn()}
    />
  );
}

describe("BackgroundForm", () => {
  it("offers colour, gradient and the drawn scenes; a radial gradient hides the angle; the shadow can be turned off", () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness methods={["backdrop"]} onValue={onValue} />);
    expect(screen.queryByRole("radio", { name: "Describe it" })).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "Gradient" }));
    expect(screen.getByLabelText("Angle (degrees)")).toBeTruthy();
    fireEvent.change(screen.getByTestId("tools-bg-gradient"), { target: { value: "radial" } });
    expect(screen.queryByLabelText("Angle (degrees)")).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ mode: "gradient", gradient: "radial", colour2: "#4f46e5" }));

    fireEvent.click(screen.getByRole("radio", { name: "Scene" }));
    fireEvent.change(screen.getByTestId("tools-bg-scene"), { target: { value: "bokeh" } });
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ mode: "scene", scene: "bokeh" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Soft shadow under the subject" }));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ shadow: false }));
  });

  it("offers a described background only when the server has a vendor for it", () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness methods={["backdrop", "provider"]} onValue={onValue} />);
    fireEvent.click(screen.getByRole("radio", { name: "Describe it" }));
    fireEvent.change(screen.getByTestId("tools-bg-prompt"), { target: { value: "a quiet beach at dawn" } });
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ mode: "prompt", prompt: "a quiet beach at dawn" }));
  });
});
