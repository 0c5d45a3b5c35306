/**
 * The logo API (issue 23 must-show 2): logos per second through GET /logoapi/async/logo (the whole
 * app in process: key check, the per-key limit, the quota's count in the database, the designer,
 * PNGs, serialisation; no socket) against the designer alone (planClassicPage and the same 800 px
 * PNGs, no app). Target: the API within 2x of the designer alone. Format 1 (base64 in the answer)
 * and format 2 (PNGs stored under /oss, URLs in the answer) are both measured.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { planClassicPage } from "@studio/logo-engine";
import { createNodeLogoDeps, renderLogoPng } from "@studio/logo-engine/node";
import { buildApp } from "../apps/server/src/app";
import { adminCommands } from "../apps/server/src/admin/admin-commands";
import { runAdmin } from "../apps/server/src/admin/run-admin";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/database";
import { migrate } from "../apps/server/src/db/migrate";

const BRIEFS = [
  { name: "Harbor & Pine", slogan: "Roasted by the sea" },
  { name: "Lumen Labs" },
  { name: "山水茶舍" },
  { name: "Petal & Stem", slogan: "Fresh every morning" },
];
const PAGES = Number(process.env.BENCH_PAGES ?? 3);
const SIZE = 12;

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-logo-api-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, RATE_LIMIT_MAX: "100000" }, { webDistDir: path.join(dataDir, "none") });
  const database = await openDatabase({ pgliteDir: "memory://" });
  await migrate(database);
  const app = await buildApp(config, { database });
  const lines: string[] = [];
  await runAdmin(["api-key", "create", "--name", "Bench", "--rate", "6000"], adminCommands, { config, database, out: (line) => lines.push(line) });
  const key = /key: (\S+)/.exec(lines.join("\n"))?.[1] ?? "";
  const engine = createNodeLogoDeps();

  const designerAlone = async (): Promise<{ logos: number; ms: number }> => {
    const started = performance.now();
    let logos = 0;
    for (const brief of BRIEFS)
      for (let page = 1; page <= PAGES; page += 1) {
        for (const design of planClassicPage({ brief, page, pageSize: SIZE }, engine)) {
          await renderLogoPng(design.svg, { width: 800 });
          logos += 1;
        }
      }
    return { logos, ms: performance.now() - started };
  };
  const planOnly = (): { logos: number; ms: number } => {
    const started = performance.now();
    let logos = 0;
    for (const brief of BRIEFS) for (let page = 1; page <= PAGES; page += 1) logos += planClassicPage({ brief, page, pageSize: SIZE }, engine).length;
    return { logos, ms: performance.now() - started };
  };
  const throughApi = async (format: 1 | 2): Promise<{ logos: number; ms: number }> => {
    const started = performance.now();
    let logos = 0;
    for (const brief of BRIEFS)
      for (let page = 1; page <= PAGES; page += 1) {
        const query = new URLSearchParams({
          name: brief.name,
          ...(brief.slogan ? { slogan: brief.slogan } : {}),
          format: String(format),
          page: String(page),
          size: String(SIZE),
        });
        const answer = await app.inject({ method: "GET", url: `/logoapi/async/logo?${query}`, headers: { apikey: key } });
        if (answer.statusCode !== 200) throw new Error(`the API answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
        logos += (JSON.parse(answer.body) as { data: { logos: unknown[] } }).data.logos.length;
      }
    return { logos, ms: performance.now() - started };
  };
  const perSecond = (result: { logos: number; ms: number }) => (result.logos / result.ms) * 1000;

  try {
    // Warm-up: the icon library, the fonts these briefs need and the JIT, for both paths.
    await designerAlone();
    await throughApi(1);
    const rows: [string, { logos: number; ms: number }][] = [];
    // Alternated, so a change in the machine's load hits both sides alike.
    for (let round = 1; round <= 2; round += 1) {
      rows.push([`designer alone (plan + PNG), round ${round}`, await designerAlone()]);
      rows.push([`API format 1 (base64), round ${round}`, await throughApi(1)]);
      rows.push([`API format 2 (stored, URLs), round ${round}`, await throughApi(2)]);
    }
    const plan = planOnly();
    console.log(`logo API vs the designer: ${BRIEFS.length} briefs (one Chinese) x ${PAGES} pages of ${SIZE}, in process`);
    for (const [label, result] of rows) console.log(`${label}: ${result.logos} logos in ${result.ms.toFixed(0)} ms = ${perSecond(result).toFixed(1)} logos/s`);
    console.log(`designer plan only (SVG, no PNG): ${perSecond(plan).toFixed(1)} logos/s`);
    const best = (prefix: string) => Math.max(...rows.filter(([label]) => label.startsWith(prefix)).map(([, result]) => perSecond(result)));
    const alone = best("designer alone");
    for (const format of ["API format 1", "API format 2"])
      console.log(`${format}: ${(alone / best(format)).toFixed(2)}x the designer alone's time per logo (target within 2x)`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
