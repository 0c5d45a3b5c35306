/**
 * The classic list (issue 17): one page of 12 logos from POST /api/getAllInfo, through the whole
 * app in process (validation, the designer, the Logo entity, serialisation; no socket). A visitor
 * scrolls: each page posts back the previous answer's select hashes, as the browser does. Target:
 * p95 < 150 ms on this machine. The route touches no database, so it runs once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { GetAllInfoResult } from "@studio/contracts";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/database";
import { migrate } from "../apps/server/src/db/migrate";

const BRIEFS = [
  { name: "Harbor & Pine", industry: "coffee shop", slogan: "Roasted by the sea" },
  { name: "Lumen Labs", industry: "software studio" },
  { name: "山水茶舍", industry: "茶馆" },
  { name: "Petal & Stem", industry: "florist", slogan: "Fresh every morning" },
];
const PAGES = Number(process.env.BENCH_PAGES ?? 10);

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-classic-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, RATE_LIMIT_MAX: "100000" }, { webDistDir: path.join(dataDir, "none") });
  const database = await openDatabase({ pgliteDir: "memory://" });
  await migrate(database);
  const app = await buildApp(config, { database });
  const page = async (body: Record<string, unknown>): Promise<{ ms: number; data: GetAllInfoResult }> => {
    const started = performance.now();
    const res = await app.inject({ method: "POST", url: "/api/getAllInfo", payload: body });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`getAllInfo answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return { ms, data: (JSON.parse(res.body) as { data: GetAllInfoResult }).data };
  };
  try {
    // Warm-up: the icon library, the fonts the briefs need and the JIT (the first call of a process loads them).
    const cold = await page({ name: "Warm Up", industry: "bakery" });
    for (const brief of BRIEFS) await page(brief);
    const times: number[] = [];
    let logos = 0;
    for (const brief of BRIEFS) {
      let previous: GetAllInfoResult | undefined;
      for (let number = 1; number <= PAGES; number += 1) {
        const cursors = previous ? { selecthash: previous.selecthash, selectlog: previous.selectlog, select: previous.select } : {};
        const { ms, data } = await page({ ...brief, ...cursors, page: number });
        times.push(ms);
        if (process.env.BENCH_VERBOSE) console.log(brief.name, number, ms.toFixed(0), data.list.length);
        logos += data.list.length;
        previous = data;
      }
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
    console.log(`POST /api/getAllInfo, ${BRIEFS.length} briefs x ${PAGES} pages (${logos} logos), in process`);
    console.log(`first call of the process (loads icons and fonts): ${cold.ms.toFixed(0)} ms`);
    console.log(
      `page of 12: p50 ${quantile(times, 0.5).toFixed(1)} ms   p95 ${quantile(times, 0.95).toFixed(1)} ms   max ${(times.at(-1) ?? 0).toFixed(1)} ms   mean ${mean.toFixed(1)} ms   (target p95 < 150 ms)`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
