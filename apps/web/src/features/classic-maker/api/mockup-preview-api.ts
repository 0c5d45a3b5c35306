import type { MockupScene } from "@studio/contracts/plain";
import { ApiError, csrfCookieName } from "../../../api/client";
import { getBearerToken } from "../../../api/session-storage";
import { readCookie } from "../../../lib/cookie";
import { svgDataUrl } from "../svg-image";

/** The side the logo is drawn at for the preview (the server takes up to 1024; 512 fills a scene's surface). */
const LOGO_SIDE = 512;

/**
 * The logo as the page shows it, drawn to a PNG data URL: through <img> (so the SVG can run nothing and
 * fetch nothing) onto a canvas, fitted in LOGO_SIDE keeping its shape, the backdrop left transparent.
 */
export async function logoPngDataUrl(svg: string, width: number, height: number): Promise<string> {
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  const scale = LOGO_SIDE / Math.max(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/png");
}

/**
 * POST /api/mockups/preview: the logo on one scene as a WebP blob (free, nothing saved). Fetched by
 * hand because the answer is an image, not the JSON envelope; the CSRF and bearer headers as the API client sends them.
 */
export async function fetchMockupPreview(logo: string, scene: MockupScene, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
  const csrf = readCookie(document.cookie, csrfCookieName);
  if (csrf) headers["x-csrf-token"] = csrf;
  const token = getBearerToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch("/api/mockups/preview", {
    method: "POST",
    headers,
    credentials: "same-origin",
    signal: signal ?? null,
    body: JSON.stringify({ logo, scene }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string; error?: string } | null;
    throw new ApiError(response.status, body?.error ?? `HTTP_${response.status}`, body?.msg ?? response.statusText);
  }
  return response.blob();
}
