import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and server tests. Browser tests live in e2e/ with their own config (they need a build).
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores, which on a 2-core CI machine is a single
    // worker: every test file ran one after another while the second core idled (the main vitest
    // process only collects results). Test files are independent (their own PGlite; unique rows on a
    // shared PostgreSQL), so use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "node",
          include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "scripts/**/*.test.ts"],
          // The multi-process test needs PostgreSQL and minutes: `npm run test:scale` runs it.
          exclude: ["**/node_modules/**", "**/*.scale.test.ts"],
          environment: "node",
          // Under `npm run test:pg`, points DATABASE_URL at this worker's own database (see the file).
          setupFiles: ["apps/server/test/pg-worker-database.ts"],
          // Files of one worker share its loaded modules instead of importing the whole server again
          // per file: importing dominated the run (298 s of 508 s; 12 server files measured 83 CPU-s
          // isolated, 46 without). Safe here because no node test mocks modules (vi.mock) or keeps
          // fake timers, process listeners or environment changes past its own end, and every
          // test file makes its own app and database; module-level state is read-only data caches.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // A component test that clicks through several steps runs in ~1-2 s alone, but beside the
          // server tests on a 2-core CI machine it has taken over vitest's 5 s default.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
