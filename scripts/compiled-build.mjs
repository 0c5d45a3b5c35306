// Whether the production build (npm run build) is there and newer than its sources: scripts/start.mjs
// and scripts/admin.mjs refuse to run a missing or stale one with NODE_ENV=production, because a
// server quietly running yesterday's code after `git pull` is worse than one that does not start.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The newest modification time of the files under dir (node_modules, dist and dot folders left out). */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const RUN_BUILD = "run `npm run build` first";

/**
 * What is wrong with the build in `root`, or undefined when it can run. The server's inputs are the
 * files esbuild bundled (dist/build.json); the web app's are apps/web and packages, as in development.
 * A source tree that is not there (a container ships the build only) has nothing to be newer.
 * `options.web: false` leaves the web app out: the admin commands do not serve it, and with
 * WEB_DIST_DIR the operator serves a web build of their own.
 */
export function compiledBuildProblem(root, options = {}) {
  const manifest = path.join(root, "apps/server/dist/build.json");
  if (!existsSync(manifest)) return `NODE_ENV=production runs the compiled server, and apps/server/dist has none: ${RUN_BUILD}`;
  const build = JSON.parse(readFileSync(manifest, "utf8"));
  const builtAt = statSync(manifest).mtimeMs;
  if (existsSync(path.join(root, "apps/server/src"))) {
    for (const input of build.inputs) {
      const file = path.join(root, input);
      if (!existsSync(file)) return `The compiled server (built ${build.builtAt}) includes ${input}, which is gone: ${RUN_BUILD}`;
      if (statSync(file).mtimeMs > builtAt) return `The compiled server (built ${build.builtAt}) is older than ${input}: ${RUN_BUILD}`;
    }
  }
  if (options.web === false) return undefined;
  const index = path.join(root, "apps/web/dist/index.html");
  if (!existsSync(index)) return `The web app is not built (apps/web/dist/index.html is missing): ${RUN_BUILD}`;
  const webBuiltAt = statSync(index).mtimeMs;
  for (const dir of ["apps/web", "packages"]) {
    if (newestMtime(path.join(root, dir)) > webBuiltAt) return `The web app's build is older than its sources in ${dir}: ${RUN_BUILD}`;
  }
  return undefined;
}
