/**
 * `npm run bench [-- name ...]`: runs every bench/*.bench.ts (or those whose file name contains
 * one of the given words) one after another and prints their figures. Each bench module exports
 * `run(): Promise<void>` and prints its own lines; benches measure, tests check behaviour.
 *
 * A bench that exports `databases = true` runs twice: on PGlite, then on PostgreSQL. PostgreSQL is
 * DATABASE_URL when set, otherwise a throwaway cluster started from the PostgreSQL binaries (as
 * `npm run test:pg` does); without either, that half is reported as skipped. A bench that exports
 * `postgresOnly = true` (several processes on one database) runs on PostgreSQL only.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";
import { startThrowawayCluster } from "../scripts/pg-cluster.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)))
  // The API's baseline (health under load) first, then the rest by name.
  .sort((a, b) => Number(b.startsWith("health.")) - Number(a.startsWith("health.")) || a.localeCompare(b));

const givenUrl = process.env.DATABASE_URL;
let cluster: { url: string; stop: () => void } | undefined;
let clusterTried = false;

async function postgresUrl(): Promise<string | undefined> {
  if (givenUrl) return givenUrl;
  if (!clusterTried) {
    clusterTried = true;
    cluster = await startThrowawayCluster();
  }
  return cluster?.url;
}

try {
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { run?: () => Promise<void>; databases?: boolean; postgresOnly?: boolean };
    if (typeof mod.run !== "function") throw new Error(`${file} does not export run()`);
    const name = file.replace(/\.bench\.ts$/, "");
    if (!mod.databases && !mod.postgresOnly) {
      console.log(`\n## ${name}`);
      await mod.run();
      continue;
    }
    if (mod.databases) {
      delete process.env.DATABASE_URL;
      console.log(`\n## ${name} (PGlite)`);
      await mod.run();
    }
    const url = await postgresUrl();
    console.log(`\n## ${name} (PostgreSQL)`);
    if (!url) {
      console.log("skipped: no PostgreSQL binaries found and DATABASE_URL is not set");
      continue;
    }
    process.env.DATABASE_URL = url;
    await mod.run();
  }
} finally {
  cluster?.stop();
}
process.exit(0);
