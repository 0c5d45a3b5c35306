/**
 * Business card exports on the server (issue 22, "npm run bench -- brand"): a 2000 x 1222 card as
 * PNG (target < 300 ms) and as the print PDF (target < 500 ms: bleed, crop marks, CMYK, embedded
 * subset fonts), through the design export service the business-card route uses. Median and p95 of
 * BENCH_RUNS runs after one warm-up, wall and CPU time (CPU is the figure to read on a shared machine).
 */
import { loadavg } from "node:os";
import sharp from "sharp";
import type { DesignDocumentInput } from "@studio/design";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { createDesignExport } from "../apps/server/src/modules/design-export/design-export.service";
import { createDesignImages } from "../apps/server/src/modules/design-export/design-images";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** A card as a template makes one: background, band, logo picture, QR code, Latin and Chinese fields. */
async function card(): Promise<DesignDocumentInput> {
  const logo = await sharp({ create: { width: 400, height: 400, channels: 4, background: "#e63946" } })
    .png()
    .toBuffer();
  const text = (id: string, field: string, value: string, y: number, size: number, fontId = "inter-600") => ({
    id,
    role: "text" as const,
    type: "text" as const,
    text: value,
    fontId,
    fontSize: size,
    color: "#f1faee",
    x: 700,
    y,
    align: "left" as const,
    field: field as "name",
  });
  return {
    version: 3,
    kind: "card",
    width: 2000,
    height: 1222,
    background: { type: "gradient", kind: "linear", angle: 0, from: "#1d3557", to: "#457b9d" },
    layout: { aspect: "horizontal", code: "" },
    elements: [
      { id: "band", role: "decoration", type: "shape", shape: "square", fill: "#a8dadc", x: 1950, y: 611, width: 200, height: 1300 },
      {
        id: "logo",
        role: "logo",
        type: "image",
        src: `data:image/png;base64,${logo.toString("base64")}`,
        x: 320,
        y: 320,
        width: 360,
        height: 360,
        field: "Logo",
      },
      text("name", "name", "Ada Lovelace", 300, 120),
      text("title", "title", "首席设计师 Chief Designer", 460, 64, "noto-sans-sc-400"),
      text("phone", "phone", "+44 20 7946 0000", 700, 56, "inter-400"),
      text("email", "email", "ada@example.com", 800, 56, "inter-400"),
      text("web", "web", "example.com", 900, 56, "inter-400"),
      text("address", "address", "上海市黄浦区中山东一路 1 号", 1000, 56, "noto-sans-sc-400"),
      { id: "code", role: "decoration", type: "qrcode", text: "https://example.com/ada", x: 1650, y: 950, size: 360, field: "code" },
    ],
  };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

export async function run(): Promise<void> {
  const exports = createDesignExport({
    fontsFor: async () => createNodeLogoDeps().fonts,
    images: createDesignImages({ storage: { read: async () => null }, taskOwner: async () => undefined }),
  });
  const user = { id: 1, isAdmin: false };
  const doc = await card();
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
