import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database";
import { creditLedger, users } from "../../db/schema";
import { tasks, type TaskResult, type TaskRow, type TaskState } from "./tasks.schema";

export type NewTask = {
  id: string;
  userId: number;
  kind: string;
  provider: string;
  model: string;
  input: Record<string, unknown>;
  cost: number;
  chargeKey: string | null;
  clientKey?: string | null;
  bulkId?: string | null;
  bulkLine?: number | null;
  maxAttempts: number;
  deadlineAt: Date;
  now: Date;
};

const UNFINISHED: TaskState[] = ["queued", "running"];

/** The SQL of tasks. Every state change names the state it expects, so two writers cannot both win. */
export function createTasksRepository(db: Db) {
  // Polling reads one task many times a second: prepared once.
  const byIdQuery = db
    .select()
    .from(tasks)
    .where(eq(tasks.id, sql.placeholder("id")))
    .limit(1)
    .prepare("task_by_id");
  return {
    /**
     * Inserts a queued task unless the user already has `limit` unfinished ones (checked under a row
     * lock on the user). A task of this user with the same client key wins instead: the same lock
     * orders two copies of one submit, so the second finds the first.
     */
    async insertWithinLimit(task: NewTask, limit: number): Promise<TaskRow | "full" | { duplicateOf: TaskRow }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, task.userId)).for("update");
        if (task.clientKey) {
          const [existing] = await tx
            .select()
            .from(tasks)
            .where(and(eq(tasks.userId, task.userId), eq(tasks.clientKey, task.clientKey)))
            .limit(1);
          if (existing) return { duplicateOf: existing };
        }
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(tasks)
          .where(and(eq(tasks.userId, task.userId), inArray(tasks.state, UNFINISHED)));
        if ((row?.n ?? 0) >= limit) return "full";
        const [inserted] = await tx
          .insert(tasks)
          .values({ ...task, state: "queued", runAfter: task.now, createdAt: task.now, updatedAt: task.now })
          .returning();
        if (!inserted) throw new Error("task not inserted");
        return inserted;
      });
    },

    /** Which of these task ids are `userId`'s own tasks. */
    async ownedBy(userId: number, taskIds: string[]): Promise<Set<string>> {
      if (taskIds.length === 0) return new Set();
      const rows = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.userId, userId), inArray(tasks.id, taskIds)));
      return new Set(rows.map((row) => row.id));
    },

    async findByClientKey(userId: number, clientKey: string): Promise<TaskRow | undefined> {
      const [row] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.clientKey, clientKey)))
        .limit(1);
      return row;
    },

    async countUnfinished(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(tasks)
        .where(and(eq(tasks.userId, userId), inArray(tasks.state, UNFINISHED)));
      return row?.n ?? 0;
    },

    async findById(id: string): Promise<TaskRow | undefined> {
      const [row] = await byIdQuery.execute({ id });
      return row;
    },

    async listForUser(userId: number, limit: number): Promise<TaskRow[]> {
      return db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(desc(tasks.createdAt)).limit(limit);
    },

    /**
     * Takes up to `limit` runnable tasks for one worker: queued ones whose time has come, and running
     * ones whose lease ran out (their worker died). SKIP LOCKED lets N workers claim at once without
     * waiting on each other or taking the same row.
     */
    async claim(workerId: string, limit: number, now: Date, leaseMs: number): Promise<TaskRow[]> {
      if (limit <= 0) return [];
      const runnable = db
        .select({ id: tasks.id })
        .from(tasks)
        .where(or(and(eq(tasks.state, "queued"), lte(tasks.runAfter, now)), and(eq(tasks.state, "running"), lt(tasks.lockedUntil, now))))
        .orderBy(asc(tasks.runAfter))
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(tasks)
        .set({
          state: "running",
          lockedBy: workerId,
          lockedUntil: new Date(now.getTime() + leaseMs),
          attempts: sql`${tasks.attempts} + 1`,
          startedAt: sql`coalesce(${tasks.startedAt}, ${now})`,
          updatedAt: now,
        })
        .where(inArray(tasks.id, runnable))
        .returning();
    },

    /** Extends the lease; false when the task is no longer this worker's to run (cancelled, or taken over). */
    async renewLease(id: string, workerId: string, now: Date, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(tasks)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
        .where(and(eq(tasks.id, id), eq(tasks.lockedBy, workerId), eq(tasks.state, "running")))
        .returning({ id: tasks.id });
      return rows.length > 0;
    },

    async setProgress(id: string, workerId: string, progress: number, now: Date): Promise<void> {
      const clamped = Math.max(0, Math.min(0.99, progress)).toFixed(2);
      await db
        .update(tasks)
        .set({ progress: clamped, updatedAt: now })
        .where(and(eq(tasks.id, id), eq(tasks.lockedBy, workerId), eq(tasks.state, "running")));
    },

    async recordProviderCall(id: string, workerId: string, now: Date): Promise<void> {
      await db
        .update(tasks)
        .set({ providerCalledAt: now, updatedAt: now })
        .where(and(eq(tasks.id, id), eq(tasks.lockedBy, workerId)));
    },

    async recordJobId(id: string, workerId: string, jobId: string, now: Date): Promise<void> {
      await db
        .update(tasks)
        .set({ providerJobId: jobId, updatedAt: now })
        .where(and(eq(tasks.id, id), eq(tasks.lockedBy, workerId)));
    },

    /** Ends a running task held by this worker. Returns the row, or undefined if it was not ours any more. */
    async finish(
      id: string,
      workerId: string,
      outcome: { state: "succeeded"; result: TaskResult } | { state: "failed" | "timed_out"; errorCode: string; errorMessage: string },
      now: Date,
    ): Promise<TaskRow | undefined> {
      const [row] = await db
        .update(tasks)
        .set({
          state: outcome.state,
          progress: outcome.state === "succeeded" ? "1.00" : sql`${tasks.progress}`,
          result: outcome.state === "succeeded" ? outcome.result : null,
          errorCode: outcome.state === "succeeded" ? null : outcome.errorCode,
          errorMessage: outcome.state === "succeeded" ? null : outcome.errorMessage,
          lockedBy: null,
          lockedUntil: null,
          completedAt: now,
          updatedAt: now,
        })
        .where(and(eq(tasks.id, id), eq(tasks.lockedBy, workerId), eq(tasks.state, "running")))
        .returning();
      return row;
    },

    /** Puts a task back in the queue for a later attempt (a retryable provider failure). */
    async requeue(id: string, workerId: string, runAfter: Date, reason: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(tasks)
        .set({ state: "queued", lockedBy: null, lockedUntil: null, runAfter, errorMessage: reason, updatedAt: now })
        .where(and(eq(tasks.id, id), eq(tasks.lockedBy, workerId), eq(tasks.state, "running")))
        .returning({ id: tasks.id });
      return rows.length > 0;
    },

    /**
     * Gives a task this worker holds back to the others at once (a graceful shutdown) instead of
     * after its lease runs out. Not yet at a provider: queued again. Already at one: left running
     * with a lease that has just ended, so the next claim resumes it by the rules of a worker that
     * died (poll the vendor's job id, or fail and refund a paid call whose job id was never learnt).
     * The attempt is given back: a restart is not the task's fault.
     */
    async release(id: string, workerId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(tasks)
        .set({
          state: sql`case when ${tasks.providerCalledAt} is null then 'queued' else 'running' end`,
          lockedBy: null,
          lockedUntil: sql`case when ${tasks.providerCalledAt} is null then null else ${now.toISOString()}::timestamptz end`,
          runAfter: now,
          attempts: sql`greatest(${tasks.attempts} - 1, 0)`,
          updatedAt: now,
        })
        .where(and(eq(tasks.id, id), eq(tasks.lockedBy, workerId), eq(tasks.state, "running")))
        .returning({ id: tasks.id });
      return rows.length > 0;
    },

    async cancel(id: string, userId: number, now: Date): Promise<TaskRow | undefined> {
      const [row] = await db
        .update(tasks)
        .set({ state: "cancelled", errorCode: "cancelled", errorMessage: "Cancelled", lockedBy: null, lockedUntil: null, completedAt: now, updatedAt: now })
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId), inArray(tasks.state, UNFINISHED)))
        .returning();
      return row;
    },

    /**
     * Times out what passed its deadline: queued tasks, and running tasks whose worker stopped
     * renewing the lease. (A live worker times out its own task at the deadline.)
     */
    async expireOverdue(now: Date): Promise<TaskRow[]> {
      return db
        .update(tasks)
        .set({
          state: "timed_out",
          errorCode: "timeout",
          errorMessage: "Error generating task",
          lockedBy: null,
          lockedUntil: null,
          completedAt: now,
          updatedAt: now,
        })
        .where(
          and(
            lt(tasks.deadlineAt, now),
            or(eq(tasks.state, "queued"), and(eq(tasks.state, "running"), or(isNull(tasks.lockedUntil), lt(tasks.lockedUntil, now)))),
          ),
        )
        .returning();
    },

    /** Failed, timed-out or cancelled tasks whose refund has not gone through yet (the ledger was unavailable). */
    async unrefunded(limit: number): Promise<TaskRow[]> {
      return db
        .select()
        .from(tasks)
        .where(
          and(
            inArray(tasks.state, ["failed", "timed_out", "cancelled"]),
            eq(tasks.refunded, false),
            sql`${tasks.chargeKey} IS NOT NULL`,
            sql`${tasks.cost} > 0`,
          ),
        )
        .limit(limit);
    },

    /**
     * Task charges without a task: a submit writes the charge first, and a process killed before the
     * row was inserted leaves the spend alone (issue 20). Spends for tasks charged within the range
     * whose task row does not exist and that have no refund yet, of accounts that still exist.
     */
    async orphanCharges(range: { chargedAfter: Date; chargedBefore: Date }, limit: number): Promise<{ userId: number; chargeKey: string; taskId: string }[]> {
      const refunds = alias(creditLedger, "refunds");
      return db
        .select({ userId: creditLedger.userId, chargeKey: creditLedger.idempotencyKey, taskId: creditLedger.reference })
        .from(creditLedger)
        .innerJoin(users, eq(users.id, creditLedger.userId))
        .where(
          and(
            eq(creditLedger.reason, "task"),
            lt(creditLedger.amount, 0),
            gte(creditLedger.createdAt, range.chargedAfter),
            lt(creditLedger.createdAt, range.chargedBefore),
            isNull(users.deletedAt),
            notExists(
              db
                .select({ one: sql`1` })
                .from(tasks)
                .where(eq(tasks.id, creditLedger.reference)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(refunds)
                .where(eq(refunds.refundOf, creditLedger.id)),
            ),
          ),
        )
        .orderBy(asc(creditLedger.createdAt))
        .limit(limit);
    },

    /** Records that a task's refund went through (the ledger itself refuses a second refund). */
    async markRefunded(id: string): Promise<boolean> {
      const rows = await db
        .update(tasks)
        .set({ refunded: true })
        .where(and(eq(tasks.id, id), eq(tasks.refunded, false)))
        .returning({ id: tasks.id });
      return rows.length > 0;
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
