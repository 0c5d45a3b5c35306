import { parseDesignDocument, type DesignDocument } from "@studio/design";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { createEditorStore } from "../store/editor-store";
import { EditorStoreProvider } from "../store/editor-store-context";
import { EditorPropertiesPanel } from "./EditorSidePanels";
import { trimPatch } from "./picture-colors";
import { imageFixture, shapeFixture, textFixture } from "./test-elements";
import { TrimButton } from "./TrimButton";

afterEach(cleanup);

function design(): DesignDocument {
  return parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 400,
    height: 400,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "square", code: "" },
    elements: [textFixture({ id: "name", color: "#1b4332" }), shapeFixture({ id: "box", fill: "#1e4a37" }), textFixture({ id: "slogan", color: "#e4572e" })],
  });
}

describe("the editor's colour helpers in the panels", () => {
  it("the canvas panel replaces a colour and its near colours across the design, one undo step", () => {
    const store = createEditorStore({ document: design() });
    renderWithProviders(
      <EditorStoreProvider store={store}>
        <EditorPropertiesPanel />
      </EditorStoreProvider>,
    );
    // The green of the name and the box's close green are one colour, used twice.
    const green = screen.getByLabelText("Colour 1 (used 2 times)");
    expect((green as HTMLInputElement).value).toBe("#1b4332");
    fireEvent.change(green, { target: { value: "#003366" } });
    const [name, box, slogan] = store.getState().document.elements;
    expect(name).toMatchObject({ color: "#003366" });
    expect(box).toMatchObject({ fill: "#003366" });
    expect(slogan).toMatchObject({ color: "#e4572e" });
    store.temporal.getState().undo();
    expect(store.getState().document.elements[1]).toMatchObject({ fill: "#1e4a37" });
  });

  it("a selected text's colour picker suggests the design's colours, and a click uses one", async () => {
    const store = createEditorStore({ document: design() });
    store.getState().select(["name"]);
    renderWithProviders(
      <EditorStoreProvider store={store}>
        <EditorPropertiesPanel />
      </EditorStoreProvider>,
      { language: "zh" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "使用 #e4572e" }));
    expect(store.getState().document.elements[0]).toMatchObject({ color: "#e4572e" });
  });

  it("trimming keeps the content in place: the crop is the content box, the element's box shrinks around it", () => {
    // A 200 x 100 picture drawn at 400 x 200 centred at (300, 300), its content at 50..150 x 20..60 of the picture.
    const element = { x: 300, y: 300, width: 400, height: 200, rotation: 0, crop: null };
    const patch = trimPatch(element, { x: 50, y: 20, width: 100, height: 40 }, { width: 200, height: 100 });
    expect(patch).toEqual({ x: 300, y: 280, width: 200, height: 80, crop: { x: 0.25, y: 0.2, width: 0.5, height: 0.4 } });
    expect(trimPatch(element, { x: 0, y: 0, width: 200, height: 100 }, { width: 200, height: 100 })).toBeNull();
  });

  it("the Trim button applies the trim, or says there is nothing to trim", async () => {
    const onChange = vi.fn();
    const patch = { x: 1, y: 2, width: 3, height: 4, crop: { x: 0, y: 0, width: 0.5, height: 0.5 } };
    renderWithProviders(<TrimButton element={imageFixture()} onChange={onChange} trim={vi.fn().mockResolvedValueOnce(patch).mockResolvedValueOnce(null)} />);
    fireEvent.click(screen.getByRole("button", { name: "Trim transparent edges" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(patch));
    fireEvent.click(screen.getByRole("button", { name: "Trim transparent edges" }));
    expect(await screen.findByText("No transparent edges to trim.")).toBeTruthy();
  });
});
