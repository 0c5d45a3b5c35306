import { parseDesignDocument } from "@studio/design";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { EditorStoreProvider } from "../store/editor-store-context";
import { createEditorStore } from "../store/editor-store";
import { EditorAddPanel, EditorPropertiesPanel } from "./EditorSidePanels";
import { fontsPrimed, qrFixture, textFixture } from "./test-elements";

afterEach(cleanup);

function setup(selection: string[]) {
  const document = parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 1080,
    height: 1080,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "square" },
    elements: [textFixture(), qrFixture()],
  });
  const store = createEditorStore({ document, selection });
  renderWithProviders(
    <EditorStoreProvider store={store}>
      <EditorAddPanel />
      <EditorPropertiesPanel />
    </EditorStoreProvider>,
    { queryClient: fontsPrimed() },
  );
  const element = (id: string) => store.getState().document.elements.find((e) => e.id === id);
  return { store, element, undo: () => store.temporal.getState().undo(), steps: () => store.temporal.getState().pastStates.length };
}

describe("the panels under the editor store", () => {
  it("a panel's patch updates the selected element; typing in a box is one undo step", () => {
    const { element, steps, undo } = setup(["name"]);
    const size = screen.getByLabelText("Font size");
    fireEvent.focus(size);
    fireEvent.change(size, { target: { value: "8" } });
    fireEvent.change(size, { target: { value: "80" } });
    fireEvent.blur(size);
    expect(element("name")).toMatchObject({ fontSize: 80 });
    expect(steps()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Right" }));
    expect(element("name")).toMatchObject({ align: "right" });
    expect(steps()).toBe(2);
    undo();
    undo();
    expect(element("name")).toMatchObject({ fontSize: 72, align: "center" });
  });

  it("with nothing selected the canvas panel changes the document", () => {
    const { store } = setup([]);
    fireEvent.change(screen.getByLabelText("Background colour"), { target: { value: "#000000" } });
    expect(store.getState().document.background).toEqual({ type: "solid", color: "#000000" });
  });

  it("several selected elements share opacity, blend and lock", () => {
    const { element } = setup(["name", "qr"]);
    expect(screen.getByRole("region", { name: "2 elements selected" })).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Lock"));
    expect(element("name")?.locked && element("qr")?.locked).toBe(true);
  });

  it("an add tool adds its element at the canvas centre, selected, as one step", () => {
    const { store, steps } = setup([]);
    fireEvent.click(screen.getByRole("button", { name: "Add a heading" }));
    const added = store.getState().document.elements.at(-1);
    expect(added).toMatchObject({ type: "text", text: "Your heading", x: 540, y: 540 });
    expect(store.getState().selection).toEqual([added?.id]);
    expect(steps()).toBe(1);
    fireEvent.click(screen.getByRole("tab", { name: "Shapes" }));
    fireEvent.click(screen.getByRole("button", { name: "Hexagon" }));
    expect(store.getState().document.elements.at(-1)).toMatchObject({ type: "shape", shape: "hexagon", x: 540, y: 540 });
  });
});
