/**
 * Issue 19's offline image engines (packages/image-tools), on the committed fixtures of
 * bench/fixtures/tools (made by make-fixtures.ts beside them, with their true masks):
 * - matting: soft IoU of the flat method's alpha against the true mask, per fixture and per group
 *   (flat, gradient, photo-like backdrops), beside the same method limited to border-connected
 *   backdrop (what downloads did before: enclosed holes stayed opaque);
 * - tracing: the SVG drawn back by resvg against the source, mean absolute error per channel (0-255),
 *   vtracer beside imagetracerjs;
 * - erase (inpainting): a brush stroke over the backdrop of flat, gradient and photo-like fixtures,
 *   mean absolute error inside the stroke against the untouched original, and the grain inside
 *   against around it (1 = as textured as its surroundings, 0 = a smooth patch), beside the smooth
 *   layer alone;
 * - speed at 1024x1024 (p50 of BENCH_RUNS, default 10): matting, vectorise, each conversion.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, "fixtures", "tools");
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

type Fixture = { file: string; mask: string; group: string; subject: string; backdrop: string };

function softIou(alpha: RawImage, mask: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let p = 0; p < mask.length; p++) {
    const a = alpha.data[p * 4 + 3] as number;
    const m = mask[p] as number;
    inter += Math.min(a, m);
    union += Math.max(a, m);
  }
  return union === 0 ? 1 : inter / union;
}

/** Mean absolute channel error of an SVG drawn back at the source's size (both opaque here). */
function traceError(svg: string, source: RawImage): number {
  const rendered = new Resvg(svg, { fitTo: { mode: "width", value: source.width }, background: "#ffffff" }).render();
  // resvg's `pixels` getter copies the whole pixmap on every read: take it once.
  const pixels = rendered.pixels;
  let sum = 0;
  for (let i = 0; i < source.data.length; i += 4) for (let c = 0; c < 3; c++) sum += Math.abs((pixels[i + c] as number) - (source.data[i + c] as number));
  return sum / ((source.data.length / 4) * 3);
}

/**
 * p50 and max wall time, and p50 CPU time of this process (all its threads: libvips's pool too), of
 * RUNS calls after one warm-up. On a shared machine the wall time includes waiting for a core; the
 * CPU time is the work itself.
 */
async function timed<T>(work: () => Promise<T> | T): Promise<{ p50: number; max: number; cpu: number; result: T }> {
  let result = await work(); // warm-up: first calls load sharp's codecs and JIT the loops
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    result = await work();
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - started);
    cpus.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  const mid = Math.floor((RUNS - 1) / 2);
  return { p50: times[mid] ?? 0, max: times.at(-1) ?? 0, cpu: cpus[mid] ?? 0, result };
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
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const figures = (t: { p50: number; max: number; cpu: number }) => `${ms(t.p50)} / ${ms(t.max)} (CPU ${ms(t.cpu)})`.padEnd(36);

export async function run(): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(fixtures, "manifest.json"), "utf8")) as Fixture[];
  console.log(
    `${manifest.length} fixtures (512x512), ${RUNS} timed runs per speed figure, load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(" ")}`,
  );
  console.log("\nmatting, flat-colour method: soft IoU of alpha vs true mask (border-only = enclosed backdrop kept, as downloads did before)");
  const groups = new Map<string, { iou: number[]; borderOnly: number[] }>();
  for (const fixture of manifest) {
    const image = await decodeImage(readFileSync(path.join(fixtures, fixture.file)));
    const mask = new Uint8Array(
      await sharp(readFileSync(path.join(fixtures, fixture.mask)))
        .extractChannel(0)
        .raw()
        .toBuffer(),
    );
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
  }

  console.log("\ntracing: SVG drawn back by resvg vs the source, mean absolute error per channel (0-255), flat-backdrop fixtures");
  const traced = { vtracer: [] as number[], imagetracerjs: [] as number[] };
  for (const fixture of manifest.filter((f) => f.group === "flat")) {
    const image = await decodeImage(readFileSync(path.join(fixtures, fixture.file)));
    traced.vtracer.push(traceError((await vectorise(image)).svg, image));
    traced.imagetracerjs.push(traceError((await vectorise(image, { engine: "imagetracerjs" })).svg, image));
  }
  console.log(`  vtracer        mean error ${mean(traced.vtracer).toFixed(2)}  worst ${Math.max(...traced.vtracer).toFixed(2)}`);
  console.log(`  imagetracerjs  mean error ${mean(traced.imagetracerjs).toFixed(2)}  worst ${Math.max(...traced.imagetracerjs).toFixed(2)}`);

  console.log("\nerase: brush stroke over the backdrop (512x512), error inside vs the original (0-255), grain inside / around, time");
  for (const fixture of manifest.filter((f) => /^(flat-0[15]|flat-09|gradient-1[346]|photo-)/.test(f.file))) {
    const image = await decodeImage(readFileSync(path.join(fixtures, fixture.file)));
    const mask = brushStroke(image.width, image.height);
    const broken = { ...image, data: Uint8Array.from(image.data) };
    for (let p = 0; p < mask.length; p++) if (mask[p]) broken.data.set([255, 0, 255, 255], p * 4);
    const started = performance.now();
    const filled = inpaint(broken, mask);
    const took = performance.now() - started;
    const smooth = inpaint(broken, mask, { texture: false });
    console.log(
      `  ${fixture.file.replace(/\.png$/, "").padEnd(52)} error ${maskedError(filled, image, mask).toFixed(2)}  grain ${ratioText(grainRatio(filled, image, mask))}   smooth only: error ${maskedError(smooth, image, mask).toFixed(2)}  grain ${ratioText(grainRatio(smooth, image, mask))}   ${ms(took)}`,
    );
  }

  console.log("\nspeed at 1024x1024 (a flat fixture scaled up; wall p50 / max, CPU p50)");
  const first = manifest.find((f) => f.group === "flat") ?? manifest[0];
  if (!first) throw new Error("no fixtures");
  const bigPng = await sharp(readFileSync(path.join(fixtures, first.file)))
    .resize(1024, 1024)
    .png()
    .toBuffer();
  const big = await decodeImage(bigPng);
  const matting = await timed(() => removeFlatBackground(big));
  console.log(`  matting (flat method, raw pixels)            ${figures(matting)}   target < 150 ms`);
  const mattingPng = await timed(async () => encodePng(removeFlatBackground(await decodeImage(bigPng)).image));
  console.log(`  matting with PNG decode and encode           ${figures(mattingPng)}`);
  const native = await timed(() => vectorise(big));
  console.log(
    `  vectorise (${native.result.engine}, quantise + trace)      ${figures(native)}   target < 1 s, ${(native.result.svg.length / 1024).toFixed(0)} KB`,
  );
  const fallback = await timed(() => vectorise(big, { engine: "imagetracerjs" }));
  console.log(`  vectorise (imagetracerjs fallback)           ${figures(fallback)}   ${(fallback.result.svg.length / 1024).toFixed(0)} KB`);
  const transparent = removeFlatBackground(big).image;
  for (const format of CONVERT_FORMATS) {
    const convert = await timed(() => convertImage(transparent, { format }));
    const target = ["png", "jpg", "webp", "avif", "ico"].includes(format) ? "   target < 200 ms" : "";
    console.log(
      `  convert to ${format.padEnd(5)}                             ${figures(convert)}   ${(convert.result.bytes.length / 1024).toFixed(0)} KB${target}`,
    );
  }
}
