import { Counter, Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createRequestSeries } from "./request-series";

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const labelNames = ["method", "route", "status_code"] as const;

/** The same requests counted by prom-client's own Counter and Histogram, the reference for the text. */
function reference() {
  const registry = new Registry();
  const counter = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames,
    registers: [registry],
  });
  const histogram = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving an HTTP request to answering it, by method, route pattern and status code.",
    labelNames,
    buckets: BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    record(method: string, route: string, statusCode: number, seconds: number) {
      const labels = { method, route, status_code: String(statusCode) };
      counter.inc(labels);
      histogram.observe(labels, seconds);
    },
  };
}

describe("request series", () => {
  it("writes the same /metrics text and JSON as prom-client's Counter and Histogram fed the same requests", async () => {
    const ours = new Registry();
    const series = createRequestSeries({ registry: ours, buckets: BUCKETS });
    const theirs = reference();
    const requests: [string, string, number, number][] = [
      ["GET", "/api/:service/4o-image/result/:taskId", 200, 0.0004],
      ["GET", "/api/:service/4o-image/result/:taskId", 200, 0.005],
      ["GET", "/api/:service/4o-image/result/:taskId", 404, 0.0123],
      ["POST", "/api/ai-design/4o-image/generate-image", 200, 0.75],
      ["GET", "/api/share/:token", 429, 31],
      ["GET", "unmatched", 404, 2.5],
      ["GET", 'a "quoted" \\ route', 200, 0.2],
      ["HEAD", "/api/:service/4o-image/result/:taskId", 200, 10],
    ];
    // Before any request, then after each: the scrape in between must not disturb the counts.
    expect(await ours.metrics()).toBe(await theirs.registry.metrics());
    for (const [method, route, status, seconds] of requests) {
      series.record(method, route, status, seconds);
      theirs.record(method, route, status, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.registry.metrics());
    for (const [method, route, status, seconds] of requests) {
      series.record(method, route, status, seconds * 3);
      theirs.record(method, route, status, seconds * 3);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.registry.metrics());
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/:service/4o-image/result/:taskId",status_code="200"} 3');
    expect(text).toContain('http_requests_total{method="GET",route="/api/share/:token",status_code="429"} 2');

    const json = (metrics: Awaited<ReturnType<Registry["getMetricsAsJSON"]>>) =>
      metrics.map((metric) => ({ name: metric.name, type: metric.type, values: metric.values.map(({ value, labels }) => ({ value, labels })) }));
    expect(json(await ours.getMetricsAsJSON())).toEqual(json(await theirs.registry.getMetricsAsJSON()));

    ours.resetMetrics();
    theirs.registry.resetMetrics();
    series.record("GET", "unmatched", 404, 0.001);
    theirs.record("GET", "unmatched", 404, 0.001);
    // prom-client drops a reset series' lines; ours keeps them at zero: both say the same of the new request.
    expect(await ours.metrics()).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
    expect(await ours.metrics()).toContain('http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"} 1');
  });
});
