import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { toastStore } from "../../../ui/toast-store";
import type { ReferenceImage } from "../reference-limits";
import { ReferenceUploader } from "./ReferenceUploader";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const stored = { src: "/oss/uploads/7/abc-123.png", name: "fox.png", width: 40, height: 30, aspect: "16:9", style: "auto" };

/** A pasted link: a paste event on the page with no text field focused. */
function paste(text: string) {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", { value: { files: [], getData: (type: string) => (type === "text/plain" ? text : "") } });
  document.dispatchEvent(event);
}

describe("ReferenceUploader: an image link", () => {
  let calls: { path: string; method: string; body: unknown }[];
  let answer: Response;
  beforeEach(() => {
    calls = [];
    toastStore.set([]);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), "http://localhost");
        calls.push({ path: url.href.startsWith("http://localhost") ? url.pathname : url.href, method: init?.method ?? "GET", body: init?.body });
        return answer;
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("has the server fetch a pasted link and adds what it stored, without fetching the link in the browser", async () => {
    answer = json(200, { code: 200, data: stored, msg: "success" });
    const onChange = vi.fn<(images: ReferenceImage[]) => void>();
    renderWithProviders(<ReferenceUploader images={[]} onChange={onChange} max={5} />);
    await screen.findByTestId("reference-uploader");
    paste("https://pictures.example/fox.png");
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: "/api/ai-design/upload-image-url", method: "POST" });
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ url: "https://pictures.example/fox.png" });
    expect(onChange.mock.calls[0]![0]).toEqual([{ src: stored.src, name: "fox.png", width: 40, height: 30, preview: stored.src }]);
  });

  it("says why the server refused the link, and ignores text that is not an image link", async () => {
    answer = json(403, { code: 403, data: null, msg: "This address cannot be fetched.", error: "ADDRESS_REFUSED" });
    const onChange = vi.fn<(images: ReferenceImage[]) => void>();
    renderWithProviders(<ReferenceUploader images={[]} onChange={onChange} max={5} />);
    await screen.findByTestId("reference-uploader");
    paste("https://pictures.example/page.html");
    expect(calls).toHaveLength(0);
    paste("http://10.0.0.1/x.jpg");
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toContain("This address cannot be fetched."));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a link past the limit before asking the server", async () => {
    answer = json(200, { code: 200, data: stored, msg: "success" });
    const full: ReferenceImage[] = [1, 2].map((i) => ({
      src: `/oss/uploads/7/${i}.png`,
      name: `${i}.png`,
      width: 8,
      height: 8,
      preview: `/oss/uploads/7/${i}.png`,
    }));
    const onChange = vi.fn<(images: ReferenceImage[]) => void>();
    renderWithProviders(<ReferenceUploader images={full} onChange={onChange} max={2} />);
    await screen.findByTestId("reference-uploader");
    fireEvent.drop(screen.getByTestId("reference-uploader"), {
      dataTransfer: { files: [], getData: (type: string) => (type === "text/uri-list" ? "https://pictures.example/fox.jpg" : "") },
    });
    await waitFor(() => expect(toastStore.getSnapshot().length).toBeGreaterThan(0));
    expect(calls).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });
});
