// `npm start`: checks the configuration, builds the web app when it is missing or older than its
// sources, then runs the server from its TypeScript sources (API, workers and scheduler in one
// process unless --role says otherwise). Arguments after `--` go to the server, e.g.
// `npm start -- --role=api`.
//
// With NODE_ENV=production it runs the compiled build instead (`npm run build`: apps/server/dist and
// apps/web/dist) in this very process with plain node, no TypeScript loader, and stops with one line
// when that build is missing or older than its sources; the server checks the configuration itself.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compiledBuildProblem, newestMtime } from "./compiled-build.mjs";
import { whenOrphaned } from "./parent-watch.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (process.env.NODE_ENV === "production") {
  const problem = compiledBuildProblem(root, { web: !process.env.WEB_DIST_DIR });
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  // The server in this process shuts down gracefully on SIGTERM; an orphaned one is sent it.
  whenOrphaned(() => process.kill(process.pid, "SIGTERM"));
  await import(pathToFileURL(path.join(root, "apps/server/dist/server.js")).href);
} else {
  await startFromSources();
}

async function startFromSources() {
  // Fail on a bad variable before spending a minute on a build.
  const { tsImport } = await import("tsx/esm/api");
  const { loadConfig, ConfigError } = await tsImport("../apps/server/src/config.ts", import.meta.url);
  try {
    loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const index = path.join(root, "apps/web/dist/index.html");
  const sources = [path.join(root, "apps/web"), path.join(root, "packages")];
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (!process.env.WEB_DIST_DIR && sources.some((dir) => newestMtime(dir) > builtAt)) {
    process.stdout.write(builtAt ? "Web app sources changed; rebuilding...\n" : "Building the web app (first start)...\n");
    const build = spawnSync("npm", ["run", "build", "-w", "@studio/web", "--silent"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  whenOrphaned(() => child.kill("SIGTERM"));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
