/**
 * Issue 19's image tools: quality on the committed fixtures with known answers (bench/fixtures/tools,
 * made by make-fixtures.ts beside them, with their true masks) and speed on this machine. Each group
 * lives in its own bench/tools-<name>.ts, prints its detail lines and adds its headline figures to
 * one summary table (bench/tools-table.ts) printed at the end.
 *
 * To add a group: export `async function benchX(table: ToolTable)` from bench/tools-<name>.ts, call
 * `table.add({...})` for each headline figure (with the issue's target when there is one) or
 * `table.gap({...})` for what cannot be measured here, and add ONE line to `groups` below.
 */
import { loadavg } from "node:os";
import { benchEnlarge, benchWatermark } from "./tools-enlarge.js";
import { benchMockups } from "./tools-mockup.js";
import { benchErase, benchFlatMatting, benchOfflineSpeed, benchTracing } from "./tools-offline.js";
import { benchPersonMatting } from "./tools-person.js";
import { BENCH_RUNS, toolFixtures } from "./tools-support.js";
import { createToolTable, type ToolBenchGroup } from "./tools-table.js";

const groups: [name: string, group: ToolBenchGroup][] = [
  ["matting, flat method", benchFlatMatting],
  ["matting, person model", benchPersonMatting],
  ["vectorise", benchTracing],
  ["erase", benchErase],
  ["speed of the offline engines", benchOfflineSpeed],
  ["mockups", benchMockups],
  ["enlarge and watermark removal", async (table) => (await benchEnlarge(table), await benchWatermark(table))],
];

export async function run(): Promise<void> {
  const load = loadavg()
    .map((v) => v.toFixed(1))
    .join(" ");
  console.log(`${toolFixtures().length} fixtures (512x512), ${BENCH_RUNS} timed runs per speed figure, load average ${load}`);
  const table = createToolTable();
  for (const [name, group] of groups) {
    console.log(`\n### ${name}`);
    try {
      await group(table);
    } catch (error) {
      // One broken group must not hide the others' figures; its gap shows in the table.
      console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
      table.gap({ tool: name, figure: "whole group", reason: `failed: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  console.log(`\n### summary (targets from issue 19; load average at the end ${loadavg()[0]?.toFixed(1)})\n`);
  console.log(table.render());
}
