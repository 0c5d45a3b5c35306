import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { pageTool } from "../tool-catalogue";
import { EraseForm } from "./EraseForm";

afterEach(cleanup);

const props = { value: {}, onChange: () => undefined, disabled: false, methods: ["inpaint"] };

describe("EraseForm", () => {
  it("asks for an image before there is one to paint on", () => {
    renderWithProviders(<EraseForm {...props} sourceUrl={null} onMaskChange={vi.fn()} />);
    expect(screen.getByText("Add an image first, then paint over what should disappear.")).toBeTruthy();
    expect(screen.queryByTestId("mask-brush")).toBeNull();
  });

  it("puts the brush over the source image, disabled while a run is going", () => {
    renderWithProviders(<EraseForm {...props} disabled sourceUrl="/oss/u/1/photo.png" onMaskChange={vi.fn()} />);
    const image = screen.getByRole("img", { name: "The image to paint on" });
    expect(image.getAttribute("src")).toBe("/oss/u/1/photo.png");
    expect(screen.getByRole("group", { name: "Paint the area to remove" })).toHaveProperty("disabled", true);
    fireEvent.load(image);
    expect(screen.getByTestId("mask-brush-undo")).toHaveProperty("disabled", true);
  });

  it("is the form of erase and of watermark removal on the tools page", () => {
    expect(pageTool("imagefix")?.Form).toBe(pageTool("watermark")?.Form);
    expect(pageTool("imagefix")?.Form).not.toBeNull();
  });
});
