/**
 * Export times of one classic logo (issue 17, must-show 3): a logo of the classic list
 * (planClassicPage), made safe as saving it to favourites does (savedDesign), then each
 * download-center file drawn by the download center's own code (makeCenterFile, the function
 * behind `GET /api/download-center/...` and `/api/user/download/{fa_id}`), without its file cache:
 * SVG, PNG 2400x1800, PDF and EPS. The designer's fonts and icons are loaded before timing.
 */
import { loadavg } from "node:os";
import { createIconLibrary } from "@studio/assets";
import { loadIconCatalogue } from "@studio/assets/node";
import { centerFile, type CenterFileId } from "@studio/domain";
import { planClassicPage } from "../packages/logo-engine/src/index.js";
import { createNodeLogoDeps } from "../packages/logo-engine/src/node.js";
import { makeCenterFile } from "../apps/server/src/modules/download-center/center-files";
import { savedDesign } from "../apps/server/src/modules/favourites/saved-design";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const FILES: readonly CenterFileId[] = ["svg", "png-2400", "pdf", "eps"];

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

export async function run(): Promise<void> {
  const deps = createNodeLogoDeps();
  const [design] = planClassicPage({ brief: { name: "Harbor & Pine", slogan: "Roasted by the sea", industry: "coffee shop" }, page: 1 }, deps);
  if (!design) throw new Error("planClassicPage drew no logo");
  const saved = savedDesign(design.document as unknown as Record<string, unknown>, { library: createIconLibrary(loadIconCatalogue()), fonts: deps.fonts });
  const source = { kind: "design" as const, document: saved.document };
  console.log(
    `one classic logo (family ${design.family}, ${design.layout}${design.shape ? `, ${design.shape}` : ""}, font ${design.fontId}), ${RUNS} runs per file, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}`,
  );
  for (const id of FILES) {
    const file = centerFile(id);
    if (!file) throw new Error(`no download-center file ${id}`);
    // One warm-up per format: the first call loads sharp/resvg or the PDF library.
    const first = await makeCenterFile(file, source, deps.fonts, { size: null, title: "Harbor & Pine" });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await makeCenterFile(file, source, deps.fonts, { size: null, title: "Harbor & Pine" });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const label = file.size ? `${file.format.toUpperCase()} ${file.size.width}x${file.size.height}` : file.format.toUpperCase();
    console.log(
      `${label.padEnd(14)} p50 ${quantile(times, 0.5).toFixed(1)} ms   p95 ${quantile(times, 0.95).toFixed(1)} ms   max ${(times.at(-1) ?? 0).toFixed(1)} ms   ${(first.length / 1024).toFixed(1)} KB`,
    );
  }
}
