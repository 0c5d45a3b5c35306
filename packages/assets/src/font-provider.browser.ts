import { FONT_FAMILIES } from "./font-catalogue.data.js";
import type { UnicodeRanges } from "./font-files.js";
import { createEmojiStore, emojiFile } from "./emoji-store.js";
import { createFontStore, type FontStore } from "./font-store.js";
import { decodeWoffAsync } from "./woff-decode.js";

export type FetchBytes = (url: string) => Promise<ArrayBuffer>;
export type FetchJson = (url: string) => Promise<unknown>;

export type BrowserFontProvider = FontStore & {
  /** Fetches every subset file the texts need; call (and await) before rendering. */
  load(requests: readonly { fontId: string; text: string }[]): Promise<void>;
};

/**
 * Browser fonts: files are fetched from `baseUrl` + the node_modules-relative path
 * (`/fonts/@fontsource/inter/files/inter-latin-600-normal.woff` with baseUrl "/fonts/"), and CJK
 * ranges from `@fontsource/<id>/unicode.json`. The fetch functions are passed in, which also keeps
 * this file free of globals.
 */
export function createBrowserFontProvider(options: {
  baseUrl: string;
  fetchBytes: FetchBytes;
  fetchJson: FetchJson;
  /** zlib inflate, e.g. via `new DecompressionStream("deflate")`; without it opentype.js inflates (a few CJK subsets then fail and fall back). */
  inflate?: (data: Uint8Array) => Promise<Uint8Array>;
  cjkSources?: readonly string[];
  /**
   * Where a font outside the catalogue is fetched (a user's `user-<id>`, an uploaded `font-<id>`):
   * its whole file, TrueType. undefined: not known here; such a font, or one that fails to load,
   * has no faces (its text falls back), never a failed render.
   */
  storedFontUrl?: (fontId: string) => string | undefined | Promise<string | undefined>;
}): BrowserFontProvider {
  const ranges = new Map<string, UnicodeRanges>();
  const store = createFontStore({ ranges: (source) => ranges.get(source) });
  // Emoji pictures come from the same base (`@twemoji/svg/<code>.svg`), fetched with the fonts.
  const emoji = createEmojiStore();
  const catalogue = FONT_FAMILIES;
  const base = options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`;
  const cjkSources = options.cjkSources ?? ["noto-sans-sc"];
  return {
    ...store,
    emoji: emoji.emoji,
    missingFiles: (fontId, text) => [...store.missingFiles(fontId, text), ...emoji.missingEmoji(text).map(emojiFile)],
    async load(requests) {
      const codes = [...new Set(requests.flatMap((request) => emoji.missingEmoji(request.text)))];
      const decoder = new TextDecoder();
      const pictures = Promise.all(
        codes.map(async (code) => {
          // Most clusters have one code; a missing variant (404) is remembered, never asked again.
          const bytes = await options.fetchBytes(`${base}${emojiFile(code)}`).catch(() => null);
          emoji.add(code, bytes ? decoder.decode(bytes) : null);
        }),
      );
      await Promise.all(
        cjkSources
          .filter((source) => !ranges.has(source))
          .map(async (source) => ranges.set(source, (await options.fetchJson(`${base}@fontsource/${source}/unicode.json`)) as UnicodeRanges)),
      );
      const catalogueIds = new Set(catalogue.map((entry) => entry.id));
      const stored = [...new Set(requests.map((request) => request.fontId))].filter((fontId) => !catalogueIds.has(fontId) && !store.hasFont(fontId));
      const storedFontUrl = options.storedFontUrl;
      if (storedFontUrl) {
        await Promise.all(
          stored.map(async (fontId) => {
            const url = await Promise.resolve(storedFontUrl(fontId)).catch(() => undefined);
            // Unknown or failing: remembered as a font without faces, so a redraw does not ask again.
            store.addFont(fontId, url === undefined ? null : await options.fetchBytes(url).catch(() => null));
          }),
        );
      }
      const files = [...new Set(requests.flatMap((request) => store.missingFiles(request.fontId, request.text)))];
      const inflate = options.inflate;
      await Promise.all(
        files.map(async (file) => {
          const bytes = await options.fetchBytes(`${base}${file}`);
          store.add(file, inflate ? await decodeWoffAsync(bytes, inflate) : bytes);
        }),
      );
      await pictures;
    },
  };
}
