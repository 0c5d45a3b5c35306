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
  /**
   * Whether `load` still has something to fetch for this text: an emoji picture, a catalogue font's
   * missing subset files or CJK ranges, or a stored font (`user-<id>`, `font-<id>`) not asked for yet. `missingFiles` alone
   * cannot say the latter (a stored font has no subset files), so a caller that skipped `load` on it
   * never drew a custom font.
   */
  needsLoading(fontId: string, text: string): boolean;
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
  /** CJK families whose unicode ranges are fetched on the first load even when no text uses them yet. */
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
  const byId = new Map(catalogue.map((entry) => [entry.id, entry]));
  return {
    ...store,
    emoji: emoji.emoji,
    missingFiles: (fontId, text) => [...store.missingFiles(fontId, text), ...emoji.missingEmoji(text).map(emojiFile)],
    needsLoading(fontId, text) {
      if (emoji.missingEmoji(text).length > 0) return true;
      const entry = byId.get(fontId);
      // A CJK family's subsets are known only with its ranges: until they are in, it needs loading.
      if (entry) return (entry.cjk && !ranges.has(entry.source)) || store.missingFiles(fontId, text).length > 0;
      return options.storedFontUrl !== undefined && !store.hasFont(fontId);
    },
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
      // Every CJK family a text uses needs its ranges (which numbered subset holds which character):
      // without them only its latin file loads and the Chinese glyphs of e.g. Noto Serif SC draw nothing.
      const used = requests.flatMap((request) => {
        const entry = byId.get(request.fontId);
        return entry?.cjk ? [entry.source] : [];
      });
      await Promise.all(
        [...new Set([...cjkSources, ...used])]
          .filter((source) => !ranges.has(source))
          .map(async (source) => ranges.set(source, (await options.fetchJson(`${base}@fontsource/${source}/unicode.json`)) as UnicodeRanges)),
      );
      const stored = [...new Set(requests.map((request) => request.fontId))].filter((fontId) => !byId.has(fontId) && !store.hasFont(fontId));
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
