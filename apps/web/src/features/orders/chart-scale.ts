/**
 * The arithmetic of the revenue charts, apart from drawing: a round top for the y axis and which
 * day labels fit under the bars.
 */

/** The smallest 1, 2, 2.5 or 5 times a power of ten at or above `max` (at least 1): the y axis' top. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** Every how many bars a day label is written so that at most `room` labels show. */
export function labelStride(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, room)));
}

export type Bar = { x: number; y: number; width: number; height: number; value: number; series: number; index: number };

/**
 * Grouped bars: one group per day, one bar per series inside it. Coordinates are in the chart's
 * plot area (`width` x `height`, y down), values scaled against `top`.
 */
export function groupedBars(series: readonly (readonly number[])[], width: number, height: number, top: number): Bar[] {
  const groups = Math.max(0, ...series.map((values) => values.length));
  if (groups === 0) return [];
  const slot = width / groups;
  const gap = Math.min(slot * 0.2, 8);
  const barWidth = Math.max(1, (slot - gap) / Math.max(1, series.length));
  return series.flatMap((values, s) =>
    values.map((value, index) => {
      const barHeight = top > 0 ? (Math.max(0, value) / top) * height : 0;
      return { x: index * slot + gap / 2 + s * barWidth, y: height - barHeight, width: barWidth, height: barHeight, value, series: s, index };
    }),
  );
}
