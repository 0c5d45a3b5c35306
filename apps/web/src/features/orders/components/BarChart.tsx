import { groupedBars, labelStride, niceMax } from "../chart-scale";

export type ChartSeries = { name: string; className: string; values: readonly number[] };

const size = { width: 720, height: 240, left: 64, right: 12, top: 12, bottom: 36 } as const;

/**
 * A grouped bar chart drawn as SVG (no chart library): one group per day, a bar per series, the
 * y axis from 0 to a round top, a few day labels, and each bar's value in its tooltip.
 */
export function BarChart({
  labels,
  series,
  format,
  label,
  testId,
  minTop = 1,
}: {
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  label: string;
  testId?: string;
  /** The lowest axis top, so an empty period still has readable ticks (money: 100 minor units). */
  minTop?: number;
}) {
  const plot = { width: size.width - size.left - size.right, height: size.height - size.top - size.bottom };
  const top = niceMax(Math.max(minTop, ...series.flatMap((entry) => entry.values)));
  const bars = groupedBars(
    series.map((entry) => entry.values),
    plot.width,
    plot.height,
    top,
  );
  const stride = labelStride(labels.length, 8);
  const slot = labels.length > 0 ? plot.width / labels.length : plot.width;
  return (
    <figure className="bar-chart" data-testid={testId}>
      <svg viewBox={`0 0 ${size.width} ${size.height}`} role="img" aria-label={label}>
        <g transform={`translate(${size.left} ${size.top})`}>
          {[0, 0.5, 1].map((fraction) => {
            const y = plot.height - fraction * plot.height;
            return (
              <g key={fraction} className="bar-chart-grid">
                <line x1={0} x2={plot.width} y1={y} y2={y} />
                <text x={-8} y={y} dy="0.32em" textAnchor="end">
                  {format(top * fraction)}
                </text>
              </g>
            );
          })}
          {bars.map((bar) => (
            <rect
              key={`${bar.series}-${bar.index}`}
              className={series[bar.series]?.className}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              data-value={bar.value}
            >
              <title>{`${labels[bar.index] ?? ""} · ${series[bar.series]?.name ?? ""}: ${format(bar.value)}`}</title>
            </rect>
          ))}
          {labels.map((day, index) =>
            index % stride === 0 ? (
              <text key={day} className="bar-chart-label" x={index * slot + slot / 2} y={plot.height + 20} textAnchor="middle">
                {day.slice(5)}
              </text>
            ) : null,
          )}
        </g>
      </svg>
      <figcaption className="bar-chart-legend">
        {series.map((entry) => (
          <span key={entry.name}>
            <i className={entry.className} aria-hidden="true" /> {entry.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
