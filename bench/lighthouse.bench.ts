/**
 * Lighthouse (desktop preset) on the built web app served by the real server, 3 runs per page with
 * a fresh Chromium each, medians printed; and the initial JavaScript of /logo-maker against its
 * 200 kB gzipped budget. Runs offline against /usr/bin/chromium (CHROMIUM_PATH overrides).
 * LIGHTHOUSE_RUNS changes the run count; LIGHTHOUSE_REPORT_DIR=<dir> keeps every JSON report.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Result, type RunnerResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { gzipSync } from "node:zlib";
import { initialChunkKeys, initialJsBudgetBytes, initialJsSize, onFirstUseModules, readManifest, routeModules, webDistDir } from "../e2e/harness/initial-js";
import { freePort, startProcess, stopProcess } from "./support/process";
import { ensureWebBuild } from "./support/web-build";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const pages = ["/logo-maker?lang=en", "/?lang=en"] as const;
const categories = ["performance", "accessibility", "best-practices"] as const;

type Run = {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  scriptCount: number;
  failed: string[];
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Script requests Chromium made during the load, with their bytes on the wire (compressed). */
function scriptTransfer(lhr: Result): { bytes: number; count: number } {
  const details = lhr.audits["network-requests"]?.details;
  if (!details || details.type !== "table") return { bytes: 0, count: 0 };
  let bytes = 0;
  let count = 0;
  for (const item of details.items) {
    if (item.resourceType !== "Script" || typeof item.transferSize !== "number") continue;
    bytes += item.transferSize;
    count += 1;
  }
  return { bytes, count };
}

function summarise(lhr: Result): Run {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Audits that cost points: scored below 1 and counted in one of the categories we print.
  const failed = categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category}/${ref.id}`),
  );
  const scripts = scriptTransfer(lhr);
  return {
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices") },
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: scripts.bytes,
    scriptCount: scripts.count,
    failed,
  };
}

async function audit(url: string, reportPath: string | undefined): Promise<Run> {
  // A fresh browser (and profile) per run, so no run starts with another's cache or compiled code.
  const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"], logLevel: "silent" });
  try {
    const result: RunnerResult | undefined = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories] },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    if (reportPath) writeFileSync(reportPath, JSON.stringify(result.lhr, null, 1));
    return summarise(result.lhr);
  } finally {
    chrome.kill();
  }
}

export async function run(): Promise<void> {
  ensureWebBuild();

  const budget = initialJsSize(routeModules["/logo-maker"]);
  const verdict = budget.gzipBytes < initialJsBudgetBytes ? "within" : "OVER";
  console.log(
    `initial JS of /logo-maker: ${kB(budget.gzipBytes)} gzipped (${kB(budget.rawBytes)} raw) in ${budget.files.length} files, ${verdict} the ${kB(initialJsBudgetBytes)} budget`,
  );
  console.log("  (from the Vite manifest: index.html's entry chunk, the zh messages, the LogoMakerPage lazy chunk, and their static imports; gzip -9)");
  for (const file of [...budget.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${file.file.padEnd(42)} ${kB(file.gzipBytes).padStart(9)}`);
  }

  // Payment code (issue 16) loads when a payment first opens: none of it may be in /logo-maker's
  // initial JS. Printed with the size each lazy chunk adds on first use.
  const manifest = readManifest();
  const initialKeys = initialChunkKeys(manifest, routeModules["/logo-maker"]);
  for (const module of onFirstUseModules) {
    const chunk = manifest[module];
    const where = !chunk?.isDynamicEntry ? "NOT a lazy chunk" : initialKeys.includes(module) ? "IN the initial JS" : "on first use";
    const size = chunk ? gzipSync(readFileSync(path.join(webDistDir, chunk.file)), { level: 9 }).length : 0;
    console.log(`  ${module.padEnd(58)} ${where}, ${kB(size)} gzipped`);
    if (where !== "on first use") process.exitCode = 1;
  }

  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startProcess("apps/server/src/server.ts", [], { PORT: String(port), DATA_DIR: dataDir, HOST: "127.0.0.1" }, `${origin}/api/health`);
  const results = new Map<string, Run[]>();
  try {
    // Warm the server (first index.html read, first session lookup) outside the measured runs, and
    // let the first-start work finish: the logo style data is seeded shortly after listen, and a
    // run before that would measure an install nobody uses (its 404 shows as a console error).
    for (const page of pages) await (await fetch(`${origin}${page}`)).text();
    const seededBy = Date.now() + 30_000;
    while (Date.now() < seededBy && !(await fetch(`${origin}/oss/ai-logo-style/data.json`)).ok) await new Promise((r) => setTimeout(r, 250));
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const name = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
        runs.push(await audit(`${origin}${page}`, reportDir ? path.join(reportDir, `${name || "home"}-${i + 1}.json`) : undefined));
      }
      results.set(page, runs);
    }
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse, desktop preset (simulated throttling), ${chromePath} headless, median of ${RUNS} runs per page`);
  console.log("(scores measured on a shared, busy machine are noisy; compare medians, not single runs)");
  console.log(
    `${"page".padEnd(22)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"b-p".padStart(5)} ${"LCP".padStart(8)} ${"TBT".padStart(7)} ${"CLS".padStart(6)}   scripts on the wire`,
  );
  for (const [page, runs] of results) {
    const m = (pick: (r: Run) => number) => median(runs.map(pick));
    console.log(
      [
        page.padEnd(22),
        String(m((r) => r.scores.performance)).padStart(5),
        String(m((r) => r.scores.accessibility)).padStart(5),
        String(m((r) => r.scores["best-practices"])).padStart(5),
        `${(m((r) => r.lcp) / 1000).toFixed(2)} s`.padStart(8),
        `${m((r) => r.tbt).toFixed(0)} ms`.padStart(7),
        m((r) => r.cls)
          .toFixed(3)
          .padStart(6),
        `  ${kB(m((r) => r.scriptBytes))} in ${m((r) => r.scriptCount)} requests`,
      ].join(" "),
    );
  }
  console.log("(scripts on the wire: every Script request Chromium observed during the Lighthouse load, compressed bytes transferred)");
  for (const [page, runs] of results) {
    const failed = [...new Set(runs.flatMap((r) => r.failed))];
    if (failed.length) console.log(`audits costing points on ${page}: ${failed.join(", ")}`);
  }
}
