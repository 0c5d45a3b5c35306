import { rmSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";
import { createLogger } from "../../process/logger";
import { ProviderError, type ImageProvider } from "../../providers/image-provider";
import { createLocalStorage } from "../../storage/local-storage";
import { tasks } from "../tasks/tasks.schema";
import type { TaskWorker } from "../tasks/tasks.worker";
import { startWorkerMetricsServer } from "./metrics-server";
import { createMetrics } from "./metrics.registry";
import { freePort } from "../../../test/free-port";
import { createTestApp, openTestDatabase, signIn, type TestContext } from "../../../test/helper";
import { parsePrometheusText, sampleValue, type Family } from "../../../test/prometheus-text";

const TOKEN = "metrics-test-token-0123456789abcdefghijklmnop";
const scrapeHeaders = { authorization: `Bearer ${TOKEN}` };
/**
 * On PostgreSQL every test file shares one database, so this file's worker may also end (and
 * refund) other files' tasks, and the queue holds theirs: counts there are at least, not exactly.
 */
const shared = Boolean(process.env.DATABASE_URL);
const expectCount = (actual: number, expected: number) => (shared ? expect(actual).toBeGreaterThanOrEqual(expected) : expect(actual).toBe(expected));

/** Two vendors that answer at once: one with a picture, one with a refusal (a failed task, refunded). */
const tinyPng = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#3366cc" } })
  .png()
  .toBuffer();
const fast: ImageProvider = {
  name: "fastfake",
  models: ["fast-model"],
  paid: false,
  generate: async () => ({ images: [{ bytes: tinyPng, contentType: "image/png" }] }),
};
const refusing: ImageProvider = {
  name: "refusingfake",
  models: ["refusing-model"],
  paid: false,
  generate: async () => {
    throw new ProviderError("rejected", "vendor said no (secret vendor words)");
  },
};

type LogLine = Record<string, unknown> & { msg?: string };

/**
 * The real app (inject) with METRICS_TOKEN set, a task worker and a logger whose JSON lines the
 * test reads back: the same composition server.ts builds, with the log stream captured.
 */
describe("metrics and logs of one process", () => {
  let app: App;
  let database: Database;
  let dataDir: string;
  let ctx: TestContext;
  let worker: TaskWorker;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "studio-metrics-"));
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "info", DATA_DIR: dataDir, METRICS_TOKEN: TOKEN },
      { webDistDir: path.join(dataDir, "no-web-build"), rateLimitMax: 20 },
    );
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    database = await openTestDatabase();
    const storage = createLocalStorage(config.filesDir);
    app = await buildApp(config, { database, storage, extraProviders: [fast, refusing], log: createLogger(config, stream) });
    ctx = { app, config, database, storage, dataDir, close: async () => undefined };
    worker = app.services.createTaskWorker({ concurrency: 1, pollMs: 20, leaseMs: 5_000 });
  });
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = async (): Promise<Map<string, Family>> => {
    const res = await app.inject({ method: "GET", url: "/metrics", headers: scrapeHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    return parsePrometheusText(res.body);
  };

  /** Ticks until the task has ended (others' older tasks may be claimed first on PostgreSQL). */
  const runUntilDone = async (taskId: string) => {
    for (let round = 0; round < 50; round++) {
      await worker.tick();
      await worker.drain();
      const [row] = await database.db.select({ state: tasks.state }).from(tasks).where(eq(tasks.id, taskId));
      if (row && row.state !== "queued" && row.state !== "running") return row.state;
    }
    throw new Error(`task ${taskId} still unfinished after 50 rounds`);
  };

  it("answers 401 to a missing, wrong or non-Bearer credential and the text format to the token; never rate limited", async () => {
    for (const headers of [
      {},
      { authorization: "Bearer wrong-token-0123456789abcdefghijklmnop" },
      { authorization: `Basic ${TOKEN}` },
      { authorization: TOKEN },
    ]) {
      const res = await app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: "UNAUTHORIZED" });
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain("http_requests_total");
    }
    // RATE_LIMIT_MAX is 20 here: 25 scrapes in a row all answer (the limiter covers /api/ only).
    for (let i = 0; i < 25; i++) expect((await app.inject({ method: "GET", url: "/metrics", headers: scrapeHeaders })).statusCode).toBe(200);
    // Not in the public API document.
    const docs = (await app.inject({ method: "GET", url: "/api/docs" })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(docs.paths)).not.toContain("/metrics");
    expect(Object.keys(docs.paths)).toContain("/api/health");
  });

  it("counts requests by route pattern and status, with durations as a histogram, and process metrics", async () => {
    const before = await scrape();
    const who = await signIn(ctx, { aiCredits: 3 });
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/health" });
    expect((await app.inject({ method: "GET", url: "/api/no-such-route?token=secret-in-query" })).statusCode).toBe(404);
    // A parameterised route is labelled by its pattern, never by the id in the URL.
    const unknownTask = "00000000-0000-4000-8000-000000000000";
    expect((await app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${unknownTask}`, headers: who.headers })).statusCode).toBe(404);
    const after = await scrape();

    const requests = after.get("http_requests_total");
    expect(requests?.type).toBe("counter");
    const health = { method: "GET", route: "/api/health", status_code: "200" };
    expect(sampleValue(after, "http_requests_total", health) - sampleValue(before, "http_requests_total", health)).toBe(2);
    expect(sampleValue(after, "http_requests_total", { route: "unmatched", status_code: "404" })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, "http_requests_total", { route: "/api/:service/4o-image/result/:taskId", status_code: "404" })).toBe(1);
    // The scrapes themselves are requests of the /metrics route.
    expect(sampleValue(after, "http_requests_total", { route: "/metrics", status_code: "200" })).toBeGreaterThanOrEqual(26);
    for (const sample of requests?.samples ?? []) {
      expect(Object.keys(sample.labels).sort()).toEqual(["method", "route", "status_code"]);
      expect(sample.labels.route).not.toContain(unknownTask);
      expect(sample.labels.route).not.toContain("?");
    }

    expect(after.get("http_request_duration_seconds")?.type).toBe("histogram");
    expect(sampleValue(after, "http_request_duration_seconds_count", health)).toBe(sampleValue(after, "http_requests_total", health));
    expect(sampleValue(after, "http_request_duration_seconds_bucket", { ...health, le: "+Inf" })).toBe(sampleValue(after, "http_requests_total", health));
    expect(sampleValue(after, "http_request_duration_seconds_sum", health)).toBeGreaterThan(0);

    // Node's own figures (prom-client's default metrics) come with every process.
    expect(after.get("process_cpu_seconds_total")?.type).toBe("counter");
    expect(after.get("nodejs_eventloop_lag_seconds")?.type).toBe("gauge");
  });

  it("shows the queue, then task durations, failures and credits spent and refunded after a worker ran the tasks", async () => {
    const who = await signIn(ctx, { aiCredits: 20 });
    const submit = async (model: string) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/ai-design/4o-image/generate-image",
        headers: who.headers,
        payload: { prompt: "a fox", model },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: string }>().data;
    };
    const good = await submit("fast-model");
    const bad = await submit("refusing-model");

    const queued = await scrape();
    expect(queued.get("task_queue_depth")?.type).toBe("gauge");
    expectCount(sampleValue(queued, "task_queue_depth", { kind: "image.generate" }), 2);
    expect(sampleValue(queued, "task_queue_oldest_age_seconds", { kind: "image.generate" })).toBeGreaterThanOrEqual(0);
    expect(queued.get("tasks_running")?.type).toBe("gauge");
    expect(queued.get("task_queue_oldest_age_seconds")?.samples.length).toBeGreaterThan(0);
    const [balanceRow] = await database.db.select({ ai: users.aiCredits }).from(users).where(eq(users.id, who.user.id));
    const cost = (20 - (balanceRow?.ai ?? 0)) / 2;
    expect(cost).toBeGreaterThan(0);
    expect(sampleValue(queued, "credits_spent_total", { kind: "aiimage", balance: "ai_credits" })).toBe(2 * cost);

    expect(await runUntilDone(good)).toBe("succeeded");
    expect(await runUntilDone(bad)).toBe("failed");
    const done = await scrape();
    expect(done.get("task_duration_seconds")?.type).toBe("histogram");
    const fastLabels = { kind: "image.generate", provider: "fastfake" };
    expect(sampleValue(done, "task_duration_seconds_count", { ...fastLabels, outcome: "succeeded" })).toBe(1);
    expect(sampleValue(done, "task_duration_seconds_count", { kind: "image.generate", provider: "refusingfake", outcome: "failed" })).toBe(1);
    expect(done.get("task_failures_total")?.type).toBe("counter");
    expect(sampleValue(done, "task_failures_total", { kind: "image.generate", provider: "refusingfake", reason: "rejected" })).toBe(1);
    expect(sampleValue(done, "task_failures_total", fastLabels)).toBe(0);
    expect(done.get("credits_refunded_total")?.type).toBe("counter");
    expectCount(sampleValue(done, "credits_refunded_total", { kind: "aiimage", balance: "ai_credits" }), cost);
    expectCount(sampleValue(done, "task_queue_depth", { kind: "image.generate" }), 0);
  });

  it("counts payments by provider and state, and the credits a paid order grants", async () => {
    const buyer = await signIn(ctx);
    const created = await app.inject({ method: "POST", url: "/api/payment/orders", headers: buyer.headers, payload: { product: "credits-50" } });
    expect(created.statusCode).toBe(200);
    const orderId = created.json<{ data: { orderId: string } }>().data.orderId;
    const pending = await scrape();
    expect(pending.get("payments_total")?.type).toBe("counter");
    expect(sampleValue(pending, "payments_total", { provider: "sandbox", status: "pending" })).toBe(1);
    expect(sampleValue(pending, "payments_total", { provider: "sandbox", status: "paid" })).toBe(0);
    const paid = await app.inject({
      method: "POST",
      url: `/api/payment/sandbox/${orderId}/pay`,
      headers: buyer.headers,
      payload: { card: "4242 4242 4242 4242" },
    });
    expect(paid.statusCode).toBe(200);
    const after = await scrape();
    expect(sampleValue(after, "payments_total", { provider: "sandbox", status: "paid" })).toBe(1);
    expect(sampleValue(after, "payments_total", { provider: "sandbox", status: "fulfilled" })).toBe(1);
    expect(sampleValue(after, "credits_granted_total", { kind: "recharge", balance: "ai_credits" })).toBe(50);
  });

  it("logs one access line per request with its request id and user, never its token or query; task lines name the task", async () => {
    const who = await signIn(ctx);
    const requestId = "trace-0123456789";
    lines.length = 0;
    const res = await app.inject({ method: "GET", url: "/api/user?sig=secret-sig", headers: { ...who.headers, "x-request-id": requestId } });
    const access = lines.filter((line) => line.msg === "request" && line.reqId === requestId);
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ level: 30, reqId: requestId, method: "GET", statusCode: res.statusCode, userId: who.user.id });
    expect(typeof access[0]?.route).toBe("string");
    expect(access[0]?.durationMs).toBeGreaterThanOrEqual(0);
    // A visitor's line has no user.
    await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "visitor-0123456789" } });
    expect(lines.find((line) => line.reqId === "visitor-0123456789")).not.toHaveProperty("userId");
    const text = JSON.stringify(lines);
    expect(text).not.toContain(who.token);
    expect(text).not.toContain("secret-sig");
    expect(text).not.toContain(TOKEN);

    // A failed task: every line of its run carries its id, kind and provider; the vendor's words stay in the log only.
    const funded = await signIn(ctx, { aiCredits: 10 });
    const submitted = await app.inject({
      method: "POST",
      url: "/api/ai-design/4o-image/generate-image",
      headers: funded.headers,
      payload: { prompt: "an owl", model: "refusing-model" },
    });
    const taskId = submitted.json<{ data: string }>().data;
    lines.length = 0;
    await runUntilDone(taskId);
    const taskLines = lines.filter((line) => line.taskId === taskId);
    expect(taskLines.map((line) => line.msg)).toEqual(expect.arrayContaining(["task failed", "task ended"]));
    for (const line of taskLines) expect(line).toMatchObject({ taskId, kind: "image.generate", provider: "refusingfake" });
    expect(taskLines.find((line) => line.msg === "task ended")).toMatchObject({ outcome: "failed", reason: "rejected" });
  });
});

describe("metrics without METRICS_TOKEN", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("is the 404 of any unknown path, with or without a Bearer token", async () => {
    for (const headers of [{}, scrapeHeaders]) {
      const res = await ctx.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: "NOT_FOUND", msg: "No route for GET /metrics" });
    }
    const unknown = await ctx.app.inject({ method: "GET", url: "/metricz.txt" });
    expect(unknown.json()).toMatchObject({ error: "NOT_FOUND" });
  });
});

/** The worker role has no HTTP app: METRICS_PORT gives its registry a listener of its own, on loopback here. */
describe("the worker role's metrics listener", () => {
  const log = createLogger({ env: "test", logLevel: "silent" });

  it("serves the worker's registry on METRICS_PORT with the same token rule, and says why when it does not", async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.taskEnded({ kind: "image.generate", provider: "local" }, "succeeded", 0.4);
    expect((await startWorkerMetricsServer({ host: "127.0.0.1", metrics: { token: undefined, workerPort: 9 } }, { metrics, log })).line).toBe(
      "metrics: off (METRICS_TOKEN is not set)",
    );
    const unscraped = await startWorkerMetricsServer({ host: "127.0.0.1", metrics: { token: TOKEN, workerPort: undefined } }, { metrics, log });
    expect(unscraped.server).toBeUndefined();
    expect(unscraped.line).toContain("set METRICS_PORT");

    const port = await freePort();
    const { server, line } = await startWorkerMetricsServer({ host: "127.0.0.1", metrics: { token: TOKEN, workerPort: port } }, { metrics, log });
    try {
      expect(line).toBe(`metrics: http://127.0.0.1:${port}/metrics (bearer token)`);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: "Bearer not-the-token-0123456789abcdefghij" } })).status).toBe(401);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: scrapeHeaders });
      expect(res.status).toBe(200);
      const families = parsePrometheusText(await res.text());
      expect(sampleValue(families, "task_duration_seconds_count", { kind: "image.generate", provider: "local", outcome: "succeeded" })).toBe(1);
      // Nothing else is served there.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      await server?.close();
    }
  });
});
