import { describe, expect, it } from "vitest";
import type { UploadGrant } from "@studio/contracts";
import { ApiError, type ApiClient } from "./client";
import { uploadImage, uploadImageLink, type ImageUploadDeps } from "./image-upload";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

/** An XMLHttpRequest that records what the upload client did and answers as told. */
class FakeRequest {
  method = "";
  url = "";
  timeout = 0;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly answer: { status: number; text?: string }) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = this.answer.status;
      this.responseText = this.answer.text ?? "";
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const grantOf = (overrides: Partial<UploadGrant> = {}): UploadGrant => ({
  method: "POST",
  url: "/api/oss/upload/abc?exp=1&sig=x",
  fields: {},
  headers: {},
  key: "uploads/7/incoming/abc.png",
  expiresAt: "2026-11-26T12:00:00.000Z",
  maxBytes: 25 * 1024 * 1024,
  contentType: "image/png",
  timeoutMs: 120_000,
  ...overrides,
});

function setup(grant: UploadGrant, answer: { status: number; text?: string } = { status: 200 }) {
  const calls: Array<{ method: string; path: string; body?: unknown; query?: unknown }> = [];
  const requests: FakeRequest[] = [];
  const client = {
    get: async (path: string, options?: { query?: unknown }) => {
      calls.push({ method: "GET", path, query: options?.query });
      return grant;
    },
    post: async (path: string, body?: unknown) => {
      calls.push({ method: "POST", path, body });
      return { src: "/oss/uploads/7/x.png", name: "logo.png", width: 1, height: 1, aspect: "1:1", style: "auto" };
    },
  } as unknown as ApiClient;
  const deps: ImageUploadDeps = {
    client,
    createRequest: () => {
      const request = new FakeRequest(answer);
      requests.push(request);
      return request as unknown as XMLHttpRequest;
    },
    origin: () => "http://studio.test",
    readCsrfToken: () => "csrf-value",
  };
  return { calls, requests, deps };
}

describe("uploadImage: grant, straight to storage, check", () => {
  it("posts the file as the grant's form to our own route with the CSRF echo, reports progress and asks the check", async () => {
    const { calls, requests, deps } = setup(grantOf({ fields: { policy: "p", "Content-Type": "image/png" } }));
    const progress: number[] = [];
    const answer = await uploadImage(new Blob([PNG], { type: "image/png" }), "logo.png", { onProgress: (f) => progress.push(f) }, deps);
    expect(answer.src).toBe("/oss/uploads/7/x.png");
    expect(calls[0]).toEqual({ method: "GET", path: "/api/oss/sts", query: { contentType: "image/png", size: PNG.length } });
    expect(calls[1]).toEqual({ method: "POST", path: "/api/oss/uploaded", body: { key: "uploads/7/incoming/abc.png", name: "logo.png" } });
    const [request] = requests;
    expect(request).toMatchObject({ method: "POST", url: "/api/oss/upload/abc?exp=1&sig=x", timeout: 120_000, headers: { "x-csrf-token": "csrf-value" } });
    const form = request!.body as FormData;
    // Fields first, the file last (S3 POST policies ignore fields after the file).
    expect([...form.keys()]).toEqual(["policy", "Content-Type", "file"]);
    expect(progress).toEqual([0.5, 1]);
  });

  it("says when the bytes reached storage, before the server's check is asked (the editor's waitToSave)", async () => {
    const { calls, deps } = setup(grantOf());
    const seen: string[] = [];
    await uploadImage(new Blob([PNG], { type: "image/png" }), "logo.png", { onSent: () => seen.push(`sent after ${calls.length} calls`) }, deps);
    expect(seen).toEqual(["sent after 1 calls"]);
    expect(calls.map((c) => c.path)).toEqual(["/api/oss/sts", "/api/oss/uploaded"]);
  });

  it("asks the server to fetch a linked image (uploadImageLink)", async () => {
    const { calls, deps } = setup(grantOf());
    const answer = await uploadImageLink("https://example.com/a.png", {}, deps.client);
    expect(answer.src).toBe("/oss/uploads/7/x.png");
    expect(calls).toEqual([{ method: "POST", path: "/api/ai-design/upload-image-url", body: { url: "https://example.com/a.png" } }]);
  });

  it("puts the bytes to another origin with the grant's headers and no CSRF header", async () => {
    const { requests, deps } = setup(
      grantOf({ method: "PUT", url: "http://127.0.0.1:9000/bucket/k?X-Amz-Signature=s", headers: { "content-type": "image/png" } }),
    );
    await uploadImage(new Blob([PNG], { type: "image/png" }), "logo.png", {}, deps);
    expect(requests[0]?.headers).toEqual({ "content-type": "image/png" });
    expect(requests[0]?.body).toBeInstanceOf(Blob);
  });

  it("declares the type the bytes show, and refuses what is not PNG, JPEG, GIF or WebP before asking a grant", async () => {
    const labelled = setup(grantOf({ contentType: "image/jpeg" }));
    await uploadImage(new Blob([JPEG], { type: "" }), "photo", {}, labelled.deps);
    expect(labelled.calls[0]?.query).toEqual({ contentType: "image/jpeg", size: JPEG.length });
    expect(((labelled.requests[0]?.body as FormData).get("file") as Blob).type).toBe("image/jpeg");

    const refused = setup(grantOf());
    const error = await uploadImage(new Blob(["<svg/>"], { type: "image/svg+xml" }), "x.svg", {}, refused.deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, error: "IMAGE_UNREADABLE" });
    expect(refused.calls).toEqual([]);
  });

  it("says the receiving route's refusal, and the spec's 'Upload failed' for a store's own error", async () => {
    const ours = setup(grantOf(), {
      status: 413,
      text: JSON.stringify({ code: 413, error: "PAYLOAD_TOO_LARGE", msg: "Image file size cannot exceed 25MB, please upload again" }),
    });
    await expect(uploadImage(new Blob([PNG], { type: "image/png" }), "a.png", {}, ours.deps)).rejects.toMatchObject({
      status: 413,
      error: "PAYLOAD_TOO_LARGE",
    });
    expect(ours.calls.map((call) => call.path)).toEqual(["/api/oss/sts"]);

    const store = setup(grantOf({ url: "http://127.0.0.1:9000/bucket" }), { status: 403, text: "<Error><Code>AccessDenied</Code></Error>" });
    await expect(uploadImage(new Blob([PNG], { type: "image/png" }), "a.png", {}, store.deps)).rejects.toMatchObject({
      error: "UPLOAD_FAILED",
      message: "Upload failed, please try again later",
    });
  });
});
