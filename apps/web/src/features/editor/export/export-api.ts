import type { DesignExportFormat } from "@studio/contracts";
import type { DesignDocument } from "@studio/design";
import { ApiError, csrfCookieName } from "../../../api/client";
import { getBearerToken } from "../../../api/session-storage";
import { readCookie } from "../../../lib/cookie";

export type DesignFile = { blob: Blob; fileName: string };

/** The file name the server gave (Content-Disposition's RFC 5987 `filename*` first), else name.format. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * POST /api/user/ai-design/export: the document the editor holds (saved or not) drawn by the server
 * as a file, the same renderer as the canvas. The answer is the file itself, not the JSON envelope, so
 * this is a plain fetch with the API client's credentials (the CSRF token, or the SDK's bearer token);
 * a failure still answers the envelope and becomes an ApiError with the server's message.
 */
export async function exportDesign(
  request: { document: DesignDocument; format: DesignExportFormat; width: number; name: string; work_id?: number },
  signal?: AbortSignal,
): Promise<DesignFile> {
  const headers: Record<string, string> = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
  const csrf = readCookie(document.cookie, csrfCookieName);
  if (csrf) headers["x-csrf-token"] = csrf;
  const token = getBearerToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch("/api/user/ai-design/export", { method: "POST", headers, body: JSON.stringify(request), credentials: "same-origin", signal });
  } catch (cause) {
    throw new ApiError(0, "NETWORK", cause instanceof Error ? cause.message : "Network error");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string; error?: string } | null;
    throw new ApiError(response.status, body?.error ?? `HTTP_${response.status}`, body?.msg ?? response.statusText);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("content-disposition"), `${request.name || "design"}.${request.format}`) };
}
