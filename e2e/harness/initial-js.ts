import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { repoRoot } from "./server";

/**
 * The JavaScript a route needs before it is interactive, derived from Vite's build manifest
 * (apps/web/dist/.vite/manifest.json): the entry chunk of index.html, the page language's message
 * chunk (loaded before the first render), the route's lazy chunk, and every chunk any of them
 * imports statically (transitively). Other dynamic imports load later, on demand, and are not counted. Sizes are gzip level 9, as the server sends them
 * (dist holds .gz copies made at build time).
 */

/** The issue-8 budget: 200 kB (1 kB = 1000 bytes, as Vite and Lighthouse print sizes) of gzipped JS. */
export const initialJsBudgetBytes = 200_000;

export const webDistDir = join(repoRoot, "apps/web/dist");

/** Manifest keys are module paths relative to apps/web; a page is reached through its route module. */
export const routeModules = {
  "/": "src/routes/HomePage.tsx",
  "/logo-maker": "src/features/logo-maker/components/LogoMakerPage.tsx",
  // The classic maker's entry (/generate, and /start in Chinese: the same lazy chunk).
  "/generate": "src/features/classic-maker/components/ClassicMakerPage.tsx",
  // The one download center (/download?logo={fa_id}, and the AI results' design ids) and the favourites panel.
  "/download": "src/features/download-center/components/DownloadCenterPage.tsx",
  "/favourites": "src/features/classic-maker/components/FavouritesPage.tsx",
  // The AI image generator (issue 18): /design and /edit share one layout; the Creations tab loads when it opens.
  "/design": "src/features/image-generator/components/GeneratorPage.tsx",
  // The AI image generator's bulk page (issue 18).
  "/design/bulk-image-generator": "src/features/image-generator/bulk/BulkGeneratorPage.tsx",
  // The image tools (issue 19): each tool's form is a lazy chunk of its own.
  "/design/tools": "src/features/image-tools/components/ImageToolsPage.tsx",
} as const;

/** The message chunk of each language; the default language (zh) is also the larger one. */
export const languageModules = {
  en: "../../packages/i18n/src/en.ts",
  zh: "../../packages/i18n/src/zh.ts",
} as const;

export type PageLanguage = keyof typeof languageModules;

type ManifestChunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

export type InitialJsFile = { file: string; rawBytes: number; gzipBytes: number };
export type InitialJs = { files: InitialJsFile[]; rawBytes: number; gzipBytes: number };

export function readManifest(distDir: string = webDistDir): ViteManifest {
  return JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
}

/**
 * Modules that must load on first use only, never with a page (issue 16: payment code loads when a
 * payment first opens): each must stay a lazy chunk of its own and out of every route's initial JS.
 */
export const onFirstUseModules = [
  "src/features/payments/components/PaymentHost.tsx",
  "src/features/payments/components/StripeCardForm.tsx",
  "src/features/payments/components/QrPayView.tsx",
  "../../node_modules/@stripe/stripe-js/pure/index.mjs",
] as const;

/**
 * Text only the QR encoder (the qrcode package) holds. The editor draws QR code elements with it, so
 * since issue 21 it is a chunk shared by the editor (static) and the payment QR view (lazy) rather
 * than a lazy entry of its own: it is found by its text and must stay out of the listed pages.
 */
export const qrEncoderText = "too big to be stored in a QR Code";

/** The manifest keys of the chunks loaded before `routeModule` can run (what initialJsFiles turns into files). */
export function initialChunkKeys(manifest: ViteManifest, routeModule: string, language: PageLanguage = "zh"): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("The manifest has no entry chunk");
  const keys: string[] = [];
  const visit = (key: string) => {
    if (keys.includes(key)) return;
    keys.push(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  if (manifest[languageModules[language]]) visit(languageModules[language]);
  visit(routeChunkKey(manifest, entryKey, routeModule));
  return keys;
}

/** The output files (e.g. `assets/react-abc.js`) loaded before `routeModule` can run, entry first. */
export function initialJsFiles(manifest: ViteManifest, routeModule: string, language: PageLanguage = "zh"): string[] {
  return initialChunkKeys(manifest, routeModule, language)
    .map((key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The manifest names ${key} but has no entry for it`);
      return chunk.file;
    })
    .filter((file) => file.endsWith(".js"));
}

/**
 * The manifest key of the chunk the route's lazy import loads: the module itself when only
 * dynamic imports reach it, or, when another chunk also imports it statically, the shared chunk
 * the bundler put it in (keyed `_Name-hash.js`, named after the module, among the entry's dynamic
 * imports).
 */
function routeChunkKey(manifest: ViteManifest, entryKey: string, routeModule: string): string {
  if (manifest[routeModule]?.isDynamicEntry) return routeModule;
  const name = routeModule
    .split("/")
    .pop()
    ?.replace(/\.[jt]sx?$/, "");
  const shared = (manifest[entryKey]?.dynamicImports ?? []).filter((key) => key.startsWith("_") && manifest[key]?.name === name);
  if (shared.length !== 1 || !shared[0]) throw new Error(`${routeModule} is not a lazy route chunk in the manifest`);
  return shared[0];
}

export function initialJsSize(routeModule: string, distDir: string = webDistDir, language: PageLanguage = "zh"): InitialJs {
  const files = initialJsFiles(readManifest(distDir), routeModule, language).map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    files,
    rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
