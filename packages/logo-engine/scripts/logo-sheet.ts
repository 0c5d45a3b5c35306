/**
 * `npm run logo:sheet -- --out sheet.png [--seed 1] [--per 1]`: renders the 40 golden briefs
 * (packages/logo-engine/src/golden-briefs.data.ts) as one contact sheet so a person can judge the
 * engine at a glance. docs/logo-sheet.png is this output with the defaults.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { Resvg } from "@resvg/resvg-js";
import { GOLDEN_BRIEFS } from "../src/golden-briefs.data.js";
import { generateLogos } from "../src/index.js";
import { contactSheetSvg, type SheetCell } from "./contact-sheet.js";
import { createNodeLogoDeps } from "../src/node.js";

const { values } = parseArgs({
  options: { out: { type: "string", default: "logo-sheet.png" }, seed: { type: "string", default: "1" }, per: { type: "string", default: "1" } },
});
const deps = createNodeLogoDeps();
const per = Number(values.per);
const cells: SheetCell[] = GOLDEN_BRIEFS.flatMap((brief) =>
  generateLogos({ ...brief, count: per, seed: Number(values.seed) }, deps).map((result) => ({
    svg: result.svg,
    label: `${brief.name} · ${result.provenance.style} · ${result.provenance.font.family}`,
  })),
);
const sheet = contactSheetSvg(cells, deps.fonts, { columns: 5, cellWidth: 360 });
writeFileSync(values.out, new Resvg(sheet).render().asPng());
console.log(`${cells.length} logos -> ${values.out}`);
