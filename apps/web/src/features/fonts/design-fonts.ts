import { createBrowserFontProvider, type BrowserFontProvider } from "@studio/assets";
import { fontsApi } from "./api/fonts-api";

/** Where the built-in families' files are served (modules/fonts: /api/fonts/files/@fontsource/...). */
export const FONT_FILES_BASE = "/api/fonts/files/";

/** Files that failed once are not fetched again on every change of the document (the text draws without them). */
const failed = new Set<string>();

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  if (failed.has(url)) throw new Error(`font ${url}: failed before`);
  const response = await fetch(url, { credentials: "same-origin" }).catch(() => null);
  if (!response?.ok) {
    failed.add(url);
    throw new Error(`font ${url}: ${response?.status ?? "network"}`);
  }
  return response.arrayBuffer();
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`font ranges ${response.status}`);
  return response.json();
}

/** zlib through the browser's DecompressionStream, so every @fontsource subset inflates (opentype.js's own inflater rejects a few). */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The URL of a stored font: the user's own (`user-<id>`, a signed link only the owner gets) or an
 * uploaded catalogue font (`font-<id>`). Unknown ids give undefined: their text has no faces and
 * falls back, never a broken canvas.
 */
export function createStoredFontUrls(sources: {
  userFonts: () => Promise<{ font_id: string; font_url: string | null }[]>;
  catalogue: () => Promise<{ id: string; font_url: string }[]>;
}) {
  return async (fontId: string): Promise<string | undefined> => {
    if (fontId.startsWith("user-")) return (await sources.userFonts().catch(() => [])).find((font) => font.font_id === fontId)?.font_url ?? undefined;
    if (fontId.startsWith("font-")) return (await sources.catalogue().catch(() => [])).find((font) => font.id === fontId)?.font_url;
    return undefined;
  };
}

let provider: BrowserFontProvider | undefined;

/** The URL of a stored font the user may draw with (see createStoredFontUrls); the canvas's text editor loads the same file. */
export const designFontUrl = createStoredFontUrls({
  userFonts: async () => (await fontsApi.userFonts()).list,
  catalogue: async () => (await fontsApi.byCategory("en")).flatMap((group) => group.fonts),
});

/**
 * The editor's one FontProvider (extends @studio/assets' browser provider): the built-in families'
 * subset files and the stored fonts, drawn by the same renderer and the same files as the server's
 * export. Call `load` with a document's texts before rendering it.
 */
export function designFonts(): BrowserFontProvider {
  provider ??= createBrowserFontProvider({
    baseUrl: FONT_FILES_BASE,
    fetchBytes,
    fetchJson,
    inflate: typeof DecompressionStream === "function" ? inflate : undefined,
    storedFontUrl: designFontUrl,
  });
  return provider;
}
