import type { App } from "../app";
import type { TaskWorker } from "../modules/tasks/tasks.worker";

export type ShutdownParts = {
  /** The HTTP app (absent in the worker role). */
  app?: App | undefined;
  taskWorker?: TaskWorker | undefined;
  scheduler?: { stop(): Promise<void> } | undefined;
  /** Start-up work still using the database (the sample seeding). */
  background?: Promise<unknown>;
  closeDatabase(): Promise<void>;
  drainMs: number;
  /** Waits out the drain phase; default a timer of drainMs (a test ends it when it has seen the drain). */
  waitDrain?: () => Promise<void>;
  timeoutMs: number;
  log(fields: Record<string, unknown>, message: string): void;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Part of the timeout kept for what follows the runs: their release writes and closing the pool. */
export function workerGraceMs(timeoutMs: number): number {
  return Math.max(0, timeoutMs - Math.min(2_000, Math.floor(timeoutMs / 4)));
}

/**
 * A graceful shutdown, in order (docs/ARCHITECTURE.md, "Processes"):
 * 1. Drain (`drainMs`): health answers 503 and no connection is kept alive, while requests are still
 *    answered, so a balancer takes the process out before it stops listening. The task worker stops
 *    claiming at once and gives back the tasks that have not reached a provider.
 * 2. Close (`timeoutMs`): stop listening, answer every request in flight; runs at a provider may
 *    finish meanwhile and are given back when the grace is over; the scheduler's job run ends.
 * 3. Only then close the database: nothing in flight can meet a closed pool.
 * The caller exits (non-zero) if this takes longer than drainMs + timeoutMs.
 */
export async function shutDownGracefully(parts: ShutdownParts): Promise<void> {
  const started = Date.now();
  // Only an HTTP app has a balancer to wait for; a worker process starts its close at once.
  const drainMs = parts.app ? parts.drainMs : 0;
  parts.app?.startDraining();
  const releasing = parts.taskWorker?.release(drainMs + workerGraceMs(parts.timeoutMs)).then((figures) => parts.log(figures, "task leases released"));
  const scheduling = parts.scheduler?.stop();
  if (parts.app && parts.waitDrain) await parts.waitDrain();
  else if (drainMs > 0) await sleep(drainMs);
  await parts.app?.close();
  await releasing;
  await scheduling;
  await parts.background;
  await parts.closeDatabase();
  parts.log({ ms: Date.now() - started }, "shut down");
}
