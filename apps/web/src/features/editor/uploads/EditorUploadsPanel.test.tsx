import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DESIGN_DOCUMENT_VERSION, type DesignDocument } from "@studio/design";
import * as imageUpload from "../../../api/image-upload";
import { renderWithProviders } from "../../../testing/render-app";
import { createEditorStore } from "../store/editor-store";
import { EditorStoreProvider } from "../store/editor-store-context";
import { EditorUploadsPanel } from "./EditorUploadsPanel";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const emptyDocument = (): DesignDocument =>
  ({ version: DESIGN_DOCUMENT_VERSION, width: 1080, height: 1080, background: { kind: "solid", color: "#ffffff" }, elements: [] }) as unknown as DesignDocument;

describe("EditorUploadsPanel", () => {
  it("turns a pasted image into an image element through the store's one command, which undo removes", async () => {
    vi.spyOn(imageUpload, "uploadImage").mockImplementation(async (_file, name, options) => {
      options?.onSent?.();
      return { src: "/oss/uploads/7/p.png", name, width: 200, height: 100, aspect: "16:9", style: "auto" };
    });
    const store = createEditorStore({ document: emptyDocument() });
    renderWithProviders(
      <EditorStoreProvider store={store}>
        <EditorUploadsPanel design="new" />
      </EditorStoreProvider>,
    );
    expect(screen.getByRole("button", { name: "Upload images" })).toBeTruthy();
    const event = new Event("paste", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "clipboardData", { value: { files: [new File(["x"], "p.png", { type: "image/png" })], getData: () => "" } });
    act(() => {
      document.dispatchEvent(event);
    });
    await waitFor(() => expect(store.getState().document.elements).toHaveLength(1));
    expect(store.getState().document.elements[0]).toMatchObject({ type: "image", src: "/oss/uploads/7/p.png", width: 200, height: 100, x: 540, y: 540 });
    act(() => store.temporal.getState().undo());
    expect(store.getState().document.elements).toHaveLength(0);
  });
});
