// `npm start`: checks the configuration, builds the web app when it is missing or older than its
// sources, then runs the server (API, workers and scheduler in one process unless --role says
// otherwise). Arguments after `--` go to the server, e.g. `npm start -- --role=api`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Fail on a bad variable before spending a minute on a build.
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

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const index = path.join(root, "apps/web/dist/index.html");
const sources = [path.join(root, "apps/web"), path.join(root, "packages")];
const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
if (!process.env.WEB_DIST_DIR && sources.some((dir) => newestMtime(dir) > builtAt)) {
  process.stdout.write(builtAt ? "Web app sources changed; rebuilding...\n" : "Building the web app (first start)...\n");
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
