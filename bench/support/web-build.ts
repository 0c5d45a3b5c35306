import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./process";

// The same staleness rule as scripts/start.mjs: any source under apps/web or packages newer than
// the build. The manifest is the marker, so a build from before it was switched on counts as stale.
const marker = path.join(repoRoot, "apps/web/dist/.vite/manifest.json");

function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds the web app when apps/web/dist is missing or older than its sources. */
export function ensureWebBuild(): void {
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sources = [path.join(repoRoot, "apps/web"), path.join(repoRoot, "packages")];
  if (builtAt && sources.every((dir) => newestMtime(dir) <= builtAt)) return;
  console.log(builtAt ? "web app sources changed; rebuilding" : "building the web app");
  const build = spawnSync("npm", ["run", "build", "-w", "@studio/web", "--silent"], { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error(`npm run build -w @studio/web failed (exit ${build.status})`);
}
