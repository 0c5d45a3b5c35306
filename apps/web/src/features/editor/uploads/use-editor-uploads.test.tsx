import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UploadedImage } from "@studio/contracts";
import { ApiError } from "../../../api/client";
import type { UploadOptions } from "../../../api/image-upload";
import { renderWithProviders } from "../../../testing/render-app";
import { DragOverlay } from "../../../ui/DragOverlay";
import { toastStore } from "../../../ui/toast-store";
import { useEditorUploads, type EditorImage, type EditorUploadsDeps } from "./use-editor-uploads";

const png = (name = "logo.png", size = 10) => new File([new Uint8Array(size)], name, { type: "image/png" });
const stored = (name: string): UploadedImage => ({ src: `/oss/uploads/7/${name}`, name, width: 64, height: 32, aspect: "16:9", style: "auto" });

type Pending = { name: string; options: UploadOptions; resolve: (image: UploadedImage) => void; reject: (error: unknown) => void };

/** An upload client the test drives: each call waits until the test answers it. */
function fakeDeps() {
  const pending: Pending[] = [];
  const links: string[] = [];
  const relayed: EditorImage[] = [];
  let clock = 0;
  const deps: EditorUploadsDeps = {
    upload: (_file, name, options) =>
      new Promise<UploadedImage>((resolve, reject) => {
        pending.push({ name, options, resolve, reject });
        options.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
    uploadLink: async (url) => {
      links.push(url);
      return stored("linked.png");
    },
    now: () => clock,
    relay: (image) => {
      relayed.push(image);
      return true;
    },
  };
  return { deps, pending, links, relayed, tick: (ms: number) => (clock += ms) };
}

function Harness({ deps, onImage, onText }: { deps: Partial<EditorUploadsDeps>; onImage: (image: EditorImage) => void; onText?: (text: string) => void }) {
  const uploads = useEditorUploads({ onImage, onText, deps });
  return (
    <div>
      <DragOverlay />
      <button type="button" onClick={uploads.openPicker}>
        pick
      </button>
      <input aria-label="title" />
      <span data-testid="loading">{String(uploads.loading)}</span>
      {uploads.view}
    </div>
  );
}

function setup(onText?: (text: string) => void) {
  const fake = fakeDeps();
  const images: EditorImage[] = [];
  renderWithProviders(<Harness deps={fake.deps} onImage={(image) => images.push(image)} onText={onText} />);
  return { ...fake, images };
}

function paste(data: { files?: File[]; text?: string; html?: string }) {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", {
    value: {
      files: data.files ?? [],
      getData: (format: string) => (format === "text/plain" ? (data.text ?? "") : format === "text/html" ? (data.html ?? "") : ""),
    },
  });
  act(() => {
    document.dispatchEvent(event);
  });
  return event;
}

function drag(type: string, files: File[]) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", {
    value: { types: ["Files"], items: files.map((f) => ({ kind: "file", type: f.type })), files, dropEffect: "none" },
  });
  act(() => {
    window.dispatchEvent(event);
  });
}

const statusOf = (name: string) => screen.getByText(name).closest("li")?.getAttribute("data-status");

afterEach(cleanup);

describe("useEditorUploads", () => {
  it("uploads picked images through uploadImage: uploading with percentage and speed, then waitToSave, saving, success; the editor and the SDK parent get the image", async () => {
    const fake = setup();
    fireEvent.change(screen.getByTestId("editor-upload-input"), {
      target: { files: [png("a.png", 1000), new File(["x"], "notes.txt", { type: "text/plain" })] },
    });
    await waitFor(() => expect(fake.pending).toHaveLength(1));
    expect(statusOf("a.png")).toBe("uploading");
    fake.tick(2000);
    act(() => fake.pending[0]!.options.onProgress?.(0.5));
    expect(screen.getByText("50% · 250 B/s")).toBeTruthy();
    act(() => fake.pending[0]!.options.onSent?.());
    expect(statusOf("a.png")).toBe("saving");
    await act(async () => fake.pending[0]!.resolve(stored("a.png")));
    expect(statusOf("a.png")).toBe("success");
    expect(fake.images).toEqual([{ src: "/oss/uploads/7/a.png", width: 64, height: 32, name: "a.png" }]);
    expect(fake.relayed).toEqual(fake.images);
    // Only images are taken: the text file never became a row.
    expect(screen.queryByText("notes.txt")).toBeNull();
  });

  it("shows the full-screen overlay while image files are dragged over the page, hides it on drop and uploads what was dropped", async () => {
    const fake = setup();
    drag("dragenter", [png("dropped.png")]);
    expect(screen.getByTestId("drag-overlay")).toBeTruthy();
    drag("drop", [png("dropped.png")]);
    expect(screen.queryByTestId("drag-overlay")).toBeNull();
    await waitFor(() => expect(fake.pending.map((p) => p.name)).toEqual(["dropped.png"]));
  });

  it("pastes image files, fetches pasted image links on the server, and hands plain text (never HTML) to the editor", async () => {
    const texts: string[] = [];
    const fake = setup((text) => texts.push(text));
    paste({ files: [png("pasted.png")] });
    await waitFor(() => expect(fake.pending).toHaveLength(1));
    await act(async () => fake.pending[0]!.resolve(stored("pasted.png")));
    paste({ text: "https://example.com/pics/cat.JPG" });
    await waitFor(() => expect(fake.images.map((i) => i.name)).toEqual(["pasted.png", "linked.png"]));
    expect(fake.links).toEqual(["https://example.com/pics/cat.JPG"]);
    const event = paste({ text: "Hello", html: "<b>Hello</b>" });
    expect(texts).toEqual(["Hello"]);
    expect(event.defaultPrevented).toBe(true);
  });

  it("ignores a paste while a text field has focus, and new input while a batch loads", async () => {
    const fake = setup();
    screen.getByLabelText("title").focus();
    paste({ files: [png("into-field.png")] });
    screen.getByLabelText("title").blur();
    paste({ files: [png("first.png")] });
    await waitFor(() => expect(fake.pending).toHaveLength(1));
    expect(screen.getByTestId("loading").textContent).toBe("true");
    paste({ files: [png("while-loading.png")] });
    drag("drop", [png("dropped-while-loading.png")]);
    expect(fake.pending.map((p) => p.name)).toEqual(["first.png"]);
    await act(async () => fake.pending[0]!.resolve(stored("first.png")));
    expect(screen.getByTestId("loading").textContent).toBe("false");
  });

  it("pauses only while uploading (no error), resumes by sending again, and a cancel is not an error", async () => {
    const fake = setup();
    paste({ files: [png("big.png", 500)] });
    await waitFor(() => expect(fake.pending).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    await waitFor(() => expect(statusOf("big.png")).toBe("paused"));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    await waitFor(() => expect(fake.pending).toHaveLength(2));
    expect(statusOf("big.png")).toBe("uploading");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(statusOf("big.png")).toBe("abort"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Resume" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove from the list: big.png" }));
    expect(screen.queryByText("big.png")).toBeNull();
  });

  it("says 'Upload failed, please try again later' when sending fails, and the server's refusal when its check does (errorOnSave)", async () => {
    const fake = setup();
    paste({ files: [png("a.png")] });
    await waitFor(() => expect(fake.pending).toHaveLength(1));
    await act(async () => fake.pending[0]!.reject(new ApiError(0, "UPLOAD_FAILED", "network")));
    expect(statusOf("a.png")).toBe("error");
    expect(screen.getAllByText("Upload failed, please try again later").length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(fake.pending).toHaveLength(2));
    act(() => fake.pending[1]!.options.onSent?.());
    await act(async () => fake.pending[1]!.reject(new ApiError(415, "IMAGE_UNREADABLE", "x")));
    expect(statusOf("a.png")).toBe("errorOnSave");
    expect(screen.getAllByText("This file cannot be read as a PNG, JPG, WebP or GIF image, please upload again").length).toBeGreaterThan(0);
    expect(fake.images).toEqual([]);
  });

  it("refuses a file over 25 MB before sending it", async () => {
    const fake = setup();
    const huge = png("huge.png");
    Object.defineProperty(huge, "size", { value: 25 * 1024 * 1024 + 1 });
    paste({ files: [huge] });
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toContain("Image file size cannot exceed 25MB, please upload again"));
    expect(fake.pending).toHaveLength(0);
  });
});

describe("useEditorUploads without listeners", () => {
  it("does not listen while disabled", async () => {
    const onImage = vi.fn();
    const fake = fakeDeps();
    function Off() {
      return useEditorUploads({ onImage, deps: fake.deps, enabled: false }).view;
    }
    renderWithProviders(<Off />);
    paste({ files: [png()] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.pending).toHaveLength(0);
  });
});
