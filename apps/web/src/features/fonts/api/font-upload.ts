import { FONT_UPLOAD_MAX_BYTES, type UserFont } from "@studio/contracts";
import { errorCatalogue, type ErrorCode } from "@studio/contracts/plain";
import { readCookie } from "../../../lib/cookie";
import { ApiError, csrfCookieName } from "../../../api/client";
import { getBearerToken } from "../../../api/session-storage";

/** What a font file may be named (spec 03 section 5 'ttf, otf, woff'; woff2 too); the server tells the format by the bytes. */
const FONT_EXTENSIONS = /\.(ttf|otf|woff2?)$/i;

/** The refusal known before sending: a name that is not a font's, or a file over 10 MB (the server checks both again). */
export function fontFileProblem(file: { name: string; size: number }): "FONT_UNREADABLE" | "FONT_TOO_LARGE" | null {
  if (!FONT_EXTENSIONS.test(file.name)) return "FONT_UNREADABLE";
  if (file.size > FONT_UPLOAD_MAX_BYTES) return "FONT_TOO_LARGE";
  return null;
}

export type FontUploadDeps = {
  /** The browser's XMLHttpRequest: fetch cannot report upload progress. */
  createRequest: () => XMLHttpRequest;
  readCsrfToken: () => string | undefined;
  bearerToken: () => string | undefined;
};

const browserDeps = (): FontUploadDeps => ({
  createRequest: () => new XMLHttpRequest(),
  readCsrfToken: () => readCookie(document.cookie, csrfCookieName),
  bearerToken: () => getBearerToken(),
});

function refusalOf(request: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(request.responseText) as { error?: unknown; msg?: unknown };
    if (typeof body.error === "string" && body.error in errorCatalogue) {
      const code = body.error as ErrorCode;
      return new ApiError(request.status, code, typeof body.msg === "string" ? body.msg : errorCatalogue[code].message);
    }
  } catch {
    // Not our envelope (a proxy's page): the spec's general upload failure.
  }
  return new ApiError(request.status || 502, "UPLOAD_FAILED", errorCatalogue.UPLOAD_FAILED.message);
}

/**
 * Sends a font file as multipart (field `file`) to `url` with progress (0 to 1), answering the
 * envelope's data: POST /api/user/fonts/upload for a user, /api/doUpload for an admin.
 */
export function sendFontFile<T>(
  url: string,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
  deps: FontUploadDeps = browserDeps(),
): Promise<T> {
  const problem = fontFileProblem(file);
  if (problem) return Promise.reject(new ApiError(problem === "FONT_TOO_LARGE" ? 413 : 415, problem, errorCatalogue[problem].message));
  return new Promise((resolve, reject) => {
    const request = deps.createRequest();
    request.open("POST", url);
    request.setRequestHeader("accept", "application/json");
    const csrf = deps.readCsrfToken();
    if (csrf) request.setRequestHeader("x-csrf-token", csrf);
    const token = deps.bearerToken();
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const abort = () => request.abort();
    options.signal?.addEventListener("abort", abort, { once: true });
    request.onload = () => {
      options.signal?.removeEventListener("abort", abort);
      if (request.status < 200 || request.status >= 300) return reject(refusalOf(request));
      try {
        resolve((JSON.parse(request.responseText) as { data: T }).data);
      } catch {
        reject(new ApiError(request.status, "UPLOAD_FAILED", errorCatalogue.UPLOAD_FAILED.message));
      }
    };
    request.onerror = () => reject(new ApiError(0, "UPLOAD_FAILED", errorCatalogue.UPLOAD_FAILED.message));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}

/** A user's font: sent to the tmp path, then saved to the user's fonts (spec 03 section 4's two steps). */
export const uploadUserFont = (file: File, options?: { onProgress?: (fraction: number) => void; signal?: AbortSignal }, deps?: FontUploadDeps) =>
  sendFontFile<UserFont>("/api/user/fonts/upload", file, options, deps);
