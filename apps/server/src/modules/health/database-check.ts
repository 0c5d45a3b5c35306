import type { HealthRepository } from "./health.repository";

/**
 * Asks the database whether it answers, at most once per `maxAgeMs`: concurrent health checks share
 * one query and reuse its answer briefly, so a load balancer polling hard does not load the
 * database (on PGlite every query runs on the main thread).
 */
export function createDatabaseCheck(repository: Pick<HealthRepository, "ping">, options: { maxAgeMs: number; now?: () => number }): () => Promise<boolean> {
  const now = options.now ?? (() => performance.now());
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  return () => {
    if (last && now() - last.at < options.maxAgeMs) return Promise.resolve(last.ok);
    inFlight ??= repository
      .ping()
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        last = { at: now(), ok };
        inFlight = undefined;
        return ok;
      });
    return inFlight;
  };
}
