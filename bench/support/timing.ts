/**
 * Timing helpers shared by the benches: quantiles of sorted samples, the load average as printed
 * beside every figure, and a process's resident memory sampled while a piece of work runs.
 */
import { loadavg } from "node:os";

/** The q-quantile (0..1) of ascending samples, 0 for none. */
export const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** The 1, 5 and 15 minute load averages, "2.1 2.7 3.3". */
export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

export const MB = 1024 * 1024;

/**
 * Runs `work` while sampling this process's resident set size every `everyMs`: the peak seen and the
 * size before it started. Node's own peak (VmHWM) covers the process's whole life, other benches of the
 * same `npm run bench` included, so the peak is sampled here instead.
 */
export async function withPeakMemory<T>(
  work: () => Promise<T>,
  everyMs = 20,
): Promise<{ result: T; baselineRss: number; peakRss: number; peakHeapUsed: number }> {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeapUsed = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeapUsed = Math.max(peakHeapUsed, now.heapUsed);
  };
  const timer = setInterval(sample, everyMs);
  try {
    const result = await work();
    sample();
    return { result, baselineRss: before.rss, peakRss, peakHeapUsed };
  } finally {
    clearInterval(timer);
  }
}
