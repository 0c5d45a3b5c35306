import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compiledBuildProblem } from "./compiled-build.mjs";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A repository with a server source, a web source and (unless told) both builds, all a minute old. */
function repository(options: { serverBuild?: boolean; webBuild?: boolean } = {}): { root: string; touch(file: string, secondsAgo?: number): void } {
  const root = mkdtempSync(path.join(tmpdir(), "studio-build-check-"));
  roots.push(root);
  const touch = (file: string, secondsAgo = 60) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, "x");
    const at = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, at, at);
  };
  touch("apps/server/src/server.ts", 120);
  touch("apps/web/src/main.tsx", 120);
  touch("packages/domain/src/index.ts", 120);
  if (options.serverBuild !== false) {
    const manifest = path.join(root, "apps/server/dist/build.json");
    mkdirSync(path.dirname(manifest), { recursive: true });
    const inputs = ["apps/server/src/server.ts", "packages/domain/src/index.ts"];
    writeFileSync(manifest, JSON.stringify({ kind: "esbuild bundle", builtAt: "2026-11-26T10:00:00.000Z", commit: "abc1234", inputs }));
    const at = new Date(Date.now() - 60_000);
    utimesSync(manifest, at, at);
  }
  if (options.webBuild !== false) touch("apps/web/dist/index.html");
  return { root, touch };
}

describe("compiledBuildProblem (NODE_ENV=production npm start)", () => {
  it("accepts a build newer than every source", () => {
    expect(compiledBuildProblem(repository().root)).toBeUndefined();
  });

  it("asks for npm run build when the server build is missing", () => {
    expect(compiledBuildProblem(repository({ serverBuild: false }).root)).toBe(
      "NODE_ENV=production runs the compiled server, and apps/server/dist has none: run `npm run build` first",
    );
  });

  it("names the bundled source that changed after the build", () => {
    const repo = repository();
    repo.touch("packages/domain/src/index.ts", 0);
    expect(compiledBuildProblem(repo.root)).toBe(
      "The compiled server (built 2026-11-26T10:00:00.000Z) is older than packages/domain/src/index.ts: run `npm run build` first",
    );
  });

  it("notices a bundled source that was deleted", () => {
    const repo = repository();
    rmSync(path.join(repo.root, "apps/server/src/server.ts"));
    repo.touch("apps/server/src/other.ts");
    expect(compiledBuildProblem(repo.root)).toMatch(/includes apps\/server\/src\/server\.ts, which is gone/);
  });

  it("checks the web app's build unless told not to (the admin commands, WEB_DIST_DIR)", () => {
    const missing = repository({ webBuild: false });
    expect(compiledBuildProblem(missing.root)).toBe("The web app is not built (apps/web/dist/index.html is missing): run `npm run build` first");
    expect(compiledBuildProblem(missing.root, { web: false })).toBeUndefined();
    const stale = repository();
    stale.touch("apps/web/src/main.tsx", 0);
    expect(compiledBuildProblem(stale.root)).toBe("The web app's build is older than its sources in apps/web: run `npm run build` first");
  });

  it("runs a build shipped without its sources (the container image)", () => {
    const repo = repository();
    rmSync(path.join(repo.root, "apps/server/src"), { recursive: true });
    rmSync(path.join(repo.root, "packages"), { recursive: true });
    rmSync(path.join(repo.root, "apps/web/src"), { recursive: true });
    expect(compiledBuildProblem(repo.root)).toBeUndefined();
  });
});
