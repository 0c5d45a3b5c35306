import type { z } from "zod";
import { ProviderError, type ImageBytes, type ProviderContext } from "./image-provider";

/**
 * The one way the remote adapters talk HTTP, so every vendor maps failures the same way:
 * 429 -> rate_limited, 5xx -> unavailable, other 4xx -> rejected (content_policy when the vendor
 * says it refused the content), unreadable or unexpected JSON -> bad_response, no answer within
 * the timeout -> timeout. API keys travel only in request headers and never enter a message.
 */
export type VendorHttp = {
  /** Shown in error messages ("OpenAI: ...") so a failed task says which vendor refused. */
  vendor: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Largest answer accepted (defaults to 64 MiB). */
  maxBytes?: number;
  /** Vendor-specific recognition of a moderation refusal inside a 4xx body. */
  isModeration?: (status: number, body: unknown, message: string) => boolean;
};

export type VendorRequest = {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
};

export async function requestJson<S extends z.ZodType>(
  http: VendorHttp,
  ctx: Pick<ProviderContext, "signal">,
  request: VendorRequest,
  schema: S,
): Promise<z.infer<S>> {
  const timeout = AbortSignal.timeout(http.timeoutMs);
  const signal = AbortSignal.any([ctx.signal, timeout]);
  let status: number;
  let text: string;
  let retryAfter: string | null = null;
  try {
    const response = await http.fetch(request.url, { method: request.method, headers: request.headers, body: request.body, signal, redirect: "error" });
    status = response.status;
    retryAfter = response.headers.get("retry-after");
    // Reading the body is still under the same signal, so a vendor that stalls mid-body also times out.
    text = await readCapped(response, http.maxBytes ?? MAX_RESPONSE_BYTES, http.vendor);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (timeout.aborted && !ctx.signal.aborted) throw new ProviderError("timeout", `${http.vendor}: no answer within ${http.timeoutMs} ms`, { cause: error });
    // A cancelled task surfaces as the caller's own abort, not as a vendor failure.
    if (ctx.signal.aborted) throw ctx.signal.reason ?? error;
    throw new ProviderError("unavailable", `${http.vendor}: cannot reach the service (${describeCause(error)})`, { cause: error });
  }

  const body = parseJson(text);
  if (status < 200 || status > 299) throw statusError(http, status, body, text, retryAfter);
  if (body === undefined) throw new ProviderError("bad_response", `${http.vendor}: the answer is not JSON`);
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ProviderError(
      "bad_response",
      `${http.vendor}: unexpected answer (${parsed.error.issues[0]?.path.join(".") || "body"}: ${parsed.error.issues[0]?.message ?? "invalid"})`,
    );
  return parsed.data;
}

/** Base64 images make big answers, but a vendor answer beyond this is broken or hostile. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

async function readCapped(response: Response, maxBytes: number, vendor: string): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  const tooBig = () => new ProviderError("bad_response", `${vendor}: answer larger than ${maxBytes} bytes`);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooBig();
  }
  if (!response.body) return "";
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooBig();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks).toString("utf8");
}

function statusError(http: VendorHttp, status: number, body: unknown, text: string, retryAfter: string | null): ProviderError {
  const message = vendorMessage(body) ?? (text.trim().slice(0, 200) || `HTTP ${status}`);
  const full = `${http.vendor}: ${message}`;
  if (status === 429) return new ProviderError("rate_limited", retryAfter && /^\d+$/.test(retryAfter) ? `${full} (retry after ${retryAfter} s)` : full);
  if (status >= 500) return new ProviderError("unavailable", full);
  if (http.isModeration?.(status, body, message)) return new ProviderError("content_policy", full);
  return new ProviderError("rejected", full);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeCause(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : error.message;
  }
  return String(error);
}

/**
 * The human message inside the error bodies these vendors document: OpenAI {error:{message}},
 * BFL and Ideogram (FastAPI) {detail: string | [{msg}]}, Recraft {code, message}, others {error: string}.
 */
export function vendorMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (typeof error === "object" && error !== null && typeof (error as Record<string, unknown>).message === "string")
    return (error as Record<string, string>).message;
  if (typeof error === "string") return error;
  if (typeof record.message === "string") return record.message;
  const detail = record.detail;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    const messages = detail
      .map((d) =>
        typeof d === "object" && d !== null && typeof (d as Record<string, unknown>).msg === "string" ? (d as Record<string, string>).msg : undefined,
      )
      .filter((m): m is string => m !== undefined);
    if (messages.length > 0) return messages.join("; ");
  }
  return undefined;
}

/** The content type of image bytes a vendor returned, by their magic numbers (never by the vendor's word). */
export function sniffImageType(bytes: Buffer): ImageBytes["contentType"] | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "image/webp";
  const head = bytes.toString("utf8", 0, Math.min(bytes.length, 256)).trimStart();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"))) return "image/svg+xml";
  return undefined;
}

/** Decodes a vendor's base64 image, refusing anything that is not an image. */
export function imageFromBase64(vendor: string, b64: string): ImageBytes {
  const bytes = Buffer.from(b64, "base64");
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new ProviderError("bad_response", `${vendor}: the returned data is not an image`);
  return { bytes, contentType };
}

/** Multipart file part: a copy into a plain ArrayBuffer so Blob accepts it whatever backs the Buffer. */
export function imageBlob(image: ImageBytes): Blob {
  return new Blob([new Uint8Array(image.bytes)], { type: image.contentType });
}

export function fileName(image: ImageBytes, stem: string): string {
  const ext = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/svg+xml": "svg" }[image.contentType];
  return `${stem}.${ext}`;
}

export function dataUrl(image: ImageBytes): string {
  return `data:${image.contentType};base64,${image.bytes.toString("base64")}`;
}

/** Base URL without a trailing slash, so `${base}/v1/...` never doubles it. */
export function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, "");
}

/** Waits, but wakes at once when the task is cancelled. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
