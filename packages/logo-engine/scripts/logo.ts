/**
 * `npm run logo -- --name "Blue Bottle" --description "a coffee shop" --style combination --count 4 --seed 1 --out DIR [--json]`
 * Writes <rank>-<style>.svg and .png (2400 x 1800 via resvg) per logo; --json prints the results
 * (documents, provenance) on stdout.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { generateLogos, LOGO_STYLES, type LogoStyle } from "../src/index.js";
import { createNodeLogoDeps, renderLogoPng } from "../src/node.js";

const { values } = parseArgs({
  options: {
    name: { type: "string" },
    slogan: { type: "string" },
    industry: { type: "string" },
    description: { type: "string" },
    style: { type: "string", multiple: true },
    palette: { type: "string" },
    color: { type: "string", multiple: true },
    count: { type: "string", default: "4" },
    seed: { type: "string", default: "1" },
    out: { type: "string", default: "logo-out" },
    width: { type: "string", default: "2400" },
    json: { type: "boolean", default: false },
  },
});

if (!values.name) {
  console.error(
    'usage: npm run logo -- --name NAME [--slogan S] [--description D] [--style combination] [--palette "Soft Forest"|warm] [--count 4] [--seed 1] [--out DIR] [--json]',
  );
  process.exit(2);
}
const styles = (values.style ?? []).flatMap((value) => value.split(",")).map((value) => value.trim());
const unknown = styles.filter((style) => !(LOGO_STYLES as readonly string[]).includes(style));
if (unknown.length > 0) {
  console.error(`unknown style ${unknown.join(", ")}; one of ${LOGO_STYLES.join(", ")}`);
  process.exit(2);
}

const deps = createNodeLogoDeps();
const started = performance.now();
const results = generateLogos(
  {
    name: values.name,
    ...(values.slogan ? { slogan: values.slogan } : {}),
    ...(values.industry ? { industry: values.industry } : {}),
    ...(values.description ? { description: values.description } : {}),
    ...(styles.length > 0 ? { styles: styles as LogoStyle[] } : {}),
    ...(values.palette ? { palette: values.palette } : {}),
    ...(values.color ? { colors: values.color } : {}),
    count: Number(values.count),
    seed: Number(values.seed),
  },
  deps,
);
const elapsed = performance.now() - started;
mkdirSync(values.out, { recursive: true });
const width = Number(values.width);
for (const result of results) {
  const base = path.join(values.out, `${result.rank}-${result.provenance.style}`);
  writeFileSync(`${base}.svg`, result.svg);
  writeFileSync(`${base}.png`, await renderLogoPng(result.svg, { width }));
}
if (values.json) {
  console.log(
    JSON.stringify(
      results.map(({ rank, score, provenance, document }) => ({ rank, score, provenance, document })),
      null,
      2,
    ),
  );
} else {
  for (const result of results) {
    const { style, layout, font, icon, mark, palette } = result.provenance;
    console.log(
      `${result.rank}. ${style} ${layout}  font ${font.family}  ${icon ? `icon ${icon.set}:${icon.id}` : mark}  palette ${palette.name}  (${(result.svg.length / 1024).toFixed(1)} KB)`,
    );
  }
  console.error(`${results.length} logos in ${elapsed.toFixed(0)} ms -> ${values.out}`);
}
