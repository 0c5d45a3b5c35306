import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server (apps/server) listens here in development.
const api = "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Inline data: URIs would be fine under the CSP, but separate files cache better.
    assetsInlineLimit: 0,
    sourcemap: true,
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
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 20 },
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
