import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-app";
import { DragOverlay } from "./DragOverlay";
import { dragCarriesImages, imageFilesOf, registerImageDropHandler } from "./image-drop";

type FakeData = { types: string[]; items: Array<{ kind: string; type: string }>; files: File[]; dropEffect: string };

/** jsdom has no DragEvent/DataTransfer: a plain event with the fields the overlay reads. */
function drag(type: string, data: FakeData) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: data });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const png = new File(["x"], "logo.png", { type: "image/png" });
const text = new File(["x"], "notes.txt", { type: "text/plain" });
const imageDrag = (): FakeData => ({ types: ["Files"], items: [{ kind: "file", type: "image/png" }], files: [png, text], dropEffect: "none" });
const textDrag = (): FakeData => ({ types: ["Files"], items: [{ kind: "file", type: "text/plain" }], files: [text], dropEffect: "none" });

afterEach(cleanup);

/** Registering re-renders the overlay (it starts listening), so it happens inside act. */
function register(handler: (files: File[]) => void): () => void {
  let unregister = () => undefined as void;
  act(() => {
    unregister = registerImageDropHandler(handler);
  });
  return unregister;
}

describe("image drag detection", () => {
  it("looks at item types while dragging, and at 'Files' when items are missing", () => {
    expect(dragCarriesImages({ types: ["Files"], items: [{ kind: "file", type: "image/jpeg" }] })).toBe(true);
    expect(dragCarriesImages({ types: ["Files"], items: [{ kind: "file", type: "application/pdf" }] })).toBe(false);
    expect(dragCarriesImages({ types: ["text/plain"], items: [{ kind: "string", type: "text/plain" }] })).toBe(false);
    expect(dragCarriesImages({ types: ["Files"], items: null })).toBe(true);
    expect(dragCarriesImages(null)).toBe(false);
    expect(imageFilesOf([png, text])).toEqual([png]);
  });
});

describe("DragOverlay", () => {
  it("appears only while a page accepts images, for image drags, and hands the dropped images over", () => {
    const handler = vi.fn();
    renderWithProviders(<DragOverlay />);
    drag("dragenter", imageDrag());
    expect(screen.queryByTestId("drag-overlay")).toBeNull();

    const unregister = register(handler);
    try {
      drag("dragenter", textDrag());
      expect(screen.queryByTestId("drag-overlay")).toBeNull();
      drag("dragenter", imageDrag());
      expect(screen.getByTestId("drag-overlay").textContent).toContain("Drop your images here");
      const over = drag("dragover", imageDrag());
      expect(over.defaultPrevented).toBe(true);
      const drop = drag("drop", imageDrag());
      expect(drop.defaultPrevented).toBe(true);
      expect(screen.queryByTestId("drag-overlay")).toBeNull();
      expect(handler).toHaveBeenCalledWith([png]);
    } finally {
      act(() => unregister());
    }
  });

  it("stays up while moving across child elements and hides when the drag leaves the window", () => {
    const unregister = register(() => undefined);
    try {
      renderWithProviders(<DragOverlay />);
      drag("dragenter", imageDrag());
      drag("dragenter", imageDrag());
      drag("dragleave", imageDrag());
      expect(screen.queryByTestId("drag-overlay")).not.toBeNull();
      drag("dragleave", imageDrag());
      expect(screen.queryByTestId("drag-overlay")).toBeNull();
    } finally {
      act(() => unregister());
    }
  });
});
