/**
 * `npm run bench [-- name ...]`: runs every bench/*.bench.ts (or those whose file name contains
 * one of the given words) one after another and prints their figures. Each bench module exports
 * `run(): Promise<void>` and prints its own lines; benches measure, tests check behaviour.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)))
  // The API's baseline (health under load) first, then the rest by name.
  .sort((a, b) => Number(b.startsWith("health.")) - Number(a.startsWith("health.")) || a.localeCompare(b));

for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { run?: () => Promise<void> };
  if (typeof mod.run !== "function") throw new Error(`${file} does not export run()`);
  console.log(`\n## ${file.replace(/\.bench\.ts$/, "")}`);
  await mod.run();
}
process.exit(0);
