/**
 * The mockup renderer (packages/image-tools/src/mockup), one row per scene at its 1024 x 768 output:
 * - cold: the first render of a scene in the process (the scene drawn by librsvg twice, its grains
 *   computed), then warm p50 / max of BENCH_RUNS (the drawn scene cached: warp, light, composite) and
 *   the PNG encode beside;
 * - the surface colour chosen against the logo, and whether the logo's flat backdrop was cut out.
 * The logo is the first flat fixture of bench/fixtures/tools (a subject on a plain backdrop).
 */
import { decodeImage, encodePng, MOCKUP_SCENES, prepareLogo, renderMockup } from "../packages/image-tools/src/index.js";
import { BENCH_RUNS, fixtureBytes, ms, timed, timingText, toolFixtures } from "./tools-support.js";
import type { ToolTable } from "./tools-table.js";

export async function benchMockups(table: ToolTable): Promise<void> {
  const first = toolFixtures().find((f) => f.group === "flat");
  if (!first) throw new Error("no flat fixture");
  const logo = await decodeImage(fixtureBytes(first.file));
  console.log(`1024x768 per scene; logo ${first.file}; cold = first render (scene drawn), warm = scene cached; wall p50 / max (CPU p50)`);
  const started = performance.now();
  const prepared = prepareLogo(logo);
  console.log(`  logo preparation (flat cut-out + crop)  ${ms(performance.now() - started)}   cut out: ${prepared.cutOut}`);
  let worstCold = 0;
  let worstWarm = 0;
  for (const scene of MOCKUP_SCENES) {
    const t = performance.now();
    await renderMockup(prepared, scene);
    const cold = performance.now() - t;
    const warm = await timed(() => renderMockup(prepared, scene), BENCH_RUNS);
    const encode = await timed(() => encodePng(warm.result.image), Math.min(3, BENCH_RUNS));
    worstCold = Math.max(worstCold, cold);
    worstWarm = Math.max(worstWarm, warm.p50);
    console.log(
      `  ${scene.padEnd(13)} cold ${ms(cold).padEnd(10)} warm ${timingText(warm)} PNG encode ${ms(encode.p50).padEnd(9)} ${(encode.result.length / 1024).toFixed(0)} KB   surface ${warm.result.surface.name}`,
    );
  }
  table.add({ tool: "mockup", figure: "1024x768, slowest scene, warm wall p50", value: worstWarm, unit: "ms", target: { below: 1000 } });
  table.add({
    tool: "mockup",
    figure: "1024x768, slowest scene, first render (scene drawn)",
    value: worstCold,
    unit: "ms",
    note: "once per scene and process",
  });
}
