/**
 * Periodic jobs of the worker role. A job is a definition {name, everyMs, run}; the scheduler runs
 * each one after its interval, never two runs of the same job at once, and stop() waits for the
 * runs in flight. Time is injected so tests need no sleeping.
 */
export type PeriodicJob = {
  name: string;
  everyMs: number;
  /** When the first run comes, if not after `everyMs` (e.g. soon after start-up). */
  firstAfterMs?: number;
  run(signal: AbortSignal): Promise<void>;
};

export type SchedulerClock = {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

const systemClock: SchedulerClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export type Scheduler = { start(): void; stop(): Promise<void> };

export function createScheduler(jobs: PeriodicJob[], options: { onError: (job: string, error: unknown) => void; clock?: SchedulerClock }): Scheduler {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    names.add(job.name);
  }
  const clock = options.clock ?? systemClock;
  const controller = new AbortController();
  const timers = new Map<string, unknown>();
  const running = new Set<Promise<void>>();

  const schedule = (job: PeriodicJob, first = false) => {
    if (controller.signal.aborted) return;
    timers.set(
      job.name,
      clock.setTimeout(
        () => {
          // A job that throws before returning its promise, or an onError that throws, must not
          // escape the timer: either would be an uncaught error and end the process (issue 14).
          let started: Promise<void>;
          try {
            started = job.run(controller.signal);
          } catch (error) {
            started = Promise.reject(error);
          }
          const run = started
            .catch((error: unknown) => {
              try {
                options.onError(job.name, error);
              } catch {
                // Reporting failed; the next run is still scheduled below.
              }
            })
            .finally(() => {
              running.delete(run);
              schedule(job);
            });
          running.add(run);
        },
        first ? (job.firstAfterMs ?? job.everyMs) : job.everyMs,
      ),
    );
  };

  return {
    start: () => jobs.forEach((job) => schedule(job, true)),
    async stop() {
      controller.abort();
      for (const handle of timers.values()) clock.clearTimeout(handle);
      await Promise.all(running);
    },
  };
}
