import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:scale` only (scripts/test-scale.mjs): the multi-process test, kept out of the
 * default projects (vitest.config.ts excludes *.scale.test.ts) because it needs PostgreSQL and
 * several server processes, and takes minutes.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../../../.."),
  test: {
    include: ["apps/server/src/**/*.scale.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
