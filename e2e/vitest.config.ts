import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Browser tests: a built app served by the real server, driven through Debian Chromium.
// Run with `npm run test:e2e` (it builds first) or `npx vitest run --config e2e/vitest.config.ts`.
export default defineConfig({
  test: {
    name: "e2e",
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["tests/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["./harness/global-setup.ts"],
    // One server for the run; files share it, each opens its own browser. Two files at a time: the
    // serial run used 0.63 of a core, the rest was waiting (docs/testing.md has the checks that make
    // it safe: no spec on the shared server changes settings, mail is read by address, limits raised).
    fileParallelism: true,
    maxWorkers: 2,
    // Files of one worker share its loaded modules (playwright-core, sharp, the contracts) instead of
    // importing them again per file: 6 files measured 13.9 s of import and 60.8 CPU-s isolated, 7.3 s
    // and 55.0 CPU-s not (docs/testing.md). Safe as in the node project: no spec mocks a module, fakes
    // timers, listens on the process or changes the environment; each file launches its own browser and
    // the harness keeps no state but the server entry it computed.
    isolate: false,
    // Two files at a time on a 2-core CI machine stretch a many-actor story: classic-download's
    // four-actor test took 44-56 s alone and 60+ s beside another file (stop 32's red run). A hang
    // still fails, two minutes later; tests that are longer by design set their own.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // playwright-core has no auto-retrying expect: specs wait for async UI with expect.poll. Its
    // default deadline (1 s) is shorter than a fetch plus a render on a busy 2-core CI machine; give
    // it the page's action timeout (harness/fixture.ts). A poll that is already right passes at once.
    expect: { poll: { timeout: 15_000 } },
  },
});
