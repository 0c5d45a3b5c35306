/**
 * Person matting (issue 19, T19-PERSON), on bench/fixtures/person: painted portraits with their own
 * alpha (the true mask) composited on flat, gradient and photographic backdrops (sources and licences
 * in bench/fixtures/person/README.md). They are paintings, not photographs: no openly licensed
 * photographic portrait with a true mask was found in the registries these machines reach, so the
 * figure says so beside its value.
 * - quality: soft IoU of the person method's alpha (model + guided-filter edges) against the true mask,
 *   per fixture and per group, beside the model's raw upsampled mask and the flat colour method;
 * - the chooser: which method `auto` picks for each fixture;
 * - speed at 1024x1024: the model alone, the whole person cut-out, an ID photo.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  chooseMattingMethod,
  composeIdPhoto,
  decodeImage,
  findHead,
  personConfidence,
  removeFlatBackground,
  removePersonBackground,
  type RawImage,
} from "../packages/image-tools/src/index.js";
import { upsampleConfidence } from "../packages/image-tools/src/person-segmentation.js";
import type { ToolTable } from "./tools-table.js";
import { mean, softIou, timed, timingText } from "./tools-support.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, "fixtures", "person");
const PORTRAIT_IOU_TARGET = 0.9;

type PersonFixture = { file: string; mask: string; group: string; figure: string; backdrop: string };

/** Alpha 0..1 as the alpha channel of an RGBA image, for softIou. */
function asAlphaImage(alpha: Float32Array, width: number, height: number): RawImage {
  const data = new Uint8Array(width * height * 4);
  for (let p = 0; p < alpha.length; p++) data[p * 4 + 3] = Math.round((alpha[p] as number) * 255);
  return { data, width, height };
}

export async function benchPersonMatting(table: ToolTable): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as PersonFixture[];
  console.log("matting, person method (MediaPipe selfie model + guided filter): soft IoU of alpha vs true mask; painted portraits, not photographs");
  const groups = new Map<string, { person: number[]; raw: number[]; flat: number[] }>();
  const picks = new Map<string, number>();
  for (const fixture of manifest) {
    const image = await decodeImage(readFileSync(path.join(dir, fixture.file)));
    const mask = new Uint8Array(
      await sharp(readFileSync(path.join(dir, fixture.mask)))
        .extractChannel(0)
        .raw()
        .toBuffer(),
    );
    const result = removePersonBackground(image);
    const person = softIou(result.image, mask);
    const raw = softIou(asAlphaImage(upsampleConfidence(result.confidence, image.width, image.height), image.width, image.height), mask);
    const flat = softIou(removeFlatBackground(image).image, mask);
    const choice = chooseMattingMethod(image, { requested: "auto", onnx: false, provider: false }).method ?? "none";
    picks.set(choice, (picks.get(choice) ?? 0) + 1);
    const group = groups.get(fixture.group) ?? { person: [], raw: [], flat: [] };
    group.person.push(person);
    group.raw.push(raw);
    group.flat.push(flat);
    groups.set(fixture.group, group);
    console.log(
      `  ${fixture.file.replace(/\.jpg$/, "").padEnd(44)} IoU ${person.toFixed(4)}   model mask ${raw.toFixed(4)}   flat method ${flat.toFixed(4)}   auto picks ${choice}`,
    );
  }
  const all = [...groups.values()].flatMap((g) => g.person);
  for (const [name, group] of groups) {
    console.log(
      `  group ${name.padEnd(9)} n=${group.person.length}  mean IoU ${mean(group.person).toFixed(4)}  min ${Math.min(...group.person).toFixed(4)}  model mask ${mean(group.raw).toFixed(4)}  flat method ${mean(group.flat).toFixed(4)}`,
    );
  }
  console.log(`  auto's choices: ${[...picks].map(([m, n]) => `${m} ${n}`).join(", ")}`);
  table.add({
    tool: "matting (person model)",
    figure: `mean IoU vs true mask, painted portraits (n=${all.length})`,
    value: mean(all),
    unit: "IoU",
    target: { atLeast: PORTRAIT_IOU_TARGET },
    note: `${[...groups].map(([name, g]) => `${name} ${mean(g.person).toFixed(3)}`).join(", ")}; paintings, not photos`,
  });

  console.log("\nspeed at 1024x1024 (a fixture scaled up; wall p50 / max, CPU p50)");
  const first = manifest[0];
  if (!first) throw new Error("no person fixtures");
  const big = await decodeImage(
    await sharp(readFileSync(path.join(dir, first.file)))
      .resize(1024, 1024)
      .png()
      .toBuffer(),
  );
  const model = await timed(() => personConfidence(big));
  console.log(`  person model alone (256x256 inside)           ${timingText(model)}`);
  const cut = await timed(() => removePersonBackground(big));
  console.log(`  person cut-out (model, edges, colours)       ${timingText(cut)}   target < 1.5 s`);
  table.add({
    tool: "matting (person model)",
    figure: "1024x1024 cut-out, wall p50",
    value: cut.p50,
    unit: "ms",
    target: { below: 1500 },
    note: `CPU ${cut.cpu.toFixed(0)} ms`,
  });
  const head = findHead(cut.result.alpha, big.width, big.height);
  if (head) {
    const id = await timed(() => composeIdPhoto(cut.result.image, head, { size: { width: 413, height: 531 }, background: "#438edb" }));
    console.log(`  ID photo framing (after the cut-out)         ${timingText(id)}`);
    table.add({ tool: "idphoto", figure: "passport framing after the cut-out, wall p50", value: id.p50, unit: "ms", note: `CPU ${id.cpu.toFixed(0)} ms` });
  }
}
