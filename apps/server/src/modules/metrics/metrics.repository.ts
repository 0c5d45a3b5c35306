import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { tasks } from "../tasks/tasks.schema";

/** The queue's figures for one task kind at scrape time. */
export type QueueStat = { kind: string; queued: number; running: number; oldestAgeSeconds: number };

/** More kinds than the handlers know would be a bug elsewhere; a scrape never grows past this. */
const MAX_KINDS = 100;

/**
 * The task queue's depth and age, read when /metrics is scraped. One grouped query over unfinished
 * tasks only (the partial index tasks_claim_idx covers `state IN ('queued', 'running')`), so its cost
 * follows the queue, never the table's history; the age is that of the oldest task that is
 * claimable now (a retry waiting for its back-off has not started waiting yet).
 */
export function createMetricsRepository(db: Db) {
  return {
    async queueStats(now: Date): Promise<QueueStat[]> {
      const at = now.toISOString();
      const rows = await db
        .select({
          kind: tasks.kind,
          queued: sql<number>`count(*) filter (where ${tasks.state} = 'queued')`.mapWith(Number),
          running: sql<number>`count(*) filter (where ${tasks.state} = 'running')`.mapWith(Number),
          oldestAgeSeconds: sql<number>`coalesce(extract(epoch from (${at}::timestamptz - min(${tasks.runAfter}) filter (
            where ${tasks.state} = 'queued' and ${tasks.runAfter} <= ${at}::timestamptz))), 0)`.mapWith(Number),
        })
        .from(tasks)
        .where(inArray(tasks.state, ["queued", "running"]))
        .groupBy(tasks.kind)
        .orderBy(tasks.kind)
        .limit(MAX_KINDS);
      return rows.map(({ kind, queued, running, oldestAgeSeconds }) => ({ kind, queued, running, oldestAgeSeconds: Math.max(0, oldestAgeSeconds) }));
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
