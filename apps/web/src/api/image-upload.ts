import type { UploadGrant, UploadedImage } from "@studio/contracts";
import { errorCatalogue, uploadContentTypes, type ErrorCode, type UploadContentType } from "@studio/contracts/plain";
import { readCookie } from "../lib/cookie";
import { api, ApiError, csrfCookieName, type ApiClient } from "./client";
import { contractSchema } from "./contract-schema";

export type UploadOptions = {
  /** The share of the file sent so far, 0 to 1 (the storage's own count of received bytes). */
  onProgress?: (fraction: number) => void;
  /** The bytes reached storage; the server's check (POST /api/oss/uploaded) starts now (the editor's waitToSave -> saving). */
  onSent?: () => void;
  signal?: AbortSignal;
};

export type ImageUploadDeps = {
  client: ApiClient;
  /** The browser's XMLHttpRequest: fetch cannot report upload progress. */
  createRequest: () => XMLHttpRequest;
  origin: () => string;
  readCsrfToken: () => string | undefined;
};

const failure = (status: number, code: ErrorCode, message?: string) => new ApiError(status, code, message ?? errorCatalogue[code].message);

/** The error envelope of our own receiving route; a store's XML refusal (S3) becomes the spec's 'Upload failed'. */
function refusalOf(request: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(request.responseText) as { error?: unknown; msg?: unknown };
    if (typeof body.error === "string" && body.error in errorCatalogue)
      return failure(request.status, body.error as ErrorCode, typeof body.msg === "string" ? body.msg : undefined);
  } catch {
    // Not JSON: the object store's own answer.
  }
  return failure(request.status || 502, "UPLOAD_FAILED");
}

/**
 * Sends the file where the grant says: a form POST (the grant's fields first, the file last as
 * `file`, as S3 POST policies and our local receiving route want) or a PUT of the bytes. The grant's
 * timeout (spec 03: 120000 ms) bounds the whole send.
 */
function send(grant: UploadGrant, file: Blob, name: string, options: UploadOptions, deps: ImageUploadDeps): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = deps.createRequest();
    request.open(grant.method, grant.url);
    request.timeout = grant.timeoutMs;
    for (const [header, value] of Object.entries(grant.headers)) request.setRequestHeader(header, value);
    // Our own receiving route (local disk) sees the page's cookies, so it wants the CSRF echo; a
    // store on another origin gets no extra header (it would need a CORS preflight allowing it).
    if (new URL(grant.url, deps.origin()).origin === deps.origin()) {
      const csrf = deps.readCsrfToken();
      if (csrf) request.setRequestHeader("x-csrf-token", csrf);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const abort = () => request.abort();
    options.signal?.addEventListener("abort", abort, { once: true });
    const settle = (error?: unknown) => {
      options.signal?.removeEventListener("abort", abort);
      if (error === undefined) resolve();
      else reject(error);
    };
    request.onload = () => settle(request.status >= 200 && request.status < 300 ? undefined : refusalOf(request));
    request.onerror = () => settle(failure(0, "UPLOAD_FAILED"));
    request.ontimeout = () => settle(failure(0, "UPLOAD_FAILED"));
    request.onabort = () => settle(options.signal?.reason ?? new DOMException("The upload was cancelled.", "AbortError"));
    if (grant.method === "PUT") {
      request.send(file);
      return;
    }
    const form = new FormData();
    for (const [field, value] of Object.entries(grant.fields)) form.append(field, value);
    form.append("file", file, name);
    request.send(form);
  });
}

/** FileReader rather than Blob.arrayBuffer: the same in every browser the app supports and in the unit tests' DOM. */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** The file's image type by its first bytes (a picked file may say nothing or the wrong thing); undefined when not PNG, JPEG, GIF or WebP. */
async function sniffType(file: Blob): Promise<UploadContentType | undefined> {
  const head = await firstBytes(file, 12);
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0x89 && ascii(1, 4) === "PNG") return "image/png";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (ascii(0, 4) === "GIF8") return "image/gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return uploadContentTypes.find((type) => type === file.type);
}

const browserDeps = (): ImageUploadDeps => ({
  client: api,
  createRequest: () => new XMLHttpRequest(),
  origin: () => window.location.origin,
  readCsrfToken: () => readCookie(document.cookie, csrfCookieName),
});

/**
 * The browser's one way to store an image of the user's (spec 02 and 03 section 7: uploads go straight
 * to the object store with a short-lived grant): GET /api/oss/sts for one key, the file sent there,
 * then POST /api/oss/uploaded, where the server checks it as it checks every upload (type, 25 MB,
 * 4096x4096, re-encoded) and answers as POST /api/ai-design/upload-image would. The same on local
 * disk (the grant then names this server's signed receiving route) and on S3.
 */
export async function uploadImage(file: Blob, name: string, options: UploadOptions = {}, deps: ImageUploadDeps = browserDeps()): Promise<UploadedImage> {
  const contentType = await sniffType(file);
  if (!contentType) throw failure(415, "IMAGE_UNREADABLE");
  // The form part declares the blob's own type, which must be the grant's.
  const body = file.type === contentType ? file : new Blob([file], { type: contentType });
  const grant = await deps.client.get("/api/oss/sts", {
    query: { contentType, size: file.size },
    schema: contractSchema((c) => c.uploadGrantSchema),
    signal: options.signal,
    quiet: true,
  });
  await send(grant, body, name, options, deps);
  options.onProgress?.(1);
  options.onSent?.();
  return deps.client.post(
    "/api/oss/uploaded",
    { key: grant.key, name },
    { schema: contractSchema((c) => c.uploadedImageSchema), signal: options.signal, quiet: true },
  );
}

/**
 * Stores an image from a pasted or dropped link (spec 01 section 5: http(s), .gif/.jpeg/.jpg/.png):
 * the server fetches it through the image proxy's address guard and budgets, then checks and stores
 * it like an upload (POST /api/ai-design/upload-image-url), so the other site's CORS never matters.
 */
export function uploadImageLink(url: string, options: { signal?: AbortSignal } = {}, client: ApiClient = api): Promise<UploadedImage> {
  return client.post("/api/ai-design/upload-image-url", { url }, { schema: contractSchema((c) => c.uploadedImageSchema), signal: options.signal, quiet: true });
}
