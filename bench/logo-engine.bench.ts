/**
 * Logo engine figures (issue 6 targets): 4 logos of one brief p95 < 100 ms, >= 100 logos/s,
 * SVG < 30 KB, PNG export at 2400 x 1800 < 150 ms (sharp/librsvg). Runs on the main thread, i.e. one core.
 */
import { loadavg } from "node:os";
import { outlineText } from "../packages/design/src/index.js";
import { GOLDEN_BRIEFS, generateLogos } from "../packages/logo-engine/src/index.js";
import { createNodeLogoDeps, renderLogoPng } from "../packages/logo-engine/src/node.js";

/** CPU time used by this process: on a shared, loaded machine it shows the cost that wall time hides. */
const cpuMs = (usage: NodeJS.CpuUsage): number => (usage.user + usage.system) / 1000;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function run(): Promise<void> {
  const deps = createNodeLogoDeps();
  const brief = { name: "Blue Bottle", slogan: "Slow coffee, fast mornings", description: "a coffee shop", count: 4 };

  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")} on this machine (figures scale with it)`,
  );
  // Cold start: the first call builds the icon index and parses the font files it needs.
  let started = performance.now();
  generateLogos({ ...brief, seed: 0 }, deps);
  const cold = performance.now() - started;
  // A long-running server has parsed its fonts once; do that up front so the figures are warm.
  started = performance.now();
  for (const font of deps.fontCatalogue) outlineText(deps.fonts, { text: "Aa", fontId: font.id, fontSize: 72, letterSpacing: 0 });
  const preload = performance.now() - started;

  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let seed = 1; seed <= 60; seed += 1) {
    const cpu = process.cpuUsage();
    started = performance.now();
    generateLogos({ ...brief, seed }, deps);
    times.push(performance.now() - started);
    cpuTimes.push(cpuMs(process.cpuUsage(cpu)));
  }
  console.log(
    `4 logos of one brief: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms wall; CPU p50 ${percentile(cpuTimes, 50).toFixed(1)} ms, p95 ${percentile(cpuTimes, 95).toFixed(1)} ms (cold first call ${cold.toFixed(0)} ms, preloading the latin files of all ${deps.fontCatalogue.length} fonts ${preload.toFixed(0)} ms)`,
  );

  // Warm the fonts of every golden brief, then measure throughput over all 40 briefs.
  for (const golden of GOLDEN_BRIEFS) generateLogos({ ...golden, count: 4, seed: 99 }, deps);
  const sizes: number[] = [];
  const throughputCpu = process.cpuUsage();
  started = performance.now();
  let logos = 0;
  for (let round = 0; round < 2; round += 1) {
    for (const golden of GOLDEN_BRIEFS) {
      const results = generateLogos({ ...golden, count: 4, seed: 11 + round }, deps);
      logos += results.length;
      for (const result of results) sizes.push(result.svg.length);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuMs(process.cpuUsage(throughputCpu)) / 1000;
  console.log(
    `throughput: ${(logos / seconds).toFixed(0)} logos/s wall, ${(logos / cpuSeconds).toFixed(0)} logos per CPU second (${logos} logos over 40 briefs)`,
  );
  console.log(
    `SVG size: median ${(percentile(sizes, 50) / 1024).toFixed(1)} KB, p95 ${(percentile(sizes, 95) / 1024).toFixed(1)} KB, max ${(Math.max(...sizes) / 1024).toFixed(1)} KB`,
  );

  const svg = generateLogos({ ...brief, seed: 1 }, deps)[0]?.svg ?? "";
  const renders: number[] = [];
  const renderCpu: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const cpu = process.cpuUsage();
    started = performance.now();
    const png = await renderLogoPng(svg, { width: 2400 });
    renders.push(performance.now() - started);
    renderCpu.push(cpuMs(process.cpuUsage(cpu)));
    if (png.length === 0) throw new Error("empty PNG");
  }
  console.log(
    `PNG export 2400x1800 (sharp/librsvg): p50 ${percentile(renders, 50).toFixed(1)} ms, p95 ${percentile(renders, 95).toFixed(1)} ms wall; CPU p50 ${percentile(renderCpu, 50).toFixed(1)} ms`,
  );
}
