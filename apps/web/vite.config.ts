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
