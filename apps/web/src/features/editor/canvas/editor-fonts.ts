import { createBrowserFontProvider, type BrowserFontProvider } from "@studio/assets";

const BASE = "/fonts/";

/** `@fontsource/<source>/files/<file>` (the provider's path) to the server's GET /api/font/{source}/{file}. */
export function fontFileUrl(url: string): string {
  const match = /@fontsource\/([a-z0-9-]+)\/files\/([A-Za-z0-9.\-[\]]+)$/.exec(url);
  return match ? `/api/font/${match[1]}/${match[2]!.replace(/[[\]]/g, "")}` : url;
}

/** Files that failed once are not fetched again on every change of the document (the text just draws without them). */
const failed = new Set<string>();

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  if (failed.has(url)) throw new Error(`font ${url}: failed before`);
  const answer = await fetch(fontFileUrl(url)).catch(() => null);
  if (!answer?.ok) {
    failed.add(url);
    throw new Error(`font ${url}: ${answer?.status ?? "network"}`);
  }
  return answer.arrayBuffer();
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

let provider: BrowserFontProvider | null = null;

/**
 * The catalogue fonts the editor draws with: the same @fontsource files the server outlines with,
 * so the canvas is the export. One provider per page load; its parsed faces are shared by every
 * document opened. CJK subsets by unicode range need the packages' unicode.json, which the server
 * does not serve yet: Chinese text draws from the fonts' latin subsets until the font picker's
 * provider (features/fonts) replaces this one.
 */
export function editorFonts(): BrowserFontProvider {
  provider ??= createBrowserFontProvider({
    baseUrl: BASE,
    fetchBytes,
    fetchJson: async () => ({}),
    inflate: typeof DecompressionStream === "undefined" ? undefined : inflate,
    cjkSources: [],
  });
  return provider;
}
