import { parseDesignDocument } from "@studio/design";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { toastStore } from "../../../ui/toast-store";
import { EditorStoreProvider } from "../store/editor-store-context";
import { createEditorStore } from "../store/editor-store";
import { ExportMenu } from "./ExportMenu";

const document = parseDesignDocument({
  version: 3,
  kind: "poster",
  width: 1080,
  height: 1080,
  background: { type: "solid", color: "#fafafa" },
  layout: { aspect: "square" },
  elements: [],
});

function setup(answer: () => Response) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return answer();
    }),
  );
  const saved: string[] = [];
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:test", revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderWithProviders(
    <EditorStoreProvider store={createEditorStore({ document })}>
      <ExportMenu name="Harbor Pine" />
    </EditorStoreProvider>,
  );
  fireEvent.click(screen.getByTestId("editor-export-open"));
  return { sent, saved };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.set([]);
});

describe("the editor's download", () => {
  it("sends the document as it stands with the format and width, and saves the answer under the server's file name", async () => {
    const { sent, saved } = setup(
      () =>
        new Response(new Uint8Array([137, 80, 78, 71]), {
          status: 200,
          headers: { "content-type": "image/jpeg", "content-disposition": "attachment; filename=\"Harbor_Pine.jpg\"; filename*=UTF-8''Harbor%20Pine.jpg" },
        }),
    );
    fireEvent.change(screen.getByTestId("editor-export-format"), { target: { value: "jpg" } });
    fireEvent.change(screen.getByTestId("editor-export-width"), { target: { value: "2000" } });
    fireEvent.click(screen.getByTestId("editor-export-start"));
    await waitFor(() => expect(saved).toEqual(["Harbor Pine.jpg"]));
    expect(sent[0]?.url).toBe("/api/user/ai-design/export");
    expect(sent[0]?.body).toMatchObject({ format: "jpg", width: 2000, name: "Harbor Pine", document: { width: 1080, background: { color: "#fafafa" } } });
    // Done: the panel closes.
    await waitFor(() => expect(screen.queryByTestId("editor-export")).toBeNull());
  });

  it("says the spec's limit for a width over 5000 px without asking the server", () => {
    const { sent } = setup(() => new Response(null, { status: 500 }));
    fireEvent.change(screen.getByTestId("editor-export-width"), { target: { value: "5001" } });
    fireEvent.click(screen.getByTestId("editor-export-start"));
    expect(screen.getByTestId("editor-export-problem").textContent).toBe("width or height must not exceed 5000 px");
    expect(sent).toHaveLength(0);
  });

  it("shows the server's message when it refuses, and the generic one when it fails", async () => {
    let status = 400;
    setup(
      () => new Response(JSON.stringify({ code: status, data: null, msg: status === 400 ? "The document is not valid." : "boom", error: "X" }), { status }),
    );
    fireEvent.click(screen.getByTestId("editor-export-start"));
    await waitFor(() => expect(screen.getByTestId("editor-export-problem").textContent).toBe("The document is not valid."));
    status = 500;
    fireEvent.click(screen.getByTestId("editor-export-start"));
    await waitFor(() => expect(screen.getByTestId("editor-export-problem").textContent).toBe("Download failed, please try again later."));
  });
});

describe("a poster's download rules", () => {
  it("names the open work, and on a Pro template's refusal opens the limit modal and offers to buy the poster", async () => {
    const { limitModalStore } = await import("../../limits/limit-modal-store");
    const { paymentStore } = await import("../../payments/payment-store");
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return new Response(JSON.stringify({ code: 403, data: null, msg: "This template is for PRO only!", error: "PRO_TEMPLATE" }), {
          status: 403,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    renderWithProviders(
      <EditorStoreProvider store={createEditorStore({ document })}>
        <ExportMenu name="Night Owl" />
      </EditorStoreProvider>,
      { url: "/design/w/42" },
    );
    fireEvent.click(screen.getByTestId("editor-export-open"));
    fireEvent.click(screen.getByTestId("editor-export-start"));
    await screen.findByTestId("editor-buy-poster");
    expect(sent[0]).toMatchObject({ work_id: 42, format: "png" });
    expect(limitModalStore.getSnapshot()).toEqual({ error: "PRO_TEMPLATE", msg: "This template is for PRO only!" });
    fireEvent.click(screen.getByTestId("editor-buy-poster"));
    expect(paymentStore.getSnapshot()).toEqual({ tab: "package", productId: "download-poster", designId: "work:42", reason: "PRO_TEMPLATE" });
    limitModalStore.set(null);
    paymentStore.set(null);
  });

  it("a logo whose package lacks the file links to that logo's download center, where packages are sold", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).endsWith("/api/user/ai-design/works/7")) {
          const work = {
            id: 7,
            kind: "logo",
            name: "Harbor",
            preset: null,
            width: 1080,
            height: 1080,
            version: 1,
            logo_id: 55,
            document,
            thumbnail: null,
            created_at: "2026-11-26T00:00:00.000Z",
            updated_at: "2026-11-26T00:00:00.000Z",
          };
          return new Response(JSON.stringify({ code: 0, data: work, msg: "" }), { status: 200, headers: { "content-type": "application/json" } });
        }
        return new Response(JSON.stringify({ code: 403, data: null, msg: "This logo's package does not include this file.", error: "PACKAGE_REQUIRED" }), {
          status: 403,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    renderWithProviders(
      <EditorStoreProvider store={createEditorStore({ document })}>
        <ExportMenu name="Harbor" />
      </EditorStoreProvider>,
      { url: "/design/w/7" },
    );
    fireEvent.click(screen.getByTestId("editor-export-open"));
    fireEvent.click(screen.getByTestId("editor-export-start"));
    expect((await screen.findByTestId("editor-export-problem")).textContent).toContain("package does not include");
    expect((await screen.findByTestId("editor-buy-package")).getAttribute("href")).toBe("/download?logo=55");
  });
});
