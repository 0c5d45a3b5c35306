import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { creditKindName } from "@studio/domain";
import type { QueueStat } from "./metrics.repository";
import { createRequestSeries } from "./request-series";

/** How a worker's run of a task ended (the `outcome` label of task_duration_seconds). */
export type TaskOutcome = "succeeded" | "failed" | "timed_out" | "retried" | "stopped";

/** What a task metric is labelled by: bounded sets (handler kinds, provider names), never ids. */
export type TaskLabels = { kind: string; provider: string };

/** A committed ledger row, as much of it as the credit counters read. */
export type LedgerMove = { kind: number; balance: string; amount: number; refundOf: number | null };

/**
 * Every figure one process exposes at /metrics, in a registry of its own (tests build many apps in
 * one process; prom-client's global registry would refuse the second). Counters count what this
 * process did, so a scraper scrapes every process and sums; the queue gauges are read from the
 * database at scrape time and are the same in every process (take max, not sum).
 */
export type Metrics = {
  registry: Registry;
  /** One answered HTTP request: `route` is the route's pattern (bounded), never the raw URL. */
  request(labels: { method: string; route: string; statusCode: number }, seconds: number): void;
  /** A worker's run of a task ended after `seconds`; `reason` is the stored failure code when it failed. */
  taskEnded(task: TaskLabels, outcome: TaskOutcome, seconds: number, reason?: string): void;
  /** Tasks the sweeper timed out (queued or stalled past their deadline), which no run ended. */
  taskExpired(task: TaskLabels): void;
  /** A ledger row was committed (replays write nothing and are not counted). */
  ledgerMoved(row: LedgerMove): void;
  /** An order moved to `status` (paid, failed, pending, fulfilled, refunded) at `provider`. */
  paymentMoved(provider: string, status: string): void;
};

export type MetricsOptions = {
  /** The task queue's figures, read at scrape time; omitted: no queue gauges (a test registry). */
  queueStats?: () => Promise<QueueStat[]>;
  /** Node's process metrics (CPU, memory, event loop lag, GC); off only where a test needs fewer lines. */
  processMetrics?: boolean;
  log?: { warn(obj: unknown, msg: string): void };
};

// Seconds: most API answers take milliseconds; uploads and synchronous generation take seconds.
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
// A local design takes a fraction of a second, a vendor's picture up to minutes (TASK_TIMEOUT_MS 5 min).
const TASK_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300];

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });

  // Counted in plain objects and read into prom-client at each scrape (request-series.ts): the hottest route pays no label hashing.
  const requests = createRequestSeries({ registry, buckets: REQUEST_BUCKETS });
  const taskSeconds = new Histogram({
    name: "task_duration_seconds",
    help: "Time a worker spent running a task, by kind, provider and outcome.",
    labelNames: ["kind", "provider", "outcome"] as const,
    buckets: TASK_BUCKETS,
    registers,
  });
  const taskFailures = new Counter({
    name: "task_failures_total",
    help: "Tasks that ended failed or timed out (each refunded once), by kind, provider and failure code.",
    labelNames: ["kind", "provider", "reason"] as const,
    registers,
  });
  const ledger = {
    spent: new Counter({
      name: "credits_spent_total",
      help: "Credits spent (free cutouts on the free_cutout balance count one each), by credit kind and balance.",
      labelNames: ["kind", "balance"] as const,
      registers,
    }),
    refunded: new Counter({
      name: "credits_refunded_total",
      help: "Spends given back (a failed, timed-out or cancelled task), by credit kind and balance.",
      labelNames: ["kind", "balance"] as const,
      registers,
    }),
    granted: new Counter({
      name: "credits_granted_total",
      help: "Credits granted (registration, purchases, Pro months, admins), by credit kind and balance.",
      labelNames: ["kind", "balance"] as const,
      registers,
    }),
  };
  const payments = new Counter({
    name: "payments_total",
    help: "Orders moved to a payment state (pending, paid, failed, fulfilled, refunded), by provider and state.",
    labelNames: ["provider", "status"] as const,
    registers,
  });

  const queueStats = options.queueStats;
  if (queueStats) {
    // Read together once per scrape: the three gauges' collect() calls share one query.
    let reading: Promise<QueueStat[]> | undefined;
    const read = () => {
      reading ??= queueStats()
        .catch((error: unknown) => {
          options.log?.warn({ err: error }, "task queue figures could not be read for /metrics");
          return [];
        })
        .finally(() => setImmediate(() => (reading = undefined)));
      return reading;
    };
    new Gauge({
      name: "task_queue_depth",
      help: "Tasks waiting to be claimed (queued, retries waiting for their time included), by kind; the same in every process.",
      labelNames: ["kind"] as const,
      registers,
      async collect() {
        this.reset();
        for (const stat of await read()) this.set({ kind: stat.kind }, stat.queued);
      },
    });
    new Gauge({
      name: "task_queue_oldest_age_seconds",
      help: "How long the oldest claimable queued task has waited since it became claimable, by kind; the same in every process.",
      labelNames: ["kind"] as const,
      registers,
      async collect() {
        this.reset();
        for (const stat of await read()) this.set({ kind: stat.kind }, stat.oldestAgeSeconds);
      },
    });
    new Gauge({
      name: "tasks_running",
      help: "Tasks a worker holds a lease on, by kind; the same in every process.",
      labelNames: ["kind"] as const,
      registers,
      async collect() {
        this.reset();
        for (const stat of await read()) this.set({ kind: stat.kind }, stat.running);
      },
    });
  }

  return {
    registry,
    request({ method, route, statusCode }, seconds) {
      requests.record(method, route, statusCode, seconds);
    },
    taskEnded(task, outcome, seconds, reason) {
      taskSeconds.observe({ kind: task.kind, provider: task.provider, outcome }, seconds);
      if (outcome === "failed" || outcome === "timed_out") taskFailures.inc({ kind: task.kind, provider: task.provider, reason: reason ?? outcome });
    },
    taskExpired(task) {
      taskFailures.inc({ kind: task.kind, provider: task.provider, reason: "timeout" });
    },
    ledgerMoved(row) {
      const labels = { kind: creditKindName(row.kind) ?? String(row.kind), balance: row.balance };
      if (row.refundOf !== null) ledger.refunded.inc(labels, Math.abs(row.amount));
      else if (row.amount < 0) ledger.spent.inc(labels, -row.amount);
      else if (row.amount > 0) ledger.granted.inc(labels, row.amount);
    },
    paymentMoved(provider, status) {
      payments.inc({ provider, status });
    },
  };
}
