import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { ProviderError } from "../../providers/image-provider";
import type { TaskLabels, TaskOutcome } from "../metrics/metrics.registry";
import { publicTaskFailure } from "./task-failure";
import type { TaskBilling } from "./task-billing";
import type { TasksRepository } from "./tasks.repository";
import type { TaskResult, TaskRow } from "./tasks.schema";

export type TaskRunContext = {
  signal: AbortSignal;
  reportProgress(progress: number): Promise<void>;
  /** Call right before sending a paid request, so a crash after it is never re-sent blindly. */
  recordProviderCall(): Promise<void>;
  recordJobId(jobId: string): Promise<void>;
  resumeJobId: string | undefined;
};

/** A kind of task and how to run it. Runs must be safe to resume (see TaskRunContext). */
export type TaskHandler = {
  kind: string;
  /** Whether running this task costs money at a vendor (then it is never re-run after a crash mid-call). */
  isPaid(task: TaskRow): boolean;
  run(task: TaskRow, ctx: TaskRunContext): Promise<TaskResult>;
};

/** What the worker logs through: the process's pino logger, or a test's recorder (then without `child`). */
export type TaskLog = {
  error(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
  child?(bindings: Record<string, unknown>): TaskLog;
};

/** The metrics a worker feeds (modules/metrics/metrics.registry.ts). */
export type TaskMetrics = {
  taskEnded(task: TaskLabels, outcome: TaskOutcome, seconds: number, reason?: string): void;
  taskExpired(task: TaskLabels): void;
};

/**
 * A logger whose every line names the task (id, kind, provider): a pino child when the logger has
 * them, else the same fields added to each line's object.
 */
function taskLog(log: TaskLog | undefined, bindings: Record<string, unknown>): TaskLog | undefined {
  if (!log) return undefined;
  if (log.child) return log.child(bindings);
  const info = log.info;
  return {
    error: (obj, msg) => log.error({ ...bindings, ...obj }, msg),
    info: info ? (obj, msg) => info.call(log, { ...bindings, ...obj }, msg) : undefined,
  };
}

export type TaskWorkerOptions = {
  repository: TasksRepository;
  billing: TaskBilling;
  handlers: TaskHandler[];
  concurrency: number;
  leaseMs: number;
  pollMs: number;
  now?: () => Date;
  log?: TaskLog;
  metrics?: TaskMetrics;
  workerId?: string;
  /**
   * Called once a task is stored as succeeded (e.g. to record its images). The task has already
   * succeeded: a failure here is logged, never turns the task into a failure or a refund.
   */
  onSucceeded?: (task: TaskRow) => Promise<unknown>;
};

export type TaskWorker = {
  readonly id: string;
  start(): void;
  /** One round: time out overdue tasks, claim what fits, start running them. */
  tick(): Promise<void>;
  /** Resolves when every task this worker started has ended. */
  drain(): Promise<void>;
  /** Stops claiming and waits for every run to end (tests, and a process without a time limit). */
  stop(): Promise<void>;
  /**
   * A graceful shutdown's stop: claims nothing more, gives back at once the tasks whose run has not
   * reached a provider, lets runs at a provider go on for up to `graceMs`, then gives those back too.
   * Resolves once every run has let go of the database (or the grace is over), so the pool can close.
   */
  release(graceMs: number): Promise<{ released: number; finished: number }>;
};

class TaskAborted extends Error {}

/** One run in this worker: its end, whether it has reached a provider, and how to give it back. */
type Run = { done: Promise<void>; atProvider: boolean; release(): void; handler: Promise<unknown>; releasedLease: boolean };

/** How a run ended, for the metrics and the task's last log line. */
type Ended = { outcome: TaskOutcome; reason?: string };

const labelsOf = (task: TaskRow) => ({ taskId: task.id, kind: task.kind, provider: task.provider });

/**
 * Runs tasks claimed from the database. Each run holds a lease it renews every third of `leaseMs`;
 * if the lease is no longer ours (the user cancelled, or another worker took over after we stalled)
 * the run is aborted; a renewal that errors is retried until the lease would have run out. A run
 * past its deadline is aborted and timed out. Every failure refunds the charge once.
 */
export function createTaskWorker(options: TaskWorkerOptions): TaskWorker {
  const id = options.workerId ?? `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const now = options.now ?? (() => new Date());
  const repo = options.repository;
  const handlers = new Map<string, TaskHandler>();
  for (const handler of options.handlers) {
    if (handlers.has(handler.kind)) throw new Error(`Two task handlers for ${handler.kind}`);
    handlers.set(handler.kind, handler);
  }
  const running = new Map<string, Run>();
  const runs = () => [...running.values()].map((run) => run.done);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let ticking: Promise<void> | undefined;

  const refund = async (task: TaskRow, log = taskLog(options.log, labelsOf(task))) => {
    if (!task.chargeKey || task.cost <= 0 || task.refunded) return;
    try {
      await options.billing.refund({ userId: task.userId, chargeKey: task.chargeKey, taskId: task.id });
      await repo.markRefunded(task.id);
    } catch (error) {
      // The sweeper retries: the task stays unrefunded until the ledger accepts the refund.
      log?.error({ err: error }, "task refund failed");
    }
  };

  /** Stores the failure and refunds it; "stopped" when the task was no longer ours to end. */
  const fail = async (task: TaskRow, state: "failed" | "timed_out", errorCode: string, errorMessage: string, log: TaskLog | undefined): Promise<Ended> => {
    const row = await repo.finish(task.id, id, { state, errorCode, errorMessage }, now());
    if (!row) return { outcome: "stopped" };
    await refund(row, log);
    return { outcome: state, reason: errorCode };
  };

  const runTask = async (task: TaskRow, run: Run, log: TaskLog | undefined): Promise<Ended> => {
    const handler = handlers.get(task.kind);
    if (!handler) return fail(task, "failed", "unknown_kind", `No handler for ${task.kind}`, log);
    if (task.attempts > task.maxAttempts) return fail(task, "failed", "too_many_attempts", "Error generating task", log);
    if (handler.isPaid(task) && task.providerCalledAt && !task.providerJobId) {
      // A paid call was sent by a worker that died before it learned the job id: sending it again
      // could pay twice, so the task fails and the user gets the credits back.
      return fail(task, "failed", "interrupted", "The generation was interrupted, please try again.", log);
    }
    const controller = new AbortController();
    let abortReason: "cancelled" | "timeout" | "released" | undefined;
    // A resumed vendor job is at its provider from the start.
    run.atProvider = task.providerJobId !== null;
    run.release = () => {
      if (controller.signal.aborted) return;
      abortReason = "released";
      controller.abort(new TaskAborted("released"));
    };
    const remaining = task.deadlineAt.getTime() - now().getTime();
    const deadline = setTimeout(
      () => {
        abortReason = "timeout";
        controller.abort(new TaskAborted("timeout"));
      },
      Math.max(0, remaining),
    );
    // A renewal that fails (a database hiccup, not a lost lease) is logged and tried again on the
    // next beat; the run stops only once the lease we last got has really run out, because from
    // then on another worker may claim the task. Without the catch one failed query rejected
    // unhandled and ended the whole process (issue 14).
    let leaseUntil = now().getTime() + options.leaseMs;
    let renewing = false;
    const stopRun = (reason: "cancelled" | "lease_expired") => {
      if (controller.signal.aborted) return;
      abortReason = "cancelled";
      controller.abort(new TaskAborted(reason));
    };
    const heartbeat = setInterval(
      () => {
        if (renewing) {
          // A renewal still in flight (a hung connection): never stack them, but stop at expiry.
          if (now().getTime() >= leaseUntil) stopRun("lease_expired");
          return;
        }
        renewing = true;
        const at = now();
        repo
          .renewLease(task.id, id, at, options.leaseMs)
          .then((ours) => {
            if (ours) leaseUntil = at.getTime() + options.leaseMs;
            else stopRun("cancelled");
          })
          .catch((error: unknown) => {
            log?.error({ err: error }, "task lease renewal failed; retrying");
            if (now().getTime() >= leaseUntil) stopRun("lease_expired");
          })
          .finally(() => (renewing = false));
      },
      Math.max(50, Math.floor(options.leaseMs / 3)),
    );
    const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true }));
    aborted.catch(() => undefined);
    try {
      const pending = handler.run(task, {
        signal: controller.signal,
        reportProgress: (p) => repo.setProgress(task.id, id, p, now()),
        recordProviderCall: () => {
          run.atProvider = true;
          return repo.recordProviderCall(task.id, id, now());
        },
        recordJobId: (jobId) => {
          run.atProvider = true;
          return repo.recordJobId(task.id, id, jobId, now());
        },
        resumeJobId: task.providerJobId ?? undefined,
      });
      run.handler = pending;
      const result = await Promise.race([pending, aborted]);
      const row = await repo.finish(task.id, id, { state: "succeeded", result }, now());
      if (!row) {
        log?.info?.({}, "task finished after it was cancelled or taken over");
        return { outcome: "stopped" };
      }
      if (options.onSucceeded) await options.onSucceeded(row).catch((error: unknown) => log?.error({ err: error }, "task success hook failed"));
      return { outcome: "succeeded" };
    } catch (error) {
      // Cancelled: the canceller refunded it. Lease expired: the task is claimable again and is
      // retried by whichever worker claims it (this one included), so this run leaves it alone.
      if (abortReason === "cancelled") return { outcome: "stopped" };
      // A graceful shutdown: another worker takes the task over now rather than after the lease.
      if (abortReason === "released") {
        run.releasedLease = await repo.release(task.id, id, now());
        return { outcome: "stopped", reason: "released" };
      }
      if (abortReason === "timeout") return fail(task, "timed_out", "timeout", "Error generating task", log);
      // The vendor's words go to the log; the task keeps (and its user sees) a message of ours.
      const failure = publicTaskFailure(error);
      if (error instanceof ProviderError && error.retryable && task.attempts < task.maxAttempts && !handler.isPaid(task)) {
        const backoff = 1000 * 2 ** (task.attempts - 1);
        log?.info?.({ code: error.code, vendorMessage: error.message }, "task will be retried");
        await repo.requeue(task.id, id, new Date(now().getTime() + backoff), failure.message, now());
        return { outcome: "retried", reason: failure.code };
      }
      // The built-in designer not understanding words is an everyday outcome, not a fault.
      if (failure.code === "nothing_changed") log?.info?.({ code: failure.code }, "task failed");
      else log?.error({ err: error, code: failure.code }, "task failed");
      return fail(task, "failed", failure.code, failure.message, log);
    } finally {
      clearTimeout(deadline);
      clearInterval(heartbeat);
      controller.abort();
    }
  };

  /** One claimed task: run, then its duration and outcome in the metrics and one line in the log. */
  const execute = async (task: TaskRow, run: Run) => {
    const log = taskLog(options.log, { ...labelsOf(task), workerId: id, attempt: task.attempts });
    const started = performance.now();
    const ended = await runTask(task, run, log);
    const seconds = (performance.now() - started) / 1000;
    options.metrics?.taskEnded(task, ended.outcome, seconds, ended.reason);
    log?.info?.({ outcome: ended.outcome, ...(ended.reason ? { reason: ended.reason } : {}), durationMs: Math.round(seconds * 1000) }, "task ended");
  };

  const tick = async () => {
    if (ticking) return ticking;
    ticking = (async () => {
      for (const task of await repo.expireOverdue(now())) {
        options.metrics?.taskExpired(task);
        taskLog(options.log, labelsOf(task))?.info?.({}, "task timed out before a worker finished it");
        await refund(task);
      }
      for (const task of await repo.unrefunded(20)) await refund(task);
      const free = options.concurrency - running.size;
      if (stopped || free <= 0) return;
      for (const task of await repo.claim(id, free, now(), options.leaseMs)) {
        const run: Run = { done: Promise.resolve(), atProvider: false, release: () => undefined, handler: Promise.resolve(), releasedLease: false };
        run.done = execute(task, run)
          .catch((error: unknown) => taskLog(options.log, labelsOf(task))?.error({ err: error }, "task run crashed"))
          .finally(() => running.delete(task.id));
        running.set(task.id, run);
        // Claimed during a release (the round began before it): give it straight back.
        if (stopped) run.release();
      }
    })().finally(() => (ticking = undefined));
    return ticking;
  };

  const loop = () => {
    if (stopped) return;
    tick()
      .catch((error: unknown) => options.log?.error({ err: error }, "task worker tick failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, options.pollMs);
      });
  };

  return {
    id,
    start: () => {
      stopped = false;
      loop();
    },
    tick,
    drain: async () => {
      while (running.size > 0) await Promise.all(runs());
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      // A failed round was already logged by the loop; stopping must not fail because of it.
      await ticking?.catch(() => undefined);
      while (running.size > 0) await Promise.all(runs());
    },
    async release(graceMs) {
      const until = Date.now() + graceMs;
      stopped = true;
      if (timer) clearTimeout(timer);
      const all = [...running.values()];
      const handlers = () => Promise.allSettled(all.map((run) => run.handler));
      for (const run of all) if (!run.atProvider) run.release();
      const within = <T>(work: Promise<T>) => {
        let timeout: NodeJS.Timeout | undefined;
        const over = new Promise<"over">((resolve) => (timeout = setTimeout(() => resolve("over"), Math.max(0, until - Date.now()))));
        return Promise.race([work, over]).finally(() => clearTimeout(timeout));
      };
      // A round in flight may still claim; what it claims is given back as it starts (see tick).
      await within(ticking?.catch(() => undefined) ?? Promise.resolve());
      for (const run of running.values()) if (!all.includes(run)) all.push(run);
      if ((await within(Promise.all(all.map((run) => run.done)))) === "over") {
        for (const run of running.values()) run.release();
        // The release itself is one short write per task; it must happen before the pool closes.
        await Promise.all(all.map((run) => run.done));
      }
      // An abandoned handler may still be finishing a write; the pool must outlive it (within the grace).
      await within(handlers());
      const released = all.filter((run) => run.releasedLease).length;
      return { released, finished: all.length - released };
    },
  };
}
