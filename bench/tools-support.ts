/** Helpers the tool bench groups share (bench/tools-*.ts): the committed fixtures, timing, IoU. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { decodeImage, type RawImage } from "../packages/image-tools/src/index.js";

const here = path.dirname(fileURLToPath(import.meta.url));
export const toolFixturesDir = path.join(here, "fixtures", "tools");
export const BENCH_RUNS = Number(process.env.BENCH_RUNS ?? 10);

/** One committed composite (bench/fixtures/tools/manifest.json, made by make-fixtures.ts) and its true mask. */
export type ToolFixture = { file: string; mask: string; group: string; subject: string; backdrop: string };

export function toolFixtures(): ToolFixture[] {
  return JSON.parse(readFileSync(path.join(toolFixturesDir, "manifest.json"), "utf8")) as ToolFixture[];
}

export function fixtureBytes(file: string): Buffer {
  return readFileSync(path.join(toolFixturesDir, file));
}

export async function fixtureImage(file: string): Promise<RawImage> {
  return decodeImage(fixtureBytes(file));
}

/** The true mask of a fixture, one byte per pixel (0 = backdrop, 255 = subject). */
export async function fixtureMask(fixture: ToolFixture): Promise<Uint8Array> {
  return new Uint8Array(await sharp(fixtureBytes(fixture.mask)).extractChannel(0).raw().toBuffer());
}

/** Soft IoU of an image's alpha against a true mask: sum of minima over sum of maxima. */
export function softIou(alpha: RawImage, mask: Uint8Array): number {
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

export type Timing<T> = { p50: number; max: number; cpu: number; result: T };

/**
 * p50 and max wall time, and p50 CPU time of this process (all its threads: libvips's pool too), of
 * `runs` calls after one warm-up. On a shared machine the wall time includes waiting for a core; the
 * CPU time is the work itself.
 */
export async function timed<T>(work: () => Promise<T> | T, runs = BENCH_RUNS): Promise<Timing<T>> {
  let result = await work(); // warm-up: first calls load sharp's codecs and JIT the loops
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    result = await work();
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - started);
    cpus.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  const mid = Math.floor((runs - 1) / 2);
  return { p50: times[mid] ?? 0, max: times.at(-1) ?? 0, cpu: cpus[mid] ?? 0, result };
}

export const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
export const ms = (value: number) => `${value.toFixed(1)} ms`;
/** "p50 / max (CPU p50)" padded for the detail lines. */
export const timingText = (t: { p50: number; max: number; cpu: number }) => `${ms(t.p50)} / ${ms(t.max)} (CPU ${ms(t.cpu)})`.padEnd(36);
