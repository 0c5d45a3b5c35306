/**
 * The offline engines of packages/image-tools that landed first (session 8), on the committed fixtures:
 * - matting: soft IoU of the flat method's alpha against the true mask, per fixture and per group
 *   (flat, gradient, photo-like backdrops), beside the same method limited to border-connected
 *   backdrop (what downloads did before: enclosed holes stayed opaque);
 * - tracing: the SVG drawn back by resvg against the source, mean absolute error per channel (0-255),
 *   vtracer beside imagetracerjs;
 * - erase (inpainting): a brush stroke over the backdrop of flat, gradient and photo-like fixtures,
 *   mean absolute error inside the stroke against the untouched original, and the grain inside
 *   against around it (1 = as textured as its surroundings, 0 = a smooth patch), beside the smooth
 *   layer alone;
 * - speed at 1024x1024: matting, vectorise, each conversion.
 */
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import {
  convertImage,
  CONVERT_FORMATS,
  decodeImage,
  encodePng,
  inpaint,
  removeFlatBackground,
  vectorise,
  type RawImage,
} from "../packages/image-tools/src/index.js";
import type { ToolTable } from "./tools-table.js";
import { fixtureBytes, fixtureImage, fixtureMask, mean, ms, softIou, timed, timingText, toolFixtures } from "./tools-support.js";

/** Mean absolute channel error of an SVG drawn back at the source's size (both opaque here). */
function traceError(svg: string, source: RawImage): number {
  const rendered = new Resvg(svg, { fitTo: { mode: "width", value: source.width }, background: "#ffffff" }).render();
  // resvg's `pixels` getter copies the whole pixmap on every read: take it once.
  const pixels = rendered.pixels;
  let sum = 0;
  for (let i = 0; i < source.data.length; i += 4) for (let c = 0; c < 3; c++) sum += Math.abs((pixels[i + c] as number) - (source.data[i + c] as number));
  return sum / ((source.data.length / 4) * 3);
}

/** A brush stroke in the backdrop of the fixtures (top left, clear of the subjects): discs of radius 16 along a line. */
function brushStroke(width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let t = 0; t <= 1; t += 0.01) {
    const cx = 30 + t * 150;
    const cy = 36 + t * 30;
    for (let y = Math.floor(cy - 16); y <= cy + 16; y++)
      for (let x = Math.floor(cx - 16); x <= cx + 16; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= 256) mask[y * width + x] = 255;
  }
  return mask;
}

function maskedError(result: RawImage, original: RawImage, mask: Uint8Array): number {
  let sum = 0;
  let count = 0;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs((result.data[p * 4 + c] as number) - (original.data[p * 4 + c] as number));
    count += 3;
  }
  return sum / count;
}

/**
 * Mean absolute difference of horizontal neighbours inside the stroke (result) over the same within
 * 12 px around it (original); NaN (printed n/a) on smooth backdrops.
 */
function grainRatio(result: RawImage, original: RawImage, mask: Uint8Array): number {
  const { width } = original;
  let inside = 0;
  let insideCount = 0;
  let around = 0;
  let aroundCount = 0;
  for (let p = 0; p < mask.length - 1; p++) {
    const x = p % width;
    if (x === width - 1) continue;
    const diff = (img: RawImage) => Math.abs((img.data[p * 4] as number) - (img.data[(p + 1) * 4] as number));
    if (mask[p] && mask[p + 1]) {
      inside += diff(result);
      insideCount++;
    } else if (!mask[p] && nearMask(mask, width, p, 12)) {
      around += diff(original);
      aroundCount++;
    }
  }
  const base = around / Math.max(1, aroundCount);
  // A smooth backdrop has no grain to match: the ratio would divide by about zero.
  return base < 0.5 ? Number.NaN : inside / Math.max(1, insideCount) / base;
}

function nearMask(mask: Uint8Array, width: number, p: number, radius: number): boolean {
  const x = p % width;
  const y = (p - x) / width;
  for (let dy = -radius; dy <= radius; dy += 4) for (let dx = -radius; dx <= radius; dx += 4) if (mask[(y + dy) * width + x + dx]) return true;
  return false;
}

const ratioText = (value: number) => (Number.isNaN(value) ? "n/a " : value.toFixed(2));

/** The IoU target per backdrop group for the offline flat method (flat backdrops only). */
const FLAT_IOU_TARGET = 0.97;

export async function benchFlatMatting(table: ToolTable): Promise<void> {
  const manifest = toolFixtures();
  console.log("matting, flat-colour method: soft IoU of alpha vs true mask (border-only = enclosed backdrop kept, as downloads did before)");
  const groups = new Map<string, { iou: number[]; borderOnly: number[] }>();
  for (const fixture of manifest) {
    const image = await fixtureImage(fixture.file);
    const mask = await fixtureMask(fixture);
    const result = removeFlatBackground(image);
    const iou = softIou(result.image, mask);
    const borderOnly = softIou(removeFlatBackground(image, { enclosed: "keep" }).image, mask);
    const group = groups.get(fixture.group) ?? { iou: [], borderOnly: [] };
    group.iou.push(iou);
    group.borderOnly.push(borderOnly);
    groups.set(fixture.group, group);
    console.log(
      `  ${fixture.file.replace(/\.png$/, "").padEnd(52)} IoU ${iou.toFixed(4)}   border-only ${borderOnly.toFixed(4)}   backdrop coverage ${result.background.coverage.toFixed(2)}${result.background.gradient ? " (gradient)" : ""}`,
    );
  }
  for (const [name, group] of groups) {
    console.log(
      `  group ${name.padEnd(9)} n=${group.iou.length}  mean IoU ${mean(group.iou).toFixed(4)}  min ${Math.min(...group.iou).toFixed(4)}  border-only mean ${mean(group.borderOnly).toFixed(4)}`,
    );
    table.add({
      tool: "matting (flat method)",
      figure: `mean IoU vs true mask, ${name} backdrops (n=${group.iou.length})`,
      value: mean(group.iou),
      unit: "IoU",
      ...(name === "flat" ? { target: { atLeast: FLAT_IOU_TARGET } } : {}),
      note: `min ${Math.min(...group.iou).toFixed(4)}; border-only ${mean(group.borderOnly).toFixed(4)}`,
    });
  }
}

export async function benchTracing(table: ToolTable): Promise<void> {
  console.log("tracing: SVG drawn back by resvg vs the source, mean absolute error per channel (0-255), flat-backdrop fixtures");
  const traced = { vtracer: [] as number[], imagetracerjs: [] as number[] };
  const flat = toolFixtures().filter((f) => f.group === "flat");
  for (const fixture of flat) {
    const image = await fixtureImage(fixture.file);
    traced.vtracer.push(traceError((await vectorise(image)).svg, image));
    traced.imagetracerjs.push(traceError((await vectorise(image, { engine: "imagetracerjs" })).svg, image));
  }
  for (const [engine, errors] of Object.entries(traced)) {
    console.log(`  ${engine.padEnd(14)} mean error ${mean(errors).toFixed(2)}  worst ${Math.max(...errors).toFixed(2)}`);
    table.add({
      tool: "vectorise",
      figure: `${engine}: SVG re-rendered vs source, mean pixel error (n=${errors.length})`,
      value: mean(errors),
      unit: "/255",
      digits: 2,
      note: `worst ${Math.max(...errors).toFixed(2)}`,
    });
  }
}

export async function benchErase(table: ToolTable): Promise<void> {
  console.log("erase: brush stroke over the backdrop (512x512), error inside vs the original (0-255), grain inside / around, time");
  const errors = new Map<string, number[]>();
  for (const fixture of toolFixtures().filter((f) => /^(flat-0[15]|flat-09|gradient-1[346]|photo-)/.test(f.file))) {
    const image = await fixtureImage(fixture.file);
    const mask = brushStroke(image.width, image.height);
    const broken = { ...image, data: Uint8Array.from(image.data) };
    for (let p = 0; p < mask.length; p++) if (mask[p]) broken.data.set([255, 0, 255, 255], p * 4);
    const started = performance.now();
    const filled = inpaint(broken, mask);
    const took = performance.now() - started;
    const smooth = inpaint(broken, mask, { texture: false });
    const error = maskedError(filled, image, mask);
    errors.set(fixture.group, [...(errors.get(fixture.group) ?? []), error]);
    console.log(
      `  ${fixture.file.replace(/\.png$/, "").padEnd(52)} error ${error.toFixed(2)}  grain ${ratioText(grainRatio(filled, image, mask))}   smooth only: error ${maskedError(smooth, image, mask).toFixed(2)}  grain ${ratioText(grainRatio(smooth, image, mask))}   ${ms(took)}`,
    );
  }
  for (const [group, values] of errors) {
    table.add({
      tool: "erase (inpaint)",
      figure: `error inside the mask vs untouched original, ${group} backdrops (n=${values.length})`,
      value: mean(values),
      unit: "/255",
      digits: 2,
      note: `worst ${Math.max(...values).toFixed(2)}`,
    });
  }
}

export async function benchOfflineSpeed(table: ToolTable): Promise<void> {
  console.log("speed at 1024x1024 (a flat fixture scaled up; wall p50 / max, CPU p50)");
  const first = toolFixtures().find((f) => f.group === "flat");
  if (!first) throw new Error("no flat fixtures");
  const bigPng = await sharp(fixtureBytes(first.file)).resize(1024, 1024).png().toBuffer();
  const big = await decodeImage(bigPng);
  const matting = await timed(() => removeFlatBackground(big));
  console.log(`  matting (flat method, raw pixels)            ${timingText(matting)}   target < 150 ms`);
  table.add({
    tool: "matting (flat method)",
    figure: "1024x1024 raw pixels, wall p50",
    value: matting.p50,
    unit: "ms",
    target: { below: 150 },
    note: `CPU ${ms(matting.cpu)}`,
  });
  const mattingPng = await timed(async () => encodePng(removeFlatBackground(await decodeImage(bigPng)).image));
  console.log(`  matting with PNG decode and encode           ${timingText(mattingPng)}`);
  table.add({
    tool: "matting (flat method)",
    figure: "1024x1024 with PNG decode + encode, wall p50",
    value: mattingPng.p50,
    unit: "ms",
    note: `CPU ${ms(mattingPng.cpu)}`,
  });
  const native = await timed(() => vectorise(big));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`  vectorise (${native.result.engine}, quantise + trace)      ${timingText(native)}   target < 1 s, ${kb(native.result.svg.length)}`);
  table.add({
    tool: "vectorise",
    figure: `${native.result.engine} 1024x1024, wall p50`,
    value: native.p50,
    unit: "ms",
    target: { below: 1000 },
    note: kb(native.result.svg.length),
  });
  const fallback = await timed(() => vectorise(big, { engine: "imagetracerjs" }));
  console.log(`  vectorise (imagetracerjs fallback)           ${timingText(fallback)}   ${kb(fallback.result.svg.length)}`);
  table.add({ tool: "vectorise", figure: "imagetracerjs fallback 1024x1024, wall p50", value: fallback.p50, unit: "ms", note: kb(fallback.result.svg.length) });
  const transparent = removeFlatBackground(big).image;
  for (const format of CONVERT_FORMATS) {
    const convert = await timed(() => convertImage(transparent, { format }));
    const targeted = ["png", "jpg", "webp", "avif", "ico"].includes(format);
    console.log(
      `  convert to ${format.padEnd(5)}                             ${timingText(convert)}   ${kb(convert.result.bytes.length)}${targeted ? "   target < 200 ms" : ""}`,
    );
    table.add({
      tool: "convert",
      figure: `to ${format} 1024x1024, wall p50`,
      value: convert.p50,
      unit: "ms",
      ...(targeted ? { target: { below: 200 } } : {}),
      note: kb(convert.result.bytes.length),
    });
  }
}
