import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import {
  initialChunkKeys,
  initialJsBudgetBytes,
  initialJsFiles,
  initialJsSize,
  onFirstUseModules,
  qrEncoderText,
  readManifest,
  routeModules,
  webDistDir,
  type ViteManifest,
} from "../harness/initial-js";

// Sizes are deterministic for a given build, so the budget is a check here; the Lighthouse scores
// and load timings are measured by `npm run bench lighthouse`.
describe("initial JavaScript budget", () => {
  it("counts the entry, the page language's messages, the route's lazy chunk and their static imports, not other routes or dynamic imports", () => {
    const manifest: ViteManifest = {
      "index.html": {
        file: "assets/index-1.js",
        isEntry: true,
        imports: ["_react-1.js", "_shared-1.js"],
        dynamicImports: ["../../packages/i18n/src/en.ts", "../../packages/i18n/src/zh.ts", "src/A.tsx", "src/B.tsx"],
      },
      "../../packages/i18n/src/en.ts": { file: "assets/en-1.js", isDynamicEntry: true },
      "../../packages/i18n/src/zh.ts": { file: "assets/zh-1.js", isDynamicEntry: true },
      "_react-1.js": { file: "assets/react-1.js" },
      "_shared-1.js": { file: "assets/shared-1.js", imports: ["_react-1.js"] },
      "_editor-1.js": { file: "assets/editor-1.js" },
      "_b-only-1.js": { file: "assets/b-only-1.js" },
      "_styles-1.css": { file: "assets/styles-1.css" },
      "src/A.tsx": { file: "assets/A-1.js", isDynamicEntry: true, imports: ["_shared-1.js", "index.html", "_styles-1.css"], dynamicImports: ["_editor-1.js"] },
      "src/B.tsx": { file: "assets/B-1.js", isDynamicEntry: true, imports: ["_b-only-1.js"] },
    };
    expect(initialJsFiles(manifest, "src/A.tsx")).toEqual(["assets/index-1.js", "assets/react-1.js", "assets/shared-1.js", "assets/zh-1.js", "assets/A-1.js"]);
    expect(initialJsFiles(manifest, "src/A.tsx", "en")).toEqual([
      "assets/index-1.js",
      "assets/react-1.js",
      "assets/shared-1.js",
      "assets/en-1.js",
      "assets/A-1.js",
    ]);
    expect(() => initialJsFiles(manifest, "src/missing.tsx")).toThrow(/not a lazy route chunk/);
  });

  it("finds a route module the bundler moved into a shared chunk because something else imports it statically", () => {
    const manifest: ViteManifest = {
      "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js"], dynamicImports: ["_Page-1.js", "src/Panel.tsx"] },
      "_react-1.js": { file: "assets/react-1.js" },
      "_Page-1.js": { file: "assets/Page-1.js", name: "Page", imports: ["_react-1.js", "_engine-1.js"] },
      "_engine-1.js": { file: "assets/engine-1.js" },
      "src/Panel.tsx": { file: "assets/Panel-1.js", isDynamicEntry: true, imports: ["_Page-1.js"] },
    };
    expect(initialJsFiles(manifest, "src/routes/Page.tsx")).toEqual(["assets/index-1.js", "assets/react-1.js", "assets/Page-1.js", "assets/engine-1.js"]);
  });

  it(`keeps /logo-maker under ${initialJsBudgetBytes / 1000} kB gzipped`, () => {
    const size = initialJsSize(routeModules["/logo-maker"]);
    const files = size.files.map((f) => f.file);
    // The computation really found the page: the route's own chunk, the React runtime and the
    // default language's messages (zh, the larger catalogue) are in it.
    expect(files.some((f) => /\/LogoMakerPage-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /\/zh-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /\/react-[\w-]+\.js$/.test(f))).toBe(true);
    expect(size.gzipBytes, `initial JS of /logo-maker: ${size.files.map((f) => `${f.file} ${f.gzipBytes}`).join(", ")}`).toBeLessThan(initialJsBudgetBytes);
  });

  it(`keeps /download?logo= and /favourites under ${initialJsBudgetBytes / 1000} kB gzipped, their API modules loading the schemas with the first answer`, () => {
    for (const [route, chunk] of [
      ["/download", /\/DownloadCenterPage-[\w-]+\.js$/],
      ["/favourites", /\/FavouritesPage-[\w-]+\.js$/],
    ] as const) {
      const size = initialJsSize(routeModules[route]);
      const files = size.files.map((f) => f.file);
      expect(
        files.some((f) => chunk.test(f)),
        route,
      ).toBe(true);
      expect(size.gzipBytes, `initial JS of ${route}: ${size.files.map((f) => `${f.file} ${f.gzipBytes}`).join(", ")}`).toBeLessThan(initialJsBudgetBytes);
    }
  });

  it(`keeps the image generator (/design, /edit) and its bulk page under ${initialJsBudgetBytes / 1000} kB gzipped`, () => {
    for (const [route, chunk] of [
      ["/design", /\/GeneratorPage-[\w-]+\.js$/],
      ["/design/bulk-image-generator", /\/BulkGeneratorPage-[\w-]+\.js$/],
    ] as const) {
      const size = initialJsSize(routeModules[route]);
      expect(
        size.files.some((f) => chunk.test(f.file)),
        route,
      ).toBe(true);
      expect(size.gzipBytes, `initial JS of ${route}: ${size.files.map((f) => `${f.file} ${f.gzipBytes}`).join(", ")}`).toBeLessThan(initialJsBudgetBytes);
    }
  });

  it(`keeps the image tools page (/design/tools/) under ${initialJsBudgetBytes / 1000} kB gzipped, its tool forms loading when picked`, () => {
    const size = initialJsSize(routeModules["/design/tools"]);
    const files = size.files.map((f) => f.file);
    expect(files.some((f) => /\/ImageToolsPage-[\w-]+\.js$/.test(f))).toBe(true);
    // The forms are their own chunks, outside the first download.
    expect(
      files.filter((f) => /\/(MattingForm|ConvertForm|EnlargeForm|IdPhotoForm|VectorForm|BackgroundForm|MockupForm|MaskBrush)-[\w-]+\.js$/.test(f)),
    ).toEqual([]);
    expect(size.gzipBytes, `initial JS of /design/tools: ${size.files.map((f) => `${f.file} ${f.gzipBytes}`).join(", ")}`).toBeLessThan(initialJsBudgetBytes);
  });

  it("loads payment code on first use only: the payment dialog, Stripe's card form and @stripe/stripe-js, the QR view and its encoder are lazy chunks outside every page's initial JS", () => {
    const manifest = readManifest();
    for (const module of onFirstUseModules) expect(manifest[module]?.isDynamicEntry, module).toBe(true);
    for (const route of Object.values(routeModules)) {
      const initial = initialChunkKeys(manifest, route);
      expect(
        initial.filter((key) => (onFirstUseModules as readonly string[]).includes(key) || key.includes("@stripe/") || key.includes("/qrcode/")),
        route,
      ).toEqual([]);
    }
    // The QR encoder, wherever the bundler put it (the editor shares it), is in no listed page's initial JS.
    const assets = join(webDistDir, "assets");
    const qrFiles = readdirSync(assets)
      .filter((file) => file.endsWith(".js") && readFileSync(join(assets, file), "utf8").includes(qrEncoderText))
      .map((file) => `assets/${file}`);
    expect(qrFiles.length).toBeGreaterThan(0);
    for (const route of Object.values(routeModules))
      expect(
        initialJsFiles(manifest, route).filter((file) => qrFiles.includes(file)),
        route,
      ).toEqual([]);
  });

  it("keeps zod and the contracts' schemas out of every page's initial JS: they load with the first API answer", () => {
    const manifest = readManifest();
    for (const route of Object.values(routeModules)) {
      const initial = initialChunkKeys(manifest, route).map((key) => manifest[key]?.file ?? key);
      expect(
        initial.filter((file) => /\/zod-[\w-]+\.js$/.test(file)),
        route,
      ).toEqual([]);
    }
    // The zod chunk exists (the build still has it, for later): the check above looked for the right name.
    expect(Object.values(manifest).some((chunk) => /\/zod-[\w-]+\.js$/.test(chunk.file))).toBe(true);
  });

  it("serves the built chunks compressed", async () => {
    const baseURL = inject("baseURL");
    const entry = readManifest()["index.html"]?.file;
    expect(entry).toBeDefined();
    for (const [encoding, accept] of [
      ["br", "br, gzip"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await fetch(`${baseURL}/${entry}`, { headers: { "accept-encoding": accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("cache-control")).toContain("immutable");
      // fetch decodes the body: it is the real script, not an error page.
      expect(await response.text()).toContain("import");
    }
  });
});
