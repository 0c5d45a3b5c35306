/**
 * Business card exports on the server (issue 22, "npm run bench -- brand"): a 2000 x 1222 card as
 * PNG (target < 300 ms) and as the print PDF (target < 500 ms: bleed, crop marks, CMYK, embedded
 * subset fonts), through the design export service the business-card route uses. Median and p95 of
 * BENCH_RUNS runs after one warm-up, wall and CPU time (CPU is the figure to read on a shared machine).
 */
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { createDesignExport } from "../apps/server/src/modules/design-export/design-export.service";
import { createDesignImages } from "../apps/server/src/modules/design-export/design-images";
import { benchCard } from "./support/card-document";
import { loadAverage as load, quantile } from "./support/timing";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

export async function run(): Promise<void> {
  const exports = createDesignExport({
    fontsFor: async () => createNodeLogoDeps().fonts,
    images: createDesignImages({ storage: { read: async () => null }, taskOwner: async () => undefined }),
  });
  const user = { id: 1, isAdmin: false };
  const doc = await benchCard();
  const measurements = [
    { name: "card 2000x1222 PNG", target: 300, run: () => exports.export(user, doc, { format: "png", width: 2000 }) },
    { name: "card 2000x1222 print PDF (front + back)", target: 500, run: () => exports.exportPages(user, [doc, doc], { format: "print-pdf" }) },
    { name: "card 2000x1222 print PDF (front)", target: 500, run: () => exports.exportPages(user, [doc], { format: "print-pdf" }) },
  ];
  console.log(`business card export: ${RUNS} runs each after one warm-up, load average ${load()}`);
  for (const measurement of measurements) {
    const warm = await measurement.run();
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const used = process.cpuUsage();
      await measurement.run();
      const spent = process.cpuUsage(used);
      times.push(performance.now() - started);
      cpu.push((spent.user + spent.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    const cpuMedian = quantile(cpu, 0.5);
    const verdict = (value: number) => (value < measurement.target ? "met" : "NOT met");
    console.log(
      `${measurement.name.padEnd(42)} median ${median.toFixed(1)} ms (target < ${measurement.target} ms: ${verdict(median)})   p95 ${quantile(times, 0.95).toFixed(1)} ms   CPU median ${cpuMedian.toFixed(1)} ms (${verdict(cpuMedian)})   ${(warm.bytes.length / 1000).toFixed(1)} kB`,
    );
  }
  console.log(`load average after: ${load()}`);
}
