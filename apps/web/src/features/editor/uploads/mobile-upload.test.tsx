import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MobileUploadFile, MobileUploadFiles, MobileUploadLink } from "@studio/contracts";
import { renderWithProviders } from "../../../testing/render-app";
import { MobileUploadModal } from "./MobileUploadModal";
import { MobileUploadPage } from "./MobileUploadPage";
import { mobileUploadApi } from "./mobile-upload-api";
import { useMobileUploadLink, type MobileUploadApi } from "./use-mobile-upload-link";

const link = (id: string): MobileUploadLink => ({
  id,
  design: "work-1",
  url: `http://localhost/mobile-upload#${"T".repeat(43)}`,
  expires_at: "2026-11-26T10:30:00.000Z",
  max_bytes: 20 * 1024 * 1024,
});
const file = (seq: number): MobileUploadFile => ({
  seq,
  src: `/oss/uploads/7/p${seq}.png`,
  name: `p${seq}.png`,
  width: 10,
  height: 10,
  created_at: "2026-11-26T10:01:00.000Z",
});

/** A server whose answers the test queues: each poll takes the next answer, or "nothing new". */
function fakeApi() {
  const answers: MobileUploadFiles[] = [];
  const polls: Array<{ id: string; after: number }> = [];
  let made = 0;
  const api: MobileUploadApi = {
    createLink: vi.fn(async () => link(`link${(made += 1)}`)),
    files: vi.fn(async (id: string, after: number) => {
      polls.push({ id, after });
      return answers.shift() ?? { files: [], expires_at: "2026-11-26T10:30:00.000Z", expired: false };
    }),
  };
  return { api, answers, polls };
}

function Harness({ api, onImage }: { api: MobileUploadApi; onImage: (file: MobileUploadFile) => void }) {
  const state = useMobileUploadLink({ design: "work-1", onImage, api, pollMs: 5 });
  return (
    <>
      <button type="button" onClick={state.open}>
        phone
      </button>
      <MobileUploadModal state={state} />
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.location.hash = "";
});

describe("mobile upload by QR code, the editor's side", () => {
  it("makes a link on first open, shows its QR code, and hands each file the phone sent to the editor once, in order, while closed too", async () => {
    const fake = fakeApi();
    const images: string[] = [];
    renderWithProviders(<Harness api={fake.api} onImage={(f) => images.push(f.name)} />);
    fireEvent.click(screen.getByRole("button", { name: "phone" }));
    expect(await screen.findByTestId("mobile-upload-qr")).toBeTruthy();
    expect(screen.getByText("Images only, file 20M or smaller.")).toBeTruthy();
    expect(fake.api.createLink).toHaveBeenCalledWith("work-1", expect.any(AbortSignal));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fake.answers.push({ files: [file(1), file(2)], expires_at: "", expired: false }, { files: [file(3)], expires_at: "", expired: false });
    await waitFor(() => expect(images).toEqual(["p1.png", "p2.png", "p3.png"]));
    await waitFor(() => expect(fake.polls.at(-1)).toEqual({ id: "link1", after: 3 }));
    // Opening again shows the same link (no new one while it lives).
    fireEvent.click(screen.getByRole("button", { name: "phone" }));
    expect(await screen.findByText("Received from the phone: 3")).toBeTruthy();
    expect(fake.api.createLink).toHaveBeenCalledTimes(1);
  });

  it("stops polling when the link expires and offers a new code", async () => {
    const fake = fakeApi();
    renderWithProviders(<Harness api={fake.api} onImage={() => undefined} />);
    fake.answers.push({ files: [], expires_at: "", expired: true });
    fireEvent.click(screen.getByRole("button", { name: "phone" }));
    expect(await screen.findByText("This code has expired.")).toBeTruthy();
    const polled = fake.polls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(fake.polls.length).toBe(polled);
    fireEvent.click(screen.getByRole("button", { name: "New code" }));
    expect(await screen.findByTestId("mobile-upload-qr")).toBeTruthy();
    expect(fake.api.createLink).toHaveBeenCalledTimes(2);
  });
});

describe("the phone's upload page", () => {
  it("asks for the link from the QR code when opened without one", async () => {
    renderWithProviders(<MobileUploadPage />);
    expect(await screen.findByText("Open this page from the QR code in the editor.")).toBeTruthy();
  });

  it("sends picked images with the fragment's token, refuses over 20M here with the spec's words, and lists what was sent", async () => {
    window.location.hash = `#${"k".repeat(43)}`;
    vi.spyOn(mobileUploadApi, "grant").mockResolvedValue({ expires_at: "2026-11-26T10:30:00.000Z", max_bytes: 20 * 1024 * 1024, received: 0, max_files: 20 });
    const send = vi.spyOn(mobileUploadApi, "send").mockResolvedValue({ seq: 1, name: "photo.png", width: 10, height: 10 });
    renderWithProviders(<MobileUploadPage />);
    expect(await screen.findByRole("button", { name: "Choose images" })).toBeTruthy();
    expect(mobileUploadApi.grant).toHaveBeenCalledWith("k".repeat(43), expect.any(AbortSignal));
    const big = new File(["x"], "big.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByTestId("mobile-upload-input"), { target: { files: [new File(["x"], "photo.png", { type: "image/png" }), big] } });
    expect(await screen.findByText("Sent: photo.png")).toBeTruthy();
    expect(await screen.findByText("The file must be 20M or smaller.")).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe("k".repeat(43));
    expect(screen.getByText(/This code takes 19 more files/)).toBeTruthy();
  });
});
