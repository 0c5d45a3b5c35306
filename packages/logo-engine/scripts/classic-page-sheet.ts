/**
 * `npm run logo:classic-page -- --out docs/classic-page.png [--name "Harbor & Pine"] [--slogan ...]
 * [--description ...] [--page 1]`: one page of the classic list (planClassicPage, 12 designs) as a
 * contact sheet, each caption naming its layout, family and container shape, so a person can judge
 * the variety and the layout rules at a glance. docs/classic-page.png is this output with the defaults.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { Resvg } from "@resvg/resvg-js";
import { planClassicPage, type ClassicDesign } from "../src/index.js";
import { contactSheetSvg, type SheetCell } from "./contact-sheet.js";
import { createNodeLogoDeps } from "../src/node.js";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "classic-page.png" },
    name: { type: "string", default: "Harbor & Pine" },
    slogan: { type: "string", default: "Coffee by the sea" },
    description: { type: "string", default: "a coffee shop" },
    page: { type: "string", default: "1" },
  },
});
const deps = createNodeLogoDeps();
const seen: string[] = [];
let designs: ClassicDesign[] = [];
// Earlier pages first, so page N is what the endless list shows N-th (their hashes are excluded).
for (let page = 1; page <= Number(values.page); page += 1) {
  designs = planClassicPage({ brief: { name: values.name, slogan: values.slogan, description: values.description }, page, seenHashes: seen }, deps);
  seen.push(...designs.map((design) => design.hash));
}
const cells: SheetCell[] = designs.map((design) => ({
  svg: design.svg,
  label: `${design.family} · ${design.layout}${design.shape ? ` · ${design.shape}` : ""} · ${design.paletteId}`,
}));
const sheet = contactSheetSvg(cells, deps.fonts, { columns: 4, cellWidth: 360 });
writeFileSync(values.out, new Resvg(sheet).render().asPng());
console.log(`${cells.length} logos -> ${values.out}`);
