import { Counter, type Metric, type Registry } from "prom-client";

type RequestLabels = { method: string; route: string; status_code: string };

/** One label set's figures: counts per bucket (each bucket's own, not cumulative), sum and count. */
type Series = { method: string; statusCode: number; labels: RequestLabels; perBucket: number[]; sum: number; count: number };

/** A sample as prom-client's registry formats it: `labels` first (le), then the series' `sharedLabels`. */
type Sample = { metricName: string; value: number; labels: { le?: number | string }; sharedLabels: RequestLabels };

/**
 * `http_requests_total` and `http_request_duration_seconds`, counted in plain per-route objects and
 * handed to prom-client only when /metrics is scraped. prom-client checks and hashes the label set of
 * every `inc` and `observe` (about 2.5 µs of the polling route's CPU per request); here a request
 * costs a map lookup by the route pattern (a bounded set), a short scan by method and status, and a
 * bucket search. The text is the same as prom-client's own Counter and Histogram would write
 * (request-series.test.ts compares them).
 */
export function createRequestSeries(options: { registry: Registry; buckets: readonly number[] }) {
  const { registry, buckets } = options;
  const byRoute = new Map<string, Series[]>();
  const all: Series[] = [];

  const seriesOf = (method: string, route: string, statusCode: number): Series => {
    let list = byRoute.get(route);
    if (!list) {
      list = [];
      byRoute.set(route, list);
    }
    for (const series of list) if (series.statusCode === statusCode && series.method === method) return series;
    const series = {
      method,
      statusCode,
      labels: { method, route, status_code: String(statusCode) },
      perBucket: buckets.map(() => 0),
      sum: 0,
      count: 0,
    };
    list.push(series);
    all.push(series);
    return series;
  };

  new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [registry],
    // Filled from the series at each scrape (prom-client calls collect before it reads the values).
    collect() {
      this.reset();
      for (const series of all) this.inc(series.labels, series.count);
    },
  });

  const name = "http_request_duration_seconds";
  const help = "Time from receiving an HTTP request to answering it, by method, route pattern and status code.";
  const samples = (): Sample[] =>
    all.flatMap((series) => {
      let cumulative = 0;
      const lines: Sample[] = buckets.map((le, i) => {
        cumulative += series.perBucket[i]!;
        return { metricName: `${name}_bucket`, value: cumulative, labels: { le }, sharedLabels: series.labels };
      });
      lines.push(
        { metricName: `${name}_bucket`, value: series.count, labels: { le: "+Inf" }, sharedLabels: series.labels },
        { metricName: `${name}_sum`, value: series.sum, labels: {}, sharedLabels: series.labels },
        { metricName: `${name}_count`, value: series.count, labels: {}, sharedLabels: series.labels },
      );
      return lines;
    });
  // A histogram prom-client's registry can read: it asks a metric for `getForPromString()` (the text)
  // or `get()` (JSON, labels merged) and `reset()`, and prom-client's Histogram has no way to be
  // given counts it did not observe itself, so this object answers those three calls.
  const histogram = {
    name,
    help,
    type: "histogram",
    aggregator: "sum",
    getForPromString: async () => ({ name, help, type: "histogram", aggregator: "sum", values: samples() }),
    get: async () => ({
      name,
      help,
      type: "histogram",
      aggregator: "sum",
      values: samples().map(({ metricName, value, labels, sharedLabels }) => ({ metricName, value, labels: { ...labels, ...sharedLabels } })),
    }),
    reset: () => {
      for (const series of all) {
        series.perBucket.fill(0);
        series.sum = 0;
        series.count = 0;
      }
    },
  };
  registry.registerMetric(histogram as unknown as Metric);

  return {
    /** One answered request (`seconds` from receiving it to answering it). */
    record(method: string, route: string, statusCode: number, seconds: number): void {
      const series = seriesOf(method, route, statusCode);
      series.count += 1;
      series.sum += seconds;
      for (let i = 0; i < buckets.length; i++) {
        if (seconds <= buckets[i]!) {
          series.perBucket[i]! += 1;
          return;
        }
      }
    },
  };
}
