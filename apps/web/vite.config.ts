import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build as esbuild } from "esbuild";
import { defineConfig, type Plugin } from "vite";

// The API server (apps/server) listens here in development.
const api = "http://localhost:3000";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes .br and .gz copies of the built JS, CSS and SVG next to them, compressed once at the
 * highest levels; the server sends them (@fastify/static preCompressed) instead of compressing
 * every response. Tiny files are left alone: compression would not pay for itself.
 * The async zlib calls run on libuv's thread pool, so the files compress on every core at once
 * (brotli quality 11 is nearly all of the plugin's time): the same bytes as the synchronous calls,
 * in half the wall time on 2 cores (docs/testing.md). Largest files first, so the pool ends level.
 */
function precompress(): Plugin {
  return {
    name: "studio-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      const files = await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => /\.(js|css|svg)$/.test(fileName))
          .map(async (fileName) => {
            const file = path.join(outDir, fileName);
            return { file, bytes: await readFile(file) };
          }),
      );
      const worthIt = files.filter(({ bytes }) => bytes.length >= 1024).sort((a, b) => b.bytes.length - a.bytes.length);
      await Promise.all(
        worthIt.map(async ({ file, bytes }) => {
          const [gz, br] = await Promise.all([
            gzipAsync(bytes, { level: 9 }),
            brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

/** The GIF worker's source: the same gifenc code as the server's GIF (docs/logo-animation.md). */
const gifWorkerEntry = fileURLToPath(new URL("./src/features/logo-animation/gif.worker.ts", import.meta.url));

async function bundleGifWorker(): Promise<string> {
  const result = await esbuild({
    entryPoints: [gifWorkerEntry],
    bundle: true,
    format: "iife",
    minify: true,
    write: false,
    platform: "browser",
    mainFields: ["module", "main"],
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error("the GIF worker did not build");
  return output.text;
}

/**
 * The spec's static GIF worker script, at a fixed address (/gif-worker.js, like a file of public/)
 * so the page starts its 3 workers from it; built from gif.worker.ts so that it runs the very
 * encoder the server runs instead of a second copy kept by hand. Served on the fly in development.
 */
function gifWorker(): Plugin {
  return {
    name: "studio-gif-worker",
    configureServer(server) {
      server.middlewares.use("/gif-worker.js", (_request, response, next) => {
        bundleGifWorker().then((code) => {
          response.setHeader("content-type", "text/javascript");
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: "asset", fileName: "gif-worker.js", source: await bundleGifWorker() });
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), gifWorker()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Inline data: URIs would be fine under the CSP, but separate files cache better.
    assetsInlineLimit: 0,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks a route loads, read by the bundle-size budget test
    // and `npm run bench lighthouse`.
    manifest: true,
    rolldownOptions: {
      output: {
        // The framework libraries every page needs get their own long-cached chunks. There is
        // deliberately no catch-all vendor group: a library only one area uses must stay in
        // that area's lazy chunk, or it would grow the first download.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: "i18n", test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
            // zod loads with the first API answer, not with the page (src/api/contract-schema.ts).
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // The generator's zod-free constants (@studio/contracts/plain): its pages import them
            // statically and the lazily loaded contracts re-export them; left alone, the bundler puts
            // them in the contracts' chunk, and zod with it, into those pages' first download.
            { name: "generator-plain", test: /packages[\\/]contracts[\\/]src[\\/](generator-limits|model-names)\.ts$/, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/oss": { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/oss": { target: api, changeOrigin: false },
    },
  },
});
