import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/client";
import { fontFileProblem, sendFontFile, type FontUploadDeps } from "./font-upload";

/** A stand-in XMLHttpRequest: records what was sent and answers as told. */
function fakeRequest(status: number, body: unknown) {
  const headers: Record<string, string> = {};
  const request = {
    upload: { onprogress: null as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null },
    status: 0,
    responseText: "",
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
    onabort: null as (() => void) | null,
    sent: undefined as FormData | undefined,
    url: "",
    open(_method: string, url: string) {
      request.url = url;
    },
    setRequestHeader(name: string, value: string) {
      headers[name] = value;
    },
    abort() {
      request.onabort?.();
    },
    send(form: FormData) {
      request.sent = form;
      request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      request.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      request.status = status;
      request.responseText = JSON.stringify(body);
      request.onload?.();
    },
  };
  return { request, headers };
}

const depsFor = (fake: ReturnType<typeof fakeRequest>): FontUploadDeps => ({
  createRequest: () => fake.request as unknown as XMLHttpRequest,
  readCsrfToken: () => "csrf-1",
  bearerToken: () => undefined,
});

describe("font uploads", () => {
  it("knows a font's name and the 10 MB limit before sending", () => {
    expect(fontFileProblem({ name: "Brand.woff2", size: 1000 })).toBeNull();
    expect(fontFileProblem({ name: "Brand.OTF", size: 1000 })).toBeNull();
    expect(fontFileProblem({ name: "logo.png", size: 1000 })).toBe("FONT_UNREADABLE");
    expect(fontFileProblem({ name: "big.ttf", size: 10 * 1024 * 1024 + 1 })).toBe("FONT_TOO_LARGE");
  });

  it("sends the file as multipart with the CSRF echo, reports progress and answers the data", async () => {
    const fake = fakeRequest(200, { code: 200, data: { id: 3, font_id: "user-3" }, msg: "success" });
    const progress: number[] = [];
    const data = await sendFontFile<{ id: number }>(
      "/api/user/fonts/upload",
      new File(["x"], "Brand.ttf"),
      { onProgress: (f) => progress.push(f) },
      depsFor(fake),
    );
    expect(data).toEqual({ id: 3, font_id: "user-3" });
    expect(progress).toEqual([0.5, 1]);
    expect(fake.headers["x-csrf-token"]).toBe("csrf-1");
    expect(fake.request.url).toBe("/api/user/fonts/upload");
    expect((fake.request.sent?.get("file") as File).name).toBe("Brand.ttf");
  });

  it("turns the server's refusal into its error code, and a file refused up front never leaves", async () => {
    const fake = fakeRequest(415, {
      code: 415,
      error: "FONT_UNREADABLE",
      msg: "Custom fonts accept ttf, otf, woff and woff2 files; this file cannot be read as a font.",
    });
    await expect(sendFontFile("/api/user/fonts/upload", new File(["x"], "a.ttf"), {}, depsFor(fake))).rejects.toMatchObject({
      error: "FONT_UNREADABLE",
      status: 415,
    });
    const unused = fakeRequest(200, {});
    const refused = sendFontFile("/api/user/fonts/upload", new File(["x"], "a.png"), {}, depsFor(unused));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    expect(unused.request.sent).toBeUndefined();
    const proxy = fakeRequest(502, "<html>bad gateway</html>");
    await expect(sendFontFile("/api/user/fonts/upload", new File(["x"], "a.ttf"), {}, depsFor(proxy))).rejects.toMatchObject({ error: "UPLOAD_FAILED" });
  });
});
