import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import { decodeWoff } from "./woff-decode.js";
import type { UnicodeRanges } from "./font-files.js";
import { createEmojiStore } from "./emoji-store.js";
import { createFontStore, type FontStore } from "./font-store.js";

/** The node_modules folder holding @fontsource, found by walking up from this file. */
export function findNodeModules(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, "node_modules");
    if (existsSync(path.join(candidate, "@fontsource"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("node_modules/@fontsource not found; run npm install");
    dir = parent;
  }
}

const toArrayBuffer = (buffer: Buffer): ArrayBuffer => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

/**
 * Server-side fonts: reads the @fontsource .woff subset files from disk on first use and keeps
 * them parsed, and the Twemoji pictures (@twemoji/svg) the same way. Use one provider per process.
 */
export function createNodeFontProvider(options: { nodeModules?: string } = {}): FontStore {
  const root = options.nodeModules ?? findNodeModules();
  const ranges = new Map<string, UnicodeRanges | undefined>();
  const emoji = createEmojiStore({
    readFile: (file) => {
      const full = path.join(root, file);
      return existsSync(full) ? readFileSync(full, "utf8") : undefined;
    },
  });
  const store = createFontStore({
    ranges: (source) => {
      if (!ranges.has(source)) {
        const file = path.join(root, "@fontsource", source, "unicode.json");
        ranges.set(source, existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as UnicodeRanges) : undefined);
      }
      return ranges.get(source);
    },
    readFile: (file) => {
      const full = path.join(root, file);
      return existsSync(full) ? decodeWoff(toArrayBuffer(readFileSync(full)), (data) => new Uint8Array(inflateSync(data))) : undefined;
    },
  });
  return { ...store, emoji: emoji.emoji };
}
