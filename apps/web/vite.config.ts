import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The API server (apps/server) listens here in development.
const api = "http://localhost:3000";

/**
 * Writes .br and .gz copies of the built JS, CSS and SVG next to them, compressed once at the
 * highest levels; the server sends them (@fastify/static preCompressed) instead of compressing
 * every response. Tiny files are left alone: compression would not pay for itself.
 */
function precompress(): Plugin {
  return {
    name: "studio-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
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
